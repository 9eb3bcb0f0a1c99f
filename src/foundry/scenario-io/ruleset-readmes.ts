import type { RulesetId } from "@engine/rulesets/ids";

/**
 * The rule systems' READMEs (beside their code), bundled into the module's script as text by Vite
 * (`import.meta.glob` with `?raw`: https://vite.dev/guide/features.html#glob-import), for the
 * reference page of an imported scenario's journal; the pack build reads the same files from disk.
 */
const READMES: Readonly<Record<string, string>> = import.meta.glob<string>("../../rulesets/*/README.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** A rule system's README, or "" should it have none. */
export function rulesetReadmeText(ruleset: RulesetId): string {
  return READMES[`../../rulesets/${ruleset}/README.md`] ?? "";
}
