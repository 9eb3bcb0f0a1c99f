import type { Unit } from "@engine/board/types";
import type { Footprint } from "@engine/model/footprint";
import type { Point } from "@engine/model/coordinates";
import { footprintCenter, placeFootprint } from "@engine/grid/footprint";
import { distance } from "@engine/geometry/vector";
import { normalizeDegrees } from "@engine/geometry/angle";
import type { MoveEvent, MovePlan, MoveRule, UnitMove } from "../move-plan";
import { withReasons } from "../move-why";
import type { GridlessWorld } from "./world";

interface DraftMove {
  readonly path: readonly Point[];
  readonly footprint: Footprint;
  readonly facing: number;
  /** Path length in pixels. */
  readonly px: number;
}

export interface ContextMark {
  readonly world: number;
  readonly moves: ReadonlyMap<string, DraftMove>;
  readonly order: number;
  readonly events: number;
}

/**
 * A plan under construction on a world: each move is made on the world at once (so the next one
 * sees it) and written into the plan; a mark and a rollback undo both together, for moves tried
 * and abandoned (a push chain that cannot go its whole way).
 */
export class PlanContext {
  private moves = new Map<string, DraftMove>();
  private readonly order: string[] = [];
  private readonly events: MoveEvent[] = [];

  constructor(readonly world: GridlessWorld) {}

  /** Moves the unit's centre to `to` and turns it to `facing`; returns the unit as it now stands. */
  moveTo(id: string, to: Point, facing: number): Unit {
    const unit = this.world.unit(id);
    const from = footprintCenter(unit);
    const moved: Unit = { ...unit, footprint: placeFootprint(unit.footprint, to), facing: normalizeDegrees(facing) };
    this.world.place(moved);
    const draft = this.moves.get(id);
    if (draft === undefined) this.order.push(id);
    const path = draft?.path ?? [from];
    const last = path[path.length - 1] ?? from;
    const step = distance(last, to);
    this.moves.set(id, {
      path: step > 0 || path.length < 2 ? [...path, to] : path,
      footprint: moved.footprint,
      facing: moved.facing,
      px: (draft?.px ?? 0) + step,
    });
    return moved;
  }

  emit(event: MoveEvent): void {
    this.events.push(event);
  }

  /** Takes the unit off the world (it is removed, or will be). */
  remove(id: string): void {
    this.world.remove(id);
  }

  mark(): ContextMark {
    return {
      world: this.world.mark(),
      moves: new Map(this.moves),
      order: this.order.length,
      events: this.events.length,
    };
  }

  rollback(mark: ContextMark): void {
    this.world.rollback(mark.world);
    this.moves = new Map(mark.moves);
    this.order.length = mark.order;
    this.events.length = mark.events;
  }

  plan(): MovePlan {
    const moves = this.order.flatMap((unitId): UnitMove[] => {
      const draft = this.moves.get(unitId);
      if (draft === undefined) return [];
      return [
        {
          unitId,
          path: draft.path,
          footprint: draft.footprint,
          facing: draft.facing,
          distance: draft.px / this.world.ppu,
        },
      ];
    });
    return { moves, events: [...this.events] };
  }
}

/** Who a planner moves, and by what rule (see `withReasons`). */
export interface PlannedFor {
  readonly unitId: string;
  readonly rule: MoveRule;
}

/**
 * Runs a planner on the world and returns its plan with each move's reasons, leaving the world as
 * it was (even on a throw).
 */
export function planOn(world: GridlessWorld, for_: PlannedFor, run: (context: PlanContext) => void): MovePlan {
  const start = world.mark();
  try {
    const context = new PlanContext(world);
    run(context);
    return withReasons(context.plan(), for_.unitId, for_.rule);
  } finally {
    world.rollback(start);
  }
}
