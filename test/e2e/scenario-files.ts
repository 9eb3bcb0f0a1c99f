import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { validateScenario, type Scenario } from "@engine/scenario/scenario";
import { SHIPPED } from "../rulesets/shipped";

const ROOT = "scenarios";

/** Every scenario file under scenarios/, as the engine's scenario test finds them, validated. */
export function scenarioFiles(): { readonly file: string; readonly scenario: Scenario }[] {
  return readdirSync(ROOT, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.ya?ml$|\.json$/.test(file))
    .sort()
    .map((file) => ({
      file,
      scenario: validateScenario(parse(readFileSync(join(ROOT, file), "utf8")), file, SHIPPED),
    }));
}
