import type { RulesetCatalog } from "../view/ruleset-catalog";

let installed: RulesetCatalog | null = null;

/**
 * Hands the host the rule systems it runs with. The module's entry (main.ts) calls it once, before
 * any hook fires, with the shipped catalog; tests call it with theirs.
 */
export function useRulesets(catalog: RulesetCatalog): void {
  installed = catalog;
}

/** The rule systems the entry handed the host (`useRulesets`); throws when none were. */
export function hostRulesets(): RulesetCatalog {
  if (installed === null) throw new Error("wargame-combat: no rule systems were handed to the host (useRulesets).");
  return installed;
}
