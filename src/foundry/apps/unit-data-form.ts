import { ownerOf } from "@engine/validation/field-errors";
import { isRecord, readNonNegative } from "@engine/validation/read-fields";
import { EngineError, type Phrase, tableError, type ErrorTable } from "@engine/errors";
import type { RulesetId } from "@engine/rulesets/ids";
import { hostRulesets } from "../rulesets";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { FLAG, flagPath } from "../board/module-flags";
import type { UnitFlagActor } from "../board/sources";
import { unitFlagOf } from "../board/unit-flag";
import { MODULE_ID } from "../constants";
import { flagChanges } from "../gm/flag-changes";
import type { FlagChanges } from "../gm/gm-ports";
import { readJson } from "@engine/validation/read-json";
import { messageOf, type ErrorMessage } from "../localize";

/** What the unit data editor finds wrong that the engine's readers do not say. */
export const UNIT_EDITOR_ERRORS = {
  NotJson: ["WARGAME.Error.UnitEditor.NotJson", "{owner}: the unit data is not valid JSON ({reason})."],
} as const satisfies ErrorTable;

/** The actor whose unit data is edited (an Actor fits). */
export interface UnitDataActor extends UnitFlagActor {
  readonly id: string | null;
  readonly name: string;
  update(data: { readonly flags: Readonly<Record<string, FlagChanges>> }): Promise<unknown>;
}

/** The form as the user left it: the move as the number field gives it, the data as JSON text. */
export interface UnitDataDraft {
  readonly move: unknown;
  readonly data: string;
}

/** A unit's data as the actor flag `unit` keeps it. */
export interface UnitFlag {
  readonly move: number;
  readonly data: JsonValue;
}

export type DraftCheck =
  { readonly ok: true; readonly unit: UnitFlag } | { readonly ok: false; readonly errors: readonly ErrorMessage[] };

const INDENT = 2;

/** What the form starts from: the actor's flag, or the rule system's defaults for what it lacks. */
export function draftOf(actor: UnitFlagActor, rulesetId: RulesetId): UnitDataDraft {
  const flag = unitFlagOf(actor);
  const fields = isRecord(flag) ? flag : {};
  const data = fields["data"] === undefined ? defaultData(rulesetId) : fields["data"];
  return { move: fields["move"] ?? 0, data: JSON.stringify(data, null, INDENT) };
}

/** The rule system's starting data for a new unit, as the form shows it; keeps the move. */
export function defaultDraft(rulesetId: RulesetId, move: unknown): UnitDataDraft {
  return { move, data: JSON.stringify(defaultData(rulesetId), null, INDENT) };
}

/** The draft in a submitted form's values (`move`, `data`). */
export function readDraft(values: Readonly<Record<string, unknown>>): UnitDataDraft {
  const data = values["data"];
  return { move: values["move"], data: typeof data === "string" ? data : "" };
}

/**
 * Checks a draft as the board will read it: the move a number, zero or more; the data JSON that
 * the rule system's `validateUnitData` accepts (its defaults filled in). A rule system not yet
 * implemented only asks for a JSON object. Every problem is listed, each naming the unit and field.
 */
export function checkDraft(draft: UnitDataDraft, rulesetId: RulesetId, unitLabel: string): DraftCheck {
  const errors: ErrorMessage[] = [];
  const who = ownerOf("Unit", flagPath(FLAG.unit), unitLabel);
  const move = collect(errors, () =>
    readNonNegative(
      typeof draft.move === "string" && draft.move.trim() !== "" ? Number(draft.move) : draft.move,
      who,
      "move",
    ),
  );
  const parsed = collect(errors, () => parseJson(draft.data, who.owner));
  const data = parsed === undefined ? undefined : collect(errors, () => validated(parsed, rulesetId, unitLabel));
  if (move === undefined || data === undefined) return { ok: false, errors };
  return { ok: true, unit: { move, data } };
}

/**
 * Writes the unit's data over the actor's flag `unit` (replaced whole, so removed fields go). On an
 * unlinked token's actor this lands in the token's delta, which is then read alone (board/unit-flag.ts).
 */
export async function saveUnitData(actor: UnitDataActor, unit: UnitFlag): Promise<void> {
  await actor.update({
    flags: { [MODULE_ID]: flagChanges(new Map([[FLAG.unit, { move: unit.move, data: unit.data }]])) },
  });
}

function defaultData(rulesetId: RulesetId): unknown {
  return hostRulesets().ruleset(rulesetId).defaultUnitData;
}

function validated(parsed: unknown, rulesetId: RulesetId, unitLabel: string): JsonValue {
  const who = ownerOf("Unit", "data", unitLabel);
  return readJson(hostRulesets().ruleset(rulesetId).validateUnitData(parsed, unitLabel), who, "data");
}

function parseJson(text: string, owner: Phrase): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch (error) {
    throw tableError(UNIT_EDITOR_ERRORS, "NotJson", {
      owner,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}

/** Runs a check, keeping its EngineError as a message; other errors are the module's own faults and go on. */
function collect<T>(errors: ErrorMessage[], check: () => T): T | undefined {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    errors.push(messageOf(error));
    return undefined;
  }
}
