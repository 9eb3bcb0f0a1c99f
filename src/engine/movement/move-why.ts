import type { MoveEvent, MoveNote, MovePlan, MoveRule, UnitMove } from "./move-plan";

/** A unit's own events that shaped its move, as notes. */
function eventNote(event: MoveEvent): MoveNote | null {
  switch (event.kind) {
    case "passed-through":
      return { kind: "passed-through", otherId: event.otherId };
    case "pushed":
      return { kind: "pushed", otherId: event.otherId, distance: event.distance };
    case "made-to-flee":
      return { kind: "made-to-flee", otherId: event.otherId };
    case "deflected":
      return {
        kind: "deflected",
        degrees: event.degrees,
        cause: event.reason,
        ...(event.otherId === undefined ? {} : { otherId: event.otherId }),
      };
    case "blocked":
      return {
        kind: "stopped",
        cause: event.cause,
        ...(event.otherId === undefined ? {} : { otherId: event.otherId }),
      };
    default:
      return null;
  }
}

/** Why a unit other than the mover moved: another pushed it or put it to flight (else the mover's rule). */
function ruleOf(plan: MovePlan, unitId: string, mover: MoveRule): MoveRule {
  for (const event of plan.events) {
    if ((event.kind === "pushed" || event.kind === "made-to-flee") && event.otherId === unitId)
      return { kind: event.kind, otherId: event.unitId };
  }
  return mover;
}

/**
 * The plan of one request with every move's reasons: the mover moved by `rule`, the units it
 * pushed or put to flight by that; each unit's notes are `notes` (the mover's: cells refused) then
 * what its own events say. A mover that could not move at all gets `notes` on its `blocked` event.
 */
export function withReasons(
  plan: MovePlan,
  moverId: string,
  rule: MoveRule,
  notes: readonly MoveNote[] = [],
): MovePlan {
  const own = (unitId: string): MoveNote[] => [
    ...(unitId === moverId ? notes : []),
    ...plan.events.flatMap((event) =>
      event.unitId === unitId ? [eventNote(event)].filter((note) => note !== null) : [],
    ),
  ];
  const moves = plan.moves.map((move): UnitMove => ({
    ...move,
    why: { rule: move.unitId === moverId ? rule : ruleOf(plan, move.unitId, rule), notes: own(move.unitId) },
  }));
  const moved = moves.some((move) => move.unitId === moverId);
  const events =
    moved || notes.length === 0
      ? plan.events
      : plan.events.map((event) =>
          event.kind === "blocked" && event.unitId === moverId ? { ...event, notes } : event,
        );
  return { moves, events };
}
