import type { Offset } from "../model/coordinates";
import type { LocText } from "./types";

/**
 * What every movement a combat result asks for carries: its kind and the unit it moves. Each rule
 * system declares its own request types (the `Move` of its `Ruleset`), in its folder or, when a
 * request is a generic planner's, beside that planner; its `planMoves` turns them into paths.
 */
export interface MoveRequestBase {
  readonly kind: string;
  readonly unitId: string;
}

/** A line for the chat card. */
export type LogEffect = { readonly kind: "log"; readonly line: LocText };

/** What a session did to the board or the players, other than moving units. */
export type BoardEffect =
  | { readonly kind: "step-loss"; readonly unitId: string; readonly steps: number }
  | { readonly kind: "status"; readonly unitId: string; readonly status: string; readonly on: boolean }
  /** The unit leaves the board (shattered, destroyed). */
  | { readonly kind: "eliminated"; readonly unitId: string }
  /** Markers placed (delta > 0) or removed (delta < 0) in a cell. */
  | { readonly kind: "marker"; readonly marker: string; readonly cell: Offset; readonly delta: number }
  /** A side's resource spent (delta < 0) or gained, e.g. Ops. */
  | { readonly kind: "resource"; readonly side: string; readonly resource: string; readonly delta: number }
  | LogEffect;

/**
 * What a session did to the board or the players, recorded in order in the session state; `Move`
 * is the rule system's own move requests (code that serves every rule system sees the base).
 */
export type Effect<Move extends MoveRequestBase = MoveRequestBase> =
  BoardEffect | { readonly kind: "move"; readonly request: Move };
