import { type Owner, ownerOf } from "@engine/validation/field-errors";
import { readChoice, readId, readInteger, readItems, readRecord } from "@engine/validation/read-fields";
import type { RulesetId } from "@engine/rulesets/ids";
import { hostRulesets } from "../rulesets";
import type { JsonValue } from "@engine/rulesets/ruleset";
import type { StepInput } from "@engine/session/types";
import { readJson } from "@engine/validation/read-json";

/**
 * The whole truth of a combat: its ruleset, the scene it is fought on, the ruleset's selection
 * (what the board cannot show) and the session's log. Plain JSON: it travels in queries and is
 * kept in the chat card. Replaying the log on the scene's board rebuilds everything else.
 */
export interface CombatRecord {
  /** This combat's own id: its rolls' chat messages carry it (roll-ledger.ts). */
  readonly combatId: string;
  readonly ruleset: RulesetId;
  readonly sceneId: string;
  readonly selection: JsonValue;
  readonly log: readonly StepInput[];
}

const RECORD: Owner = ownerOf("CombatRecord", "combat", undefined);

/** Reads a record from another client or a chat card, field by field; throws an EngineError naming the field. */
export function parseCombatRecord(input: unknown): CombatRecord {
  const fields = readRecord(input, RECORD, "combat");
  return {
    combatId: readId(fields["combatId"], RECORD, "combatId"),
    ruleset: readChoice(fields["ruleset"], hostRulesets().ids, RECORD, "ruleset"),
    sceneId: readId(fields["sceneId"], RECORD, "sceneId"),
    selection: readJson(fields["selection"], RECORD, "selection"),
    log: readItems(fields["log"], 0, RECORD, "log", readInput),
  };
}

export function readInput(value: unknown, who: Owner, field: string): StepInput {
  const fields = readRecord(value, who, field);
  const kind = readChoice(fields["kind"], ["decision", "roll"] as const, who, `${field}.kind`);
  const step = readId(fields["step"], who, `${field}.step`);
  if (kind === "roll") {
    return { kind, step, dice: readItems(fields["dice"], 1, who, `${field}.dice`, readInteger) };
  }
  return { kind, step, picks: readItems(fields["picks"], 0, who, `${field}.picks`, readId) };
}

/** The record as plain JSON (its log entries copied), to send or to keep. */
export function recordJson(record: CombatRecord): Readonly<Record<string, JsonValue>> {
  return {
    combatId: record.combatId,
    ruleset: record.ruleset,
    sceneId: record.sceneId,
    selection: record.selection,
    log: record.log.map((entry) =>
      entry.kind === "roll"
        ? { kind: "roll", step: entry.step, dice: [...entry.dice] }
        : { kind: "decision", step: entry.step, picks: [...entry.picks] },
    ),
  };
}
