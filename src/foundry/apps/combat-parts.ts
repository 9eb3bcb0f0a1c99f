import { DIALOG_PARTS, dialogPartTemplate } from "@view/dialog-parts";
import { templatePath } from "../templates";

/**
 * A combat's window parts: the parts both hosts show, in their order (view/dialog-parts.ts: the
 * current step first, so the question stays in view after each answer), then this host's footer.
 */
export const COMBAT_PARTS = Object.fromEntries(
  [...DIALOG_PARTS, "footer" as const].map((part) => [part, { template: templatePath(dialogPartTemplate(part)) }]),
);
