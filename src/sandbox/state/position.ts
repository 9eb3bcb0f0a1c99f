import type { Board } from "@engine/board/types";
import { validateBoard } from "@engine/board/validate-board";
import { checkCellMarkers } from "@engine/rulesets/cell-markers";
import { EngineError, tableError } from "@engine/errors";
import type { JsonValue } from "@engine/rulesets/ruleset";
import type { Scenario } from "@engine/scenario/scenario";
import { readOptionValues } from "@engine/rulesets/options";
import type { StepInput } from "@engine/session/types";
import { isRecord } from "@engine/validation/read-fields";
import { readJson, readJsonRecord } from "@engine/validation/read-json";
import { ownerOf } from "@engine/validation/field-errors";
import type { RulesetCatalog } from "@view/ruleset-catalog";
import type { CombatView } from "@view/view-types";
import type { OptionValues } from "@view/options-form";

/** A combat whose result is on the board: what its chat card and its exported page are made from. */
export interface CombatRecord {
  readonly name: string;
  readonly selection: JsonValue;
  readonly log: readonly StepInput[];
  /** The board it was fought on, as it stood when it started. */
  readonly before: Board;
}

/** A position kept or shared: the scenario, the group's options, the board now and the combats fought on it. */
export interface Position {
  readonly scenario: Scenario;
  readonly options: OptionValues;
  readonly board: Board;
  readonly combats: readonly CombatRecord[];
}

/** The saved form's name and version, so that a file of something else is named as such. */
const FORMAT = "wargame-combat-sandbox-position";
const VERSION = 1;
/** The most characters a position file may hold (a board of the engine's largest size fits many times over). */
export const POSITION_MAX_CHARS = 2_000_000;

export const POSITION_ERRORS = {
  TooLarge: ["WARGAME.Sandbox.Position.TooLarge", "The position has {got} characters; at most {max} are read."],
  NotPosition: [
    "WARGAME.Sandbox.Position.NotPosition",
    "This is not a position saved by the sandbox (version {version}); nothing was changed.",
  ],
  UnknownScenario: [
    "WARGAME.Sandbox.Position.UnknownScenario",
    'The position is of scenario "{got}", which this page does not have; nothing was changed.',
  ],
  BadCombat: [
    "WARGAME.Sandbox.Position.BadCombat",
    "Combat {n} of the position does not replay to its end on its board; nothing was changed.",
  ],
  Invalid: ["WARGAME.Sandbox.Position.Invalid", "The position does not read: {problem} Nothing was changed."],
} as const;

const OWN_KEYS: ReadonlySet<string> = new Set(Object.values(POSITION_ERRORS).map(([key]) => key));

/** The position as text (JSON): units and markers in cells as they stand, and each combat's record with its board's. */
export function positionText(position: Position): string {
  return JSON.stringify({
    format: FORMAT,
    version: VERSION,
    scenario: position.scenario.id,
    options: position.options,
    units: position.board.units,
    markers: position.board.markers ?? [],
    combats: position.combats.map((combat) => ({
      name: combat.name,
      selection: combat.selection,
      log: combat.log,
      units: combat.before.units,
      markers: combat.before.markers ?? [],
    })),
  });
}

/**
 * A position read back: its scenario among `scenarios`, its boards checked by the engine's own
 * board validation (the scenario's grid and terrain, the saved units), and every combat replayed
 * to its end; anything wrong throws an EngineError naming it, and nothing is half read.
 */
