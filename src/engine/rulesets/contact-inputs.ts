import type { Board } from "../board/types";
import type { Offset } from "../model/coordinates";
import { fieldError, ownerNamed } from "../validation/field-errors";
import { readBoolean, readChoice, readInRange, readItems, readId, readRecord } from "../validation/read-fields";
import type { NumberRange } from "./declarations";

/**
 * A combat started from the board: a unit, the enemies it touches, and where units stood before
 * their last move this turn when the host knows it (combat-grid's attackers go back there).
 */
export interface Contact {
  readonly attackerId: string;
  readonly defenderIds: readonly string[];
  /** The cell a unit entered its present one from, by unit id; a unit the host has not seen move is left out. */
  readonly movedFrom?: Readonly<Record<string, Offset>>;
}

/** Whose an input is: a host names that side in its label. */
export type ContactRole = "attacker" | "defender";

interface InputBase {
  /** The answer's key (`ContactAnswers`). */
  readonly id: string;
  /** Its label, a key of the rule system's language file (`{side}` is the side's name when `side` is set). */
  readonly labelKey: string;
  readonly hintKey?: string;
  readonly side?: ContactRole;
}

/**
 * One thing a combat started from contact asks before it starts, declared once by the rule system
 * (`Ruleset.contactInputs`): both hosts render the form from these, and `readContactAnswers` checks
 * the answers against them (ranges come from the rule system's field declarations).
 */
export type ContactInput = InputBase &
  (
    | {
        readonly kind: "choice";
        readonly default: string;
        readonly choices: readonly { readonly id: string; readonly labelKey: string }[];
      }
    | {
        readonly kind: "number";
        readonly default: number;
        readonly range: NumberRange;
        /** Where the board shows the number (markers in the contested cell): it is offered first, within the range. */
        readonly fromBoard?: (board: Board, contact: Contact) => number;
      }
    | { readonly kind: "flag"; readonly default: boolean }
    /** Some units of one side the rule system offers for this contact (supports, extra attackers), by id. */
    | {
        readonly kind: "units";
        readonly side: ContactRole;
        /** Offered checked (the whole stack) or not. */
        readonly default: "all" | "none";
        readonly candidates: (board: Board, contact: Contact) => readonly string[];
        /** How a candidate is named, when not by its unit's name (one unit standing for its stack: the stack's names). */
        readonly nameOf?: (board: Board, unitId: string) => string;
      }
  );

/** The answers to a contact's inputs, by input id: every input answered (defaults filled). */
export type ContactAnswers = Readonly<Record<string, string | number | boolean | readonly string[]>>;

const ANSWERS = ownerNamed("ContactAnswers", "answers");

/** The answers each input starts with on this contact (a number the board shows, read off it). */
export function defaultAnswers(inputs: readonly ContactInput[], board: Board, contact: Contact): ContactAnswers {
  return Object.fromEntries(
    inputs.map((input): [string, ContactAnswers[string]] => {
      if (input.kind === "units") return [input.id, input.default === "all" ? input.candidates(board, contact) : []];
      if (input.kind === "number" && input.fromBoard !== undefined) {
        const { min, max } = input.range;
        return [input.id, Math.min(max, Math.max(min, input.fromBoard(board, contact)))];
      }
      return [input.id, input.default];
    }),
  );
}

/**
 * Answers from any source (a form, a player's request) read against the inputs: a missing one takes
 * its default; a number out of its range, an unknown choice, a unit not offered or a key no input
 * declares throws an EngineError naming it, so nothing half-asked starts.
 */
export function readContactAnswers(
  inputs: readonly ContactInput[],
  board: Board,
  contact: Contact,
  raw: unknown = {},
): ContactAnswers {
  const given = raw === undefined ? {} : readRecord(raw, ANSWERS, "answers");
  const unknown = Object.keys(given).find((key) => !inputs.some((input) => input.id === key));
  if (unknown !== undefined)
    throw fieldError("UnknownChoice", ANSWERS, "answers", unknown, {
      choices: inputs.map((input) => input.id).join(", "),
    });
  const defaults = defaultAnswers(inputs, board, contact);
  return Object.fromEntries(
    inputs.map((input) => {
      const value = Object.hasOwn(given, input.id) ? given[input.id] : undefined;
      if (value === undefined) return [input.id, defaults[input.id] ?? []];
      switch (input.kind) {
        case "choice":
          return [
            input.id,
            readChoice(
              value,
              input.choices.map((choice) => choice.id),
              ANSWERS,
              input.id,
            ),
          ];
        case "number":
          return [input.id, readInRange(value, ANSWERS, input.id, input.range)];
        case "flag":
          return [input.id, readBoolean(value, ANSWERS, input.id, input.default)];
        case "units": {
          const offered = input.candidates(board, contact);
          const ids = readItems(value, 0, ANSWERS, input.id, readId);
          const stray = ids.find((id) => !offered.includes(id));
          if (stray !== undefined)
            throw fieldError("UnknownChoice", ANSWERS, input.id, stray, { choices: offered.join(", ") });
          return [input.id, [...new Set(ids)]];
        }
      }
    }),
  );
}

/** An answer as its input's kind gives it; asking for one the rule system did not declare is a slip in its code. */
export function answerOf<K extends "string" | "number" | "boolean" | "units">(
  answers: ContactAnswers,
  id: string,
  kind: K,
): { string: string; number: number; boolean: boolean; units: readonly string[] }[K];
export function answerOf(
  answers: ContactAnswers,
  id: string,
  kind: string,
): string | number | boolean | readonly string[] {
  const value = answers[id];
  if (value === undefined || (kind === "units" ? !Array.isArray(value) : typeof value !== kind))
    throw new Error(`the contact input ${id} is not answered as ${kind}`);
  return value;
}
