/**
 * A rule system's id, named by its mechanism (see shared/rules/README.md). Which ids exist is the
 * catalog's to say (`Rulesets` in catalog.ts, built by a composition root), never a list kept by hand.
 */
export type RulesetId = string;
