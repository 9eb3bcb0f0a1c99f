import type { StatusDeclaration } from "@engine/rulesets/ruleset";

/** The statuses this ruleset reads on board units (tipped it also sets, on a unit that retreats or returns). */
export const STATUS = { tipped: "tipped", lowSupply: "low-supply", doubled: "doubled" } as const;

/** How hosts show them (icons from Foundry's own `icons/svg/`). */
export const STATUSES: readonly StatusDeclaration[] = [
  { id: STATUS.tipped, icon: "icons/svg/falling.svg", labelKey: "WARGAME.Status.tipped" },
  { id: STATUS.lowSupply, icon: "icons/svg/downgrade.svg", labelKey: "WARGAME.Status.low-supply" },
  { id: STATUS.doubled, icon: "icons/svg/upgrade.svg", labelKey: "WARGAME.Status.doubled" },
];
