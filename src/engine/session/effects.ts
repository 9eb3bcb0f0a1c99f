import type { Offset, Point } from "../model/coordinates";
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
  | { readonly kind: "return"; readonly unitId: string; readonly to: Offset }
  /*
   * Gridless moves (pixels for points, table units for distances); the ruleset's planMoves gives
   * each the rules of its text (friends passed or pushed, blocking ground, what a block becomes).
   */
  /** Straight away from the centre of unit `awayFrom`. */
  | { readonly kind: "fall-back"; readonly unitId: string; readonly awayFrom: string; readonly distance: number }
  /** Into a vacated space (its centre `to`), or through a standing enemy to `beyond` past it. */
  | {
      readonly kind: "rally-forward";
      readonly unitId: string;
      readonly target: { readonly to: Point } | { readonly through: string; readonly beyond: number };
    }
  /** Along the chosen waypoints, driving through the `through` units. */
  | { readonly kind: "breakthrough"; readonly unitId: string; readonly path: readonly Point[]; readonly through: readonly string[] }
  /** Up to `distance` along `heading` (a facing), then turned about if `turnAround`. */
  | { readonly kind: "suppression"; readonly unitId: string; readonly distance: number; readonly heading: number; readonly turnAround: boolean }
  /** Straight back, without turning. */
  | { readonly kind: "recoil"; readonly unitId: string; readonly distance: number }
  /** Recoil, turn about and run, away from the enemy at `from`. */
  | { readonly kind: "flee"; readonly unitId: string; readonly from: Point }
  /** Toward enemy `targetId` where it then stands. */
  | { readonly kind: "pursuit"; readonly unitId: string; readonly targetId: string; readonly distance: number }
  /** Into the area `areaId`, taken from its defenders. */
  | { readonly kind: "occupy"; readonly unitId: string; readonly areaId: string };

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
