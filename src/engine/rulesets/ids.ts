/**
 * A rule system's id, named by its mechanism (see shared/rules/README.md). Which ids exist is the
 * registry's to say (`rulesetIds`, `isRulesetId` in registry.ts), never a list kept by hand.
 */
export type RulesetId = string;
