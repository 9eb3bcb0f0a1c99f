/** The five rule systems, named by their mechanism (see shared/rules/README.md). */
export const RULESET_IDS = ["victory-margin", "skirmish-recoil", "assault", "command-test", "combat-grid"] as const;
export type RulesetId = (typeof RULESET_IDS)[number];

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === "string" && (RULESET_IDS as readonly string[]).includes(value);
}
