import type { Board } from "@engine/board/types";
import type { JsonValue } from "@engine/rulesets/ruleset";
import type { Engagement } from "@engine/session/selection-fits-board";
import type { SessionResult } from "@engine/session/session-result";
import type { SessionStateBase } from "@engine/session/types";

/** The combat in progress on the page (a scenario's, one started from a contact, or a turn's). */
export interface CombatState {
  readonly name: string;
  readonly selection: JsonValue;
  /** The unit a combat started from a contact and the enemies it engaged; null for a scenario's combat. */
  readonly engagement: Engagement | null;
  /** The board the combat was fought on, as it stood when it started. */
  readonly before: Board;
  readonly session: SessionStateBase;
  /** Set once the session is done. */
  readonly result: SessionResult | null;
  /** Whether the result is on the board (its moves made). */
  readonly applied: boolean;
}
