import type { Offset } from "../board/types";
import type { LocText } from "./types";

/**
 * A movement a combat result asks for, as plain data; a movement planner turns requests into
 * paths on the board.
 */
export type MoveRequest =
  /** Move `cells` (or as far as the rules of retreat say) away from the given cells. */
  | {
      readonly kind: "retreat";
      readonly unitId: string;
      readonly awayFrom: readonly Offset[];
      readonly cells?: number;
    }
  /** Go back to the cell the unit came from. */
  | { readonly kind: "return"; readonly unitId: string; readonly to: Offset };

/** What a session did to the board or the players, recorded in order in the session state. */
export type Effect =
  | { readonly kind: "step-loss"; readonly unitId: string; readonly steps: number }
  | { readonly kind: "status"; readonly unitId: string; readonly status: string; readonly on: boolean }
  /** The unit leaves the board (shattered, destroyed). */
  | { readonly kind: "eliminated"; readonly unitId: string }
  /** Markers placed (delta > 0) or removed (delta < 0) in a cell. */
  | { readonly kind: "marker"; readonly marker: string; readonly cell: Offset; readonly delta: number }
  /** A side's resource spent (delta < 0) or gained, e.g. Ops. */
  | { readonly kind: "resource"; readonly side: string; readonly resource: string; readonly delta: number }
  | { readonly kind: "move"; readonly request: MoveRequest }
  /** A line for the chat card. */
  | { readonly kind: "log"; readonly line: LocText };
