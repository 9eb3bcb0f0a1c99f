import { MODULE_ID } from "../constants";

/** Before a finished combat's changes are requested (record, change set); returning false cancels them. */
export const PRE_RESOLVE_COMBAT_HOOK = `${MODULE_ID}.preResolveCombat` as const;
/** After a combat's changes were applied (record, change set, undo record). */
export const RESOLVE_COMBAT_HOOK = `${MODULE_ID}.resolveCombat` as const;
/** The planned moves of a finished combat, before anything moves (plan, scene); the overlay draws them. */
export const PREVIEW_MOVES_HOOK = `${MODULE_ID}.previewMoves` as const;
/** The preview is no longer wanted (the combat was applied or abandoned). */
export const CLEAR_PREVIEW_HOOK = `${MODULE_ID}.clearPreview` as const;
