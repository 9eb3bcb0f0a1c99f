import type { JsonValue, OptionDefinition } from "../../src/engine/rulesets/ruleset";
import type { RulesetDeclarations } from "./declarations";

/** Where a rule system's generated reference lives, beside its code. */
export function referencePath(id: string): string {
  return `src/engine/rulesets/${id}/REFERENCE.md`;
}

/**
 * A rule system's reference in Markdown: the unit data fields, selection fields, step ids,
 * statuses, terrain kinds and options it declares. Generated (`npm run docs`); a test fails when
 * the committed file differs, so it cannot drift from the code.
 */
export function referenceMarkdown(declarations: RulesetDeclarations): string {
  const code = (value: string): string => `\`${value}\``;
  const list = (items: readonly string[]): string => (items.length === 0 ? "None.\n" : `${items.map((item) => `- ${code(item)}`).join("\n")}\n`);
  const table = (head: readonly string[], rows: readonly (readonly string[])[]): string =>
    rows.length === 0 ? "None.\n" : [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n") + "\n";
  return [
    `# ${declarations.id}: reference`,
    "",
    "Generated from the rule system's declarations by `npm run docs` (`tools/ruleset-docs.ts`); do not edit by hand.",
    "The rule system's README explains each field and its readings of the text.",
    "",
    "## Unit data",
    "",
    table(["field", "default"], declarations.unitData.map((entry) => [code(entry.field), code(JSON.stringify(entry.default))])),
    "## Selection",
    "",
    list(declarations.selection),
    "## Step ids",
    "",
    "`<…>` marks the part that varies: a unit id, a side's role (`attacker`, `defender`), a round, a number, a hex `row,column`.",
    "",
    list(declarations.steps),
    "## Statuses",
    "",
    list(declarations.statuses),
    "## Terrain kinds",
    "",
    table(["kind", "read as"], declarations.terrain.map((entry) => [code(entry.kind), entry.use])),
    "## Options",
    "",
    table(
      ["option", "type", "default", "labelled default"],
      declarations.options.map((option) => [code(option.id), option.type, defaultOf(option), option.labelledDefault === undefined ? "" : "yes"]),
    ),
  ].join("\n");
}

/** An option's default; a list of records by the ids of its records (the README has the records). */
function defaultOf(option: OptionDefinition): string {
  const ids = option.type === "records" ? option.default.map(idOf) : [];
  if (option.type !== "records" || ids.some((id) => id === null)) return `\`${JSON.stringify(option.default)}\``;
  return ids.map((id) => `\`${id ?? ""}\``).join(", ");
}

function idOf(record: JsonValue): string | null {
  if (typeof record !== "object" || record === null || Array.isArray(record)) return null;
  const id = (record as { readonly [key: string]: JsonValue })["id"];
  return typeof id === "string" ? id : null;
}
