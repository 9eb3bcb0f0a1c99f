import { defineOptions, readOptionValues } from "@engine/rulesets/options";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { readList } from "@engine/validation/read-fields";
import { ownerOf } from "@engine/validation/field-errors";
import { readJson } from "@engine/validation/read-json";
import { type CrtDefinition, readDefinition } from "./definition";
import { oddsCrtError } from "./errors";
import { SHIPPED_IDS, type ShippedId, shippedDefinition } from "./shipped-definitions";

export const DEFINITION_CHOICES = [...SHIPPED_IDS, "custom"] as const;
export type DefinitionChoice = (typeof DEFINITION_CHOICES)[number];

export type OddsCrtOptions = {
  /** The option as chosen: a shipped definition's id, or custom. */
  readonly choice: DefinitionChoice;
  /** The game definition the combat is fought by. */
  readonly definition: CrtDefinition;
};

/** A group's own definition: a list of at most one, checked as a definition (kept as the JSON it was written as). */
function readCustom(value: unknown, at: string): readonly JsonValue[] {
  const who = ownerOf("Options", at, undefined);
  const list = readList(value, who, at);
  if (list.length > 1) throw oddsCrtError("TooMany", { field: at, got: list.length, max: 1 });
  return list.map((item, index) => {
    readDefinition(item, `${at}[${index}]`);
    return readJson(item, who, `${at}[${index}]`);
  });
}

export const ODDS_CRT_OPTIONS = defineOptions("WARGAME.OddsCrt", [
  { id: "definition", type: "choice", default: "classic", choices: DEFINITION_CHOICES },
  { id: "customDefinition", type: "records", default: [], read: readCustom },
]);

/** Reads options (missing ones take their defaults); throws an EngineError naming the option. */
export function validateOptions(input: unknown, at: string): OddsCrtOptions {
  const values = readOptionValues(ODDS_CRT_OPTIONS, input, at);
  const choice = values.choice("definition", DEFINITION_CHOICES);
  if (choice !== "custom") return { choice, definition: shippedDefinition(choice satisfies ShippedId) };
  const [custom] = values.records("customDefinition", (value, path) =>
    readCustom(value, path).map((item, index) => readDefinition(item, `${path}[${index}]`)),
  );
  if (custom === undefined) throw oddsCrtError("NoCustom");
  return { choice, definition: custom };
}
