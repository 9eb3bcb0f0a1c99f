import { ownerOf } from "../validation/field-errors";
import type { Board } from "../board/types";
import { tableError, type EngineError, type Phrase } from "../errors";
import { closestName } from "../names/closest-name";
import { declaredStep } from "../rulesets/declarations";
import type { AnyRuleset } from "../rulesets/ruleset";
import type { JsonValue } from "../rulesets/ruleset";
import type { CombatScript } from "../session/combat-run";
import { SCENARIO_ERRORS } from "./scenario-errors";
import { SCENERY_KINDS } from "./scenery-kinds";

/**
 * Refuses names a rule system would pass over without a word: an area kind it neither reads nor
 * knows as scenery (`woodz`, or `clear` where it reads `open`) and a unit data key it does not know (`strenght`);
 * the message offers the closest known name when one is near.
 */
export function checkScenarioNames(board: Board, ruleset: AnyRuleset): void {
  const kinds = [...new Set([...ruleset.terrain.map((terrain) => terrain.kind), ...SCENERY_KINDS])];
  board.terrain.areas.forEach((area, index) => {
    if (kinds.includes(area.kind)) return;
    const owner = ownerOf("Area", `terrain.areas[${index}]`, area.id).owner;
    throw unknown("UnknownTerrain", owner, area.kind, kinds);
  });
  // The rule system's declared fields, per-token state (steps lost, shock points) included.
  const dataKeys = ruleset.unitDataFields.map((field) => field.name);
  board.units.forEach((unit, index) => {
    const stray = Object.keys(unit.data).find((key) => !dataKeys.includes(key));
    if (stray === undefined) return;
    throw unknown("UnknownDataKey", ownerOf("Unit", `units[${index}]`, unit.name).owner, stray, dataKeys);
  });
}

/** Refuses a combat selection's field the rule system does not read (`attackr`), offering the closest it does. */
export function checkSelectionNames(selection: JsonValue, ruleset: AnyRuleset, at: string): void {
  if (typeof selection !== "object" || selection === null || Array.isArray(selection)) return;
  const fields = ruleset.selectionFields.map((field) => field.name);
  const stray = Object.keys(selection).find((key) => !fields.includes(key));
  if (stray !== undefined) throw unknown("UnknownSelectionKey", ownerOf("Combat", at, undefined).owner, stray, fields);
}

/**
 * Refuses a script decision for a step the rule system never asks (`folow-up:tanks`), listing its
 * decision steps; in a turn (`turn`), an attack's steps carry the order's number before them (`1/call:attacker`).
 */
export function checkScriptSteps(script: CombatScript, ruleset: AnyRuleset, at: string, turn: boolean): void {
  script.decisions.forEach((decision, index) => {
    const id = turn ? decision.step.replace(/^\d+\//, "") : decision.step;
    if (declaredStep(ruleset.steps, id)?.kind === "decision") return;
    const known = ruleset.steps.filter((step) => step.kind === "decision").map((step) => `"${step.id}"`);
    const owner = ownerOf("Combat", `${at}.script.decisions[${index}]`, undefined).owner;
    throw tableError(SCENARIO_ERRORS, "UnknownStep", { owner, got: decision.step, known: known.join(", ") });
  });
}

function unknown(
  problem: "UnknownTerrain" | "UnknownDataKey" | "UnknownSelectionKey",
  owner: Phrase,
  got: string,
  known: readonly string[],
) {
  const near = closestName(got, known);
  if (near !== undefined) return tableError(SCENARIO_ERRORS, `${problem}Near`, { owner, got, near });
  return tableError(SCENARIO_ERRORS, problem, { owner, got, known: known.map((name) => `"${name}"`).join(", ") });
}

/** Refuses two scenario files with the same id (a pack or a menu would show only one). */
export function rejectDuplicateScenarioIds(
  files: readonly { readonly file: string; readonly scenario: { readonly id: string } }[],
): void {
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
    if (other !== undefined)
      return [{ file, error: tableError(SCENARIO_ERRORS, "DuplicateId", { file, id: scenario.id, other }) }];
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
