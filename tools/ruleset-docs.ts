/**
 * Writes each rule system's generated reference (`src/rulesets/<id>/REFERENCE.md`) from its
 * `Ruleset`'s declarations: `npm run docs`. `test/tools/ruleset-docs.test.ts` fails when a
 * committed file differs from what this would write.
 */
import { writeFileSync } from "node:fs";
import { SHIPPED_RULESETS } from "../src/rulesets/shipped";
import { englishStrings } from "./language-files";
import { referenceMarkdown, referencePath } from "./ruleset-reference/reference-markdown";

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  const english = englishStrings();
  for (const { ruleset } of SHIPPED_RULESETS) {
    writeFileSync(referencePath(ruleset.id), referenceMarkdown(ruleset, english));
    console.log(referencePath(ruleset.id));
  }
}
