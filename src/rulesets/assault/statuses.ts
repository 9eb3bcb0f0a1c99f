import type { StatusDeclaration } from "@engine/rulesets/ruleset";

/** The statuses this ruleset reads on board units (broken it also sets, when shock breaks a formation). */
export const STATUS = { broken: "broken", marched: "marched" } as const;

/** How hosts show them (icons from Foundry's own `icons/svg/`). */
export const STATUSES: readonly StatusDeclaration[] = [
  { id: STATUS.broken, icon: "icons/svg/terror.svg", labelKey: "WARGAME.Status.broken" },
  { id: STATUS.marched, icon: "icons/svg/wing.svg", labelKey: "WARGAME.Status.marched" },
];
