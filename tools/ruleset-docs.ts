/**
 * Writes each rule system's generated reference (`src/engine/rulesets/<id>/REFERENCE.md`) from its
 * declarations: `npm run docs`. `test/tools/ruleset-docs.test.ts` fails when a committed file
 * differs from what this would write.
 */
import { writeFileSync } from "node:fs";
import { rulesetIds } from "../src/engine/rulesets/registry";
import { declarationsOf } from "./ruleset-reference/declarations";
import { referenceMarkdown, referencePath } from "./ruleset-reference/reference-markdown";

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  for (const id of rulesetIds()) {
    writeFileSync(referencePath(id), referenceMarkdown(declarationsOf(id)));
    console.log(referencePath(id));
  }
}
