/** The English strings: lang/en.json, flattened, bundled at build time. */
import english from "../../../lang/en.json";

export type Strings = Readonly<Record<string, string>>;

export function englishStrings(): Strings {
  const flat: Record<string, string> = {};
  flatten(english, "", flat);
  return flat;
}

/** Nested keys joined with dots. */
function flatten(node: unknown, prefix: string, into: Record<string, string>): void {
  if (typeof node === "string") {
    into[prefix] = node;
    return;
  }
  if (typeof node !== "object" || node === null) return;
  for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
}