export function readPosition(text: string, scenarios: readonly Scenario[], rulesets: RulesetCatalog): Position {
  if (text.length > POSITION_MAX_CHARS)
    throw tableError(POSITION_ERRORS, "TooLarge", { got: text.length, max: POSITION_MAX_CHARS });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw tableError(POSITION_ERRORS, "NotPosition", { version: VERSION });
  }
  if (!isRecord(data) || data["format"] !== FORMAT || data["version"] !== VERSION)
    throw tableError(POSITION_ERRORS, "NotPosition", { version: VERSION });
  const id = data["scenario"];
  const scenario = scenarios.find((candidate) => candidate.id === id);
  if (scenario === undefined) throw tableError(POSITION_ERRORS, "UnknownScenario", { got: String(id) });
  try {
    const board = boardWith(rulesets, scenario, data["units"], data["markers"]);
    const combats = (Array.isArray(data["combats"]) ? data["combats"] : [data["combats"]]).map((combat, n) =>
      combatRecord(rulesets, scenario, combat, n + 1),
    );
    const options = readJsonRecord(data["options"] ?? {}, ownerOf("Options", "options", undefined), "options");
    readOptionValues(rulesets.ruleset(scenario.ruleset).options, options);
    return { scenario, options, board, combats };
  } catch (error) {
    if (error instanceof EngineError && OWN_KEYS.has(error.key)) throw error;
    if (error instanceof EngineError) throw tableError(POSITION_ERRORS, "Invalid", { problem: error.message }, error);
    throw error;
  }
}

/** The record's card: the combat replayed from its record, as the chat card shows it. */
export function recordView(rulesets: RulesetCatalog, scenario: Scenario, record: CombatRecord): CombatView {
  return rulesets.entry(scenario.ruleset).view({
    board: record.before,
    selection: record.selection,
    log: record.log,
    viewer: { sides: [...new Set(record.before.units.map((unit) => unit.side))], referee: true },
    odds: false,
    sideNames: scenario.sideNames,
  });
}

/** A saved board on the scenario's grid, terrain and edge, its markers checked against the rule system's (none saved: none). */
function boardWith(rulesets: RulesetCatalog, scenario: Scenario, units: unknown, markers: unknown): Board {
  const { grid, terrain, edge } = scenario.board;
  const board = validateBoard({ grid, terrain, units, ...(markers === undefined ? {} : { markers }) });
  checkCellMarkers(board, rulesets.ruleset(scenario.ruleset).cellMarkers);
  return edge === undefined ? board : { ...board, edge };
}

function combatRecord(rulesets: RulesetCatalog, scenario: Scenario, input: unknown, n: number): CombatRecord {
  const log = isRecord(input) ? stepInputs(input["log"]) : null;
  if (!isRecord(input) || typeof input["name"] !== "string" || log === null)
    throw tableError(POSITION_ERRORS, "BadCombat", { n });
  const record: CombatRecord = {
    name: input["name"],
    selection: readJson(input["selection"] ?? null, ownerOf("Options", `combats[${n - 1}]`, undefined), "selection"),
    log,
    before: boardWith(rulesets, scenario, input["units"], input["markers"]),
  };
  try {
    if (recordView(rulesets, scenario, record).step.kind !== "done")
      throw tableError(POSITION_ERRORS, "BadCombat", { n });
  } catch {
    throw tableError(POSITION_ERRORS, "BadCombat", { n });
  }
  return record;
}

/** A combat's log as saved: each a decision's picks or a roll's dice, else null. */
function stepInputs(value: unknown): StepInput[] | null {
  if (!Array.isArray(value)) return null;
  const inputs: StepInput[] = [];
  for (const entry of value) {
    if (!isRecord(entry) || typeof entry["step"] !== "string") return null;
    const step = entry["step"];
    const given: unknown = entry["picks"] ?? entry["dice"];
    const list: readonly unknown[] = Array.isArray(given) ? given : [];
    const picks = list.filter((pick): pick is string => typeof pick === "string");
    const dice = list.filter((die): die is number => typeof die === "number");
    if (entry["kind"] === "decision" && picks.length === list.length) inputs.push({ kind: "decision", step, picks });
    else if (entry["kind"] === "roll" && dice.length === list.length) inputs.push({ kind: "roll", step, dice });
    else return null;
  }
  return inputs;
}

/** The position as a link's parameter: its JSON in base64url (UTF-8), and back. */
export function positionParam(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function positionFromParam(param: string): string {
  const binary = atob(param.replace(/-/g, "+").replace(/_/g, "/"));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
