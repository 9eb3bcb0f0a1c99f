import type { Board } from "@engine/board/types";
import { validateBoard } from "@engine/board/validate-board";
import type { JsonValue } from "@engine/rulesets/ruleset";
import type { StepInput } from "@engine/session/types";
import { ownerOf } from "@engine/validation/field-errors";
import { readId, readItems, readName, readRecord } from "@engine/validation/read-fields";
import { checkJsonSize, readJson } from "@engine/validation/read-json";
import { readInput } from "../combat/combat-record";

/**
 * A GM's client storage of the turn in play (a client setting: this browser's storage only): the
 * host's own, or the copy the host sent (turn-copies.ts). The turn's board and log name every unit,
 * hidden ones included, so none of it goes to the world, which keeps only its digest.
 */
export const TURN_SETTING = "hostTurn";

/**
 * A turn as the tracker keeps it, enough to replay its session: the board it started on, its
 * selection (the scene's options in it), every answer the turn took (its own decisions and each
 * applied attack's log, rolls with their dice: replaying rolls nothing), and the attack being fought.
 */
export interface SavedTurn {
  readonly sceneId: string;
  readonly name: string;
  readonly board: Board;
  readonly selection: JsonValue;
  readonly log: readonly StepInput[];
  /** The hosted combat of the attack being fought, once the host issued its id. */
  readonly attack: string | null;
}

const OWNER = ownerOf("Turn", TURN_SETTING, undefined);

/** Reads a stored turn back, with the same caps as any request (another module could write the setting). */
export function parseSavedTurn(input: unknown): SavedTurn {
  checkJsonSize(input, OWNER, "turn");
  const fields = readRecord(input, OWNER, "turn");
  return {
    sceneId: readId(fields["sceneId"], OWNER, "sceneId"),
    name: readName(fields["name"], OWNER, "name"),
    board: validateBoard(fields["board"]),
    selection: readJson(fields["selection"], OWNER, "selection"),
    log: readItems(fields["log"], 0, OWNER, "log", readInput),
    attack: fields["attack"] === null ? null : readId(fields["attack"], OWNER, "attack"),
  };
}

/** The turn as plain JSON, to store. */
export function savedTurnJson(turn: SavedTurn): Record<string, JsonValue> {
  return {
    sceneId: turn.sceneId,
    name: turn.name,
    board: JSON.parse(JSON.stringify(turn.board)) as JsonValue,
    selection: turn.selection,
    log: turn.log.map((entry) =>
      entry.kind === "roll"
        ? { kind: "roll", step: entry.step, dice: [...entry.dice] }
        : { kind: "decision", step: entry.step, picks: [...entry.picks] },
    ),
    attack: turn.attack,
  };
}
