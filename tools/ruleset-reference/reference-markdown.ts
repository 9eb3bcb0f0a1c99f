import { DECIDERS, type FieldDeclaration } from "@engine/rulesets/declarations";
import type { AnyRuleset, JsonValue, OptionDefinition } from "@engine/rulesets/ruleset";

/** Where a rule system's generated reference lives, beside its code. */
export function referencePath(id: string): string {
  return `src/rulesets/${id}/REFERENCE.md`;
}

/**
 * A rule system's reference in Markdown, from its own declarations alone: the unit data fields,
 * selection fields, step ids, statuses, markers in cells, terrain kinds and options of its `Ruleset`, each with
 * its meaning in English (`english`: lang/en.json flattened). Generated (`npm run docs`); a test
 * fails when the committed file differs, so it cannot drift from the code.
 */
export function referenceMarkdown(ruleset: AnyRuleset, english: Readonly<Record<string, string>>): string {
  const say = (key: string): string => {
    const text = english[key];
    if (text === undefined) throw new Error(`${ruleset.id}: no English for ${key}`);
    return text;
  };
  const fields = (declared: readonly FieldDeclaration[]): string =>
    table(
      ["field", "type", "range", "default", "meaning"],
      declared.map((field) => [
        code(field.name),
        field.type,
        field.range === undefined ? "" : `${field.range.min} to ${field.range.max}`,
        "required" in field ? "required" : code(JSON.stringify(field.default)),
        field.perToken === true
          ? `${say("WARGAME.Reference.PerToken")} ${say(field.meaningKey)}`
          : say(field.meaningKey),
      ]),
    );
  return [
    `# ${ruleset.id}: reference`,
    "",
    "Generated from the rule system's declarations (its `Ruleset`) by `npm run docs` (`tools/ruleset-docs.ts`); do not edit by hand.",
    "The rule system's README explains its readings of the text.",
    "",
    "## Unit data",
    "",
    fields(ruleset.unitDataFields),
    "## Selection",
    "",
    fields(ruleset.selectionFields),
    "## Step ids",
    "",
    "`<…>` marks the part that varies: a unit id, a side's role (`attacker`, `defender`), a round, a number, a hex `row,column`.",
    "",
    table(
      ["step", "kind", "decides", "meaning"],
      ruleset.steps.map((step) => [code(step.id), step.kind, say(DECIDERS[step.decides]), say(step.meaningKey)]),
    ),
    "## Statuses",
    "",
    table(
      ["status", "shown as"],
      ruleset.statuses.map((status) => [code(status.id), say(status.labelKey)]),
    ),
    "## Markers in cells",
    "",
    table(
      ["marker", "at most in a cell", "meaning"],
      ruleset.cellMarkers.map((marker) => [code(marker.id), String(marker.max), say(marker.meaningKey)]),
    ),
    "## Terrain kinds",
    "",
    table(
      ["kind", "read as"],
      ruleset.terrain.map((terrain) => [code(terrain.kind), say(terrain.meaningKey)]),
    ),
    "## Options",
    "",
    table(
      ["option", "type", "default", "labelled default"],
      ruleset.options.map((option) => [
        code(option.id),
        option.type,
        defaultOf(option),
        option.labelledDefault === undefined ? "" : "yes",
      ]),
    ),
  ].join("\n");
}

function code(value: string): string {
  return `\`${value}\``;
}

/** A Markdown table; a `|` inside a cell is escaped so it stays in its cell. */
function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return "None.\n";
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`;
  return [line(head), `|${head.map(() => "---").join("|")}|`, ...rows.map(line)].join("\n") + "\n";
}

/** An option's default; a list of records by the ids of its records (the README has the records). */
function defaultOf(option: OptionDefinition): string {
  const ids = option.type === "records" ? option.default.map(idOf) : [];
  if (option.type !== "records" || ids.some((id) => id === null)) return code(JSON.stringify(option.default));
  return ids.map((id) => code(id ?? "")).join(", ");
}

function idOf(record: JsonValue): string | null {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return null;
  const id = (record as { readonly [key: string]: JsonValue })["id"];
  return typeof id === "string" ? id : null;
}
