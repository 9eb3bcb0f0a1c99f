import type { StatusDeclaration } from "@engine/rulesets/ruleset";

/** The status this ruleset reads and sets: a unit that broke through this turn (the host clears it when the turn ends). */
export const STATUS = { brokeThrough: "broke-through" } as const;

/** How hosts show it (an icon from Foundry's own `icons/svg/`). */
export const STATUSES: readonly StatusDeclaration[] = [
  { id: STATUS.brokeThrough, icon: "icons/svg/target.svg", labelKey: "WARGAME.Status.broke-through" },
];
