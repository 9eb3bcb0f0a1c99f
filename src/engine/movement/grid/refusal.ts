import type { ErrorTable } from "@engine/errors";
import type { MovePlan } from "../move-plan";
import type { Obstacle } from "./mover";

/**
 * Why a chosen move is refused. A refusal is an answer, not an error: the request was well formed
 * but the rules forbid the move. Each reason has a localization key and English text.
 */
export const REFUSALS = {
  "off-board": ["WARGAME.GridMove.Refusal.OffBoard", "The cell is off the board."],
  enemy: ["WARGAME.GridMove.Refusal.Enemy", "An enemy unit holds the cell."],
  impassable: ["WARGAME.GridMove.Refusal.Impassable", "The unit cannot enter that terrain."],
  "enemy-zoc": ["WARGAME.GridMove.Refusal.EnemyZoc", "The cell is in an enemy zone of control the unit may not enter."],
  friend: ["WARGAME.GridMove.Refusal.Friend", "A friendly unit is in the way."],
  wall: ["WARGAME.GridMove.Refusal.Wall", "A wall is in the way."],
  stacking: [
    "WARGAME.GridMove.Refusal.Stacking",
    "The cell already holds as many friendly units as the stacking limit allows.",
  ],
  "too-far": ["WARGAME.GridMove.Refusal.TooFar", "The cell is further than the unit may move."],
  "no-path": ["WARGAME.GridMove.Refusal.NoPath", "No legal path leads there."],
  "wrong-start": ["WARGAME.GridMove.Refusal.WrongStart", "The path must start where the unit stands."],
  "not-a-step": ["WARGAME.GridMove.Refusal.NotAStep", "Each step of the path must go to a neighbouring cell."],
  "after-contact": ["WARGAME.GridMove.Refusal.AfterContact", "The unit may not move on once in contact with an enemy."],
  "contact-refused": [
    "WARGAME.GridMove.Refusal.ContactRefused",
    "That enemy is already in contact with as many of your units as the rules allow.",
  ],
} as const satisfies ErrorTable;

export type RefusalReason = keyof typeof REFUSALS;

export interface Refusal {
  readonly reason: RefusalReason;
  /** Localization key of the reason. */
  readonly key: string;
  /** The reason in English. */
  readonly message: string;
  /** The step of a chosen path that is refused (1 = the first step), when a path was given. */
  readonly step?: number;
  /** The unit at fault, when there is one. */
  readonly otherId?: string;
}

/** A chosen move: allowed, with its plan, or refused, with why. */
export type Verdict =
  { readonly ok: true; readonly plan: MovePlan } | { readonly ok: false; readonly refusal: Refusal };

export function refusal(
  reason: RefusalReason,
  where: { readonly step?: number; readonly otherId?: string } = {},
): Verdict {
  const [key, message] = REFUSALS[reason];
  return { ok: false, refusal: { reason, key, message, ...where } };
}

export function reasonOf(obstacle: Obstacle): RefusalReason {
  switch (obstacle.kind) {
    case "edge":
      return "off-board";
    case "zoc":
      return "enemy-zoc";
    case "enemy":
    case "impassable":
    case "friend":
    case "wall":
    case "stacking":
      return obstacle.kind;
  }
}

/** The refusal an obstacle gives, naming the unit at fault and the step when known. */
export function refusalOf(obstacle: Obstacle, step?: number): Verdict {
  const where: { step?: number; otherId?: string } = {};
  if (step !== undefined) where.step = step;
  if ("otherId" in obstacle) where.otherId = obstacle.otherId;
  return refusal(reasonOf(obstacle), where);
}
