import { ownerOf } from "../validation/field-errors";
import type { Board } from "../board/types";
import { tableError, type EngineError } from "../errors";
import { closestName } from "../names/closest-name";
import type { AnyRuleset } from "../rulesets/registry";
import { SCENARIO_ERRORS } from "./scenario-errors";
import { SCENERY_KINDS } from "./scenery-kinds";

/**
 * Unit data a host merges into every unit's data from its token (steps lost, shock points), so a
 * scenario may set them whatever the rule system's own unit data are.
 */
const TOKEN_STATE_KEYS = ["stepsLost", "shock"];

/**
 * Refuses names a rule system would pass over without a word: an area kind it neither reads nor
 * knows as scenery (`woodz`, or `clear` where it reads `open`) and a unit data key it does not know (`strenght`);
 * the message offers the closest known name when one is near.
 */
export function checkScenarioNames(board: Board, ruleset: AnyRuleset): void {
  const kinds = [...new Set([...ruleset.terrainKinds, ...SCENERY_KINDS])];
  board.terrain.areas.forEach((area, index) => {
    if (kinds.includes(area.kind)) return;
    const owner = ownerOf("Area", `terrain.areas[${index}]`, area.id).owner;
    throw unknown("UnknownTerrain", owner, area.kind, kinds);
  });
  const dataKeys = [...Object.keys(objectOf(ruleset.defaultUnitData)), ...TOKEN_STATE_KEYS];
  board.units.forEach((unit, index) => {
    const stray = Object.keys(unit.data).find((key) => !dataKeys.includes(key));
    if (stray === undefined) return;
    throw unknown("UnknownDataKey", ownerOf("Unit", `units[${index}]`, unit.name).owner, stray, dataKeys);
  });
}

function unknown(problem: "UnknownTerrain" | "UnknownDataKey", owner: string, got: string, known: readonly string[]) {
  const near = closestName(got, known);
  if (near !== undefined) return tableError(SCENARIO_ERRORS, `${problem}Near`, { owner, got, near });
  return tableError(SCENARIO_ERRORS, problem, { owner, got, known: known.map((name) => `"${name}"`).join(", ") });
}

function objectOf(value: unknown): object {
  return typeof value === "object" && value !== null ? value : {};
}

/** Refuses two scenario files with the same id (a pack or a menu would show only one). */
export function rejectDuplicateScenarioIds(files: readonly { readonly file: string; readonly scenario: { readonly id: string } }[]): void {
  const [first] = duplicateScenarioIds(files);
  if (first !== undefined) throw first.error;
}

/** Each file whose scenario id an earlier file already uses, with the error naming both. */
export function duplicateScenarioIds(
  files: readonly { readonly file: string; readonly scenario: { readonly id: string } }[],
): { readonly file: string; readonly error: EngineError }[] {
  const firstFile = new Map<string, string>();
  return files.flatMap(({ file, scenario }) => {
    const other = firstFile.get(scenario.id);
    if (other !== undefined) return [{ file, error: tableError(SCENARIO_ERRORS, "DuplicateId", { file, id: scenario.id, other }) }];
    firstFile.set(scenario.id, file);
    return [];
  });
}

/** A seed typed on a command line: a whole number, or the named error. */
export function readSeed(text: string): number {
  const seed = Number(text);
  if (text.trim() === "" || !Number.isSafeInteger(seed)) throw tableError(SCENARIO_ERRORS, "Seed", { got: text });
  return seed;
}
