import type { StatusDeclaration } from "@engine/rulesets/ruleset";

/**
 * The statuses this ruleset reads on board units. A marker that lies on a stack (forage, force
 * march) is shown as a status on its units: a stack is under the marker when any of its units is.
 */
export const STATUS = { disrupted: "disrupted", forage: "forage", forceMarch: "force-march" } as const;

/** How hosts show them (icons from Foundry's own `icons/svg/`). */
export const STATUSES: readonly StatusDeclaration[] = [
  { id: STATUS.disrupted, icon: "icons/svg/daze.svg", labelKey: "WARGAME.Status.disrupted" },
  { id: STATUS.forage, icon: "icons/svg/tankard.svg", labelKey: "WARGAME.Status.forage" },
  { id: STATUS.forceMarch, icon: "icons/svg/wingfoot.svg", labelKey: "WARGAME.Status.force-march" },
];

/** The resource a side's command chits are spent from, in `resource` effects. */
export const COMMAND_CHITS = "command-chits";
