import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { createBoardIndex } from "@engine/board/board-index";
import { EngineError } from "@engine/errors";
import { selectionFromContact } from "@engine/rulesets/selection-from-contact";
import { zocSettingsFor } from "@engine/rulesets/zoc-settings";
import { validateScenario } from "@engine/scenario/scenario";
import { SHIPPED } from "../../rulesets/shipped";

const files = readdirSync("scenarios", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".yml"));

/** Every pair of enemies in contact on a scenario's board, as a table would start a combat from a token. */
function enemyContacts(file: string) {
  const scenario = validateScenario(parse(readFileSync(join("scenarios", file), "utf8")), file, SHIPPED);
  const index = createBoardIndex(scenario.board, zocSettingsFor(SHIPPED.ruleset(scenario.ruleset)));
  const side = new Map(scenario.board.units.map((unit) => [unit.id, unit.side]));
  const pairs = index.contactPairs().filter(([a, b]) => side.get(a) !== side.get(b));
  return { scenario, pairs };
}

/** The key of a field-shape error (missing, wrong type, unknown unit) the call throws, if any. */
function shapeProblem(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return error.key.startsWith("WARGAME.Error.Board.") ? `${error.key}: ${error.message}` : undefined;
  }
  return undefined;
}

describe("a combat started from a unit in contact", () => {
  it.each(files)("%s: every enemy contact gives a selection its rule system accepts", (file) => {
    const { scenario, pairs } = enemyContacts(file);
    const { ruleset } = SHIPPED.entry(scenario.ruleset);
    for (const [attacker, defender] of pairs) {
      // The inputs' defaults (victory-margin's one die among them) make a whole selection: the
      // rules may still refuse the attack (a stack under a forage marker may not attack), but never
      // for a missing or malformed field.
      const selection = selectionFromContact(ruleset, scenario.board, {
        attackerId: attacker,
        defenderIds: [defender],
      });
      expect(
        shapeProblem(() => ruleset.setupFromBoard(scenario.board, selection)),
        `${attacker} against ${defender}`,
      ).toBeUndefined();
    }
  });

  it("finds contacts to start from on most scenario boards", () => {
    const withContacts = files.filter((file) => enemyContacts(file).pairs.length > 0);
    expect(withContacts.length).toBeGreaterThanOrEqual(3);
  });
});
