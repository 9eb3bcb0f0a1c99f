import type { CombatView } from "./view-types";

/*
 * Which parts of the combat dialog (templates/apps/combat-dialog/) show, and in what order: decided
 * here once for both hosts, the sandbox's dialog panel and the Foundry combat dialog.
 */

/** The parts every host shows, in order: the step waiting first (so the question stays in view after each answer), then the odds and the header. */
export const DIALOG_PARTS = ["decision", "roll", "done", "odds", "header"] as const;
export type DialogPart = (typeof DIALOG_PARTS)[number];

/** The parts shown at a step of `kind`: the step's own part, then the parts shown at every step. */
export function shownParts(kind: CombatView["step"]["kind"]): DialogPart[] {
  return DIALOG_PARTS.filter((part) => part === kind || !isStepPart(part));
}

function isStepPart(part: DialogPart): boolean {
  return part === "decision" || part === "roll" || part === "done";
}

/** A part's template, below the module's templates folder. */
export function dialogPartTemplate(part: DialogPart | "footer"): string {
  return `apps/combat-dialog/${part}.hbs`;
}
