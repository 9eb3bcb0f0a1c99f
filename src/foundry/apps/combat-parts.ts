import { templatePath } from "../templates";

const PART = (name: string) => ({ template: templatePath(`apps/combat-dialog/${name}.hbs`) });

/** A combat's window parts, the current step first, so the question stays in view after each answer (as in the sandbox). */
export const COMBAT_PARTS = {
  decision: PART("decision"),
  roll: PART("roll"),
  done: PART("done"),
  odds: PART("odds"),
  header: PART("header"),
  footer: PART("footer"),
};
