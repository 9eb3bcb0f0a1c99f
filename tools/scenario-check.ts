import { expectedDifferences, type Difference } from "../src/engine/scenario/check-expected";
import { playScenario } from "../src/engine/scenario/play-scenario";
import { EngineError } from "../src/engine/errors";
import { validateScenario, type Scenario } from "../src/engine/scenario/scenario";
import { readDataFile } from "./scenario-file";
import { shippedCatalog } from "../src/rulesets/shipped";
import { english } from "./scenario-account";

type Strings = Readonly<Record<string, string>>;

/** One combat checked against its `expected` block. */
export interface CombatCheck {
  readonly file: string;
  /** The combat's id, or the turn's; null when the file itself did not load. */
  readonly combat: string | null;
  readonly turn: boolean;
  /** False when the combat has no `expected` block: it was played, not checked. */
  readonly checked: boolean;
  readonly differences: readonly Difference[];
}

/** The rule systems the check knows: the shipped ones. */
const RULESETS = shippedCatalog();
/**
 * Plays every combat and turn of a scenario file with its own script and compares it with its `expected`
 * block. A file that does not load, or a script the session refuses, is a difference too, so one
 * broken file does not hide the others.
 */
export function checkScenarioFile(file: string): CombatCheck[] {
  let scenario: Scenario;
  try {
    scenario = validateScenario(readDataFile(file), file, RULESETS);
  } catch (error) {
    return [{ file, combat: null, turn: false, checked: true, differences: [refused("file", error)] }];
  }
  const plays = [
    ...scenario.combats.map((combat) => ({ combat, turn: false })),
    ...scenario.turns.map((combat) => ({ combat, turn: true })),
  ];
  return plays.map(({ combat, turn }) => {
    try {
      const run = playScenario(RULESETS, scenario, combat, turn, combat.script);
      return {
        file,
        combat: combat.id,
        turn,
        checked: combat.expected !== undefined,
        differences: expectedDifferences(run, combat.expected),
      };
    } catch (error) {
      return { file, combat: combat.id, turn, checked: true, differences: [refused("script", error)] };
    }
  });
}

function refused(path: string, error: unknown): Difference {
  if (!(error instanceof EngineError)) throw error;
  return { path, expected: "to play", got: error.message };
}

/** The checks in English: one line per combat, and under a mismatch each difference. */
export function checkReport(checks: readonly CombatCheck[], strings: Strings): string[] {
  const text = english(strings);
  return checks.flatMap((check) => {
    const what =
      check.combat === null
        ? text({ key: "WARGAME.Resolve.Check.File", data: {} })
        : text({
            key: check.turn ? "WARGAME.Resolve.Check.Turn" : "WARGAME.Resolve.Check.Combat",
            data: { id: check.combat },
          });
    const data = { file: check.file, what };
    if (check.differences.length > 0) {
      return [
        text({ key: "WARGAME.Resolve.Check.Differs", data }),
        ...check.differences.map(
          (d) =>
            `  ${text({ key: "WARGAME.Resolve.Check.Difference", data: { path: d.path, expected: d.expected, got: d.got } })}`,
        ),
      ];
    }
    return [text({ key: check.checked ? "WARGAME.Resolve.Check.Matches" : "WARGAME.Resolve.Check.Unchecked", data })];
  });
}
