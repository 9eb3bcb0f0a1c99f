import type { Board } from "../engine/board/types";
import type { Contact, ContactAnswers, ContactInput } from "../engine/rulesets/contact-inputs";
import { sideName, type SideNames } from "./named-texts";
import type { LocText } from "./view-types";

/** The form of a combat's contact inputs under templates/, the same file in both hosts. */
export const CONTACT_INPUTS_TEMPLATE = "apps/contact-inputs.hbs";

/** One choice of a choice field, or one unit of a units field, as a form shows it. */
export interface ContactOptionView {
  readonly id: string;
  /** A choice's label, or null for a unit. */
  readonly label: LocText | null;
  /** A unit's name as its owner wrote it (never localized), or null for a choice. */
  readonly name: string | null;
  /** Selected (a choice) or checked (a unit). */
  readonly on: boolean;
}

/**
 * One input of a combat started from contact, as both hosts render it: its label (the side's name
 * filled in), hint, and the control of its kind with the value it shows.
 */
export interface ContactFieldView {
  readonly id: string;
  readonly kind: ContactInput["kind"];
  /** The kind as flags, for templates without comparison helpers. */
  readonly is: Readonly<Record<ContactInput["kind"], boolean>>;
  /** The form control's name (`contactFieldName`). */
  readonly name: string;
  readonly label: LocText;
  readonly hint: LocText | null;
  /** A number field's range and value; 0 for other kinds. */
  readonly min: number;
  readonly max: number;
  readonly value: number;
  /** A flag's state. */
  readonly checked: boolean;
  /** A choice's choices or a units field's units (none offered: the field says so). */
  readonly options: readonly ContactOptionView[];
  /** A units field with no unit to offer on this contact. */
  readonly empty: boolean;
}

/**
 * The form of a combat started from contact, from the rule system's declared inputs and the answers
 * it shows (`defaultAnswers` at first), sides called by the host's names (`sideName`).
 */
export function contactFormView(
  inputs: readonly ContactInput[],
  board: Board,
  contact: Contact,
  answers: ContactAnswers,
  sideNames: SideNames,
): ContactFieldView[] {
  const unitName = (id: string): string => board.units.find((unit) => unit.id === id)?.name ?? id;
  const sideOf = (role: "attacker" | "defender"): string => {
    const id = role === "attacker" ? contact.attackerId : contact.defenderIds[0];
    const side = board.units.find((unit) => unit.id === id)?.side;
    return side === undefined ? "" : sideName(sideNames, side);
  };
  return inputs.map((input): ContactFieldView => {
    const answer = answers[input.id];
    const base = {
      id: input.id,
      kind: input.kind,
      is: {
        choice: input.kind === "choice",
        number: input.kind === "number",
        flag: input.kind === "flag",
        units: input.kind === "units",
      },
      name: contactFieldName(input.id),
      label: { key: input.labelKey, data: input.side === undefined ? {} : { side: sideOf(input.side) } },
      hint: input.hintKey === undefined ? null : { key: input.hintKey, data: {} },
      min: 0,
      max: 0,
      value: 0,
      checked: false,
      options: [],
      empty: false,
    };
    switch (input.kind) {
      case "number":
        return {
          ...base,
          min: input.range.min,
          max: input.range.max,
          value: typeof answer === "number" ? answer : input.default,
        };
      case "flag":
        return { ...base, checked: typeof answer === "boolean" ? answer : input.default };
      case "choice":
        return {
          ...base,
          options: input.choices.map((choice) => ({
            id: choice.id,
            label: { key: choice.labelKey, data: {} },
            name: null,
            on: choice.id === (typeof answer === "string" ? answer : input.default),
          })),
        };
      case "units": {
        const picked = Array.isArray(answer) ? answer : [];
        const units = input.candidates(board, contact);
        return {
          ...base,
          options: units.map((id) => ({
            id,
            label: null,
            name: input.nameOf?.(board, id) ?? unitName(id),
            on: picked.includes(id),
          })),
          empty: units.length === 0,
        };
      }
    }
  });
}

/** The form control's name of an input (a units field's checkboxes share it). */
export function contactFieldName(id: string): string {
  return `contact.${id}`;
}

/**
 * The answers a rendered form gives, read by each field's kind: `values(name)` is every value the
 * form submits under a name (a DOM form's `FormData.getAll`, Foundry's form data). A number left
 * blank or not a number is passed on as written, so `readContactAnswers` names it.
 */
export function answersFromForm(
  fields: readonly ContactFieldView[],
  values: (name: string) => readonly string[],
): Record<string, string | number | boolean | string[]> {
  return Object.fromEntries(
    fields.map((field): [string, string | number | boolean | string[]] => {
      const given = values(contactFieldName(field.id));
      const [first = ""] = given;
      switch (field.kind) {
        case "number":
          return [field.id, first.trim() !== "" && Number.isFinite(Number(first)) ? Number(first) : first];
        case "flag":
          return [field.id, given.length > 0];
        case "choice":
          return [field.id, first];
        case "units":
          return [field.id, [...given]];
      }
    }),
  );
}
