import type { StatusDeclaration } from "@engine/rulesets/ruleset";

/** The statuses this ruleset sets (downed it also reads: a downed figure does not defend a position). */
export const STATUS = { suppressed: "suppressed", downed: "downed", difficultGoing: "difficult-going" } as const;

/** How hosts show them (icons from Foundry's own `icons/svg/`). */
export const STATUSES: readonly StatusDeclaration[] = [
  { id: STATUS.suppressed, icon: "icons/svg/net.svg", labelKey: "WARGAME.Status.suppressed" },
  { id: STATUS.downed, icon: "icons/svg/unconscious.svg", labelKey: "WARGAME.Status.downed", outOfAction: true },
  { id: STATUS.difficultGoing, icon: "icons/svg/blood.svg", labelKey: "WARGAME.Status.difficult-going" },
];
