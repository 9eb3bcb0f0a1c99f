import fc from "fast-check";
import { type Area, type Board, type Unit, type Wall } from "@engine/board/types";
import { SQUARE_DIAGONALS, type GridKind, type GridSpec, type SquareDiagonals } from "@engine/model/grid-spec";
import { type Footprint } from "@engine/model/footprint";
import { type Offset, type Point } from "@engine/model/coordinates";
import type { BoardIndexSettings } from "@engine/board/board-index-options";
import { HEX_KINDS } from "@engine/grid/hex";

/** Random boards of every grid kind, index options and change sequences, for the board tests. */

export interface GridCase {
  readonly kind: GridKind;
  readonly diagonals: SquareDiagonals;
}

/** Square with each diagonal rule, the four hex layouts, and gridless. */
export const GRID_CASES: readonly GridCase[] = [
  ...SQUARE_DIAGONALS.map((diagonals) => ({ kind: "square" as const, diagonals })),
  ...HEX_KINDS.map((kind) => ({ kind, diagonals: "equidistant" as const })),
  { kind: "gridless", diagonals: "equidistant" },
];

export const SIDES = ["red", "blue", "green"] as const;
export const FORMATIONS = ["A", "B"] as const;

/** Cells 100 px and 1 m; gridless 100 px per 2 in (so table units and pixels differ). */
export function specOf(c: GridCase): GridSpec {
  return c.kind === "gridless"
    ? { kind: c.kind, size: 100, distance: 2, units: "in", diagonals: c.diagonals }
    : { kind: c.kind, size: 100, distance: 1, units: "m", diagonals: c.diagonals };
}

/** Cells of the small grid the generated units live on (zones reach two cells further). */
export const CELL_RANGE = { min: -2, max: 7 } as const;

const cellArb: fc.Arbitrary<Offset> = fc.record({
  i: fc.integer(CELL_RANGE),
  j: fc.integer(CELL_RANGE),
});

/**
 * A number in [min, max] in hundredths, spread evenly: fc.double spreads over the bit patterns
 * (mostly tiny numbers) and biased integers pile up at the bounds, either of which would stack
 * every unit on one spot.
 */
function evenly(min: number, max: number): fc.Arbitrary<number> {
  return fc.noBias(fc.integer({ min: min * 100, max: max * 100 })).map((n) => n / 100);
}

/** Points over the generated boards: the small grid, or a gridless table crowded enough for contacts. */
export const pointArb: fc.Arbitrary<Point> = fc.record({ x: evenly(-100, 900), y: evenly(-100, 900) });

const centerArb: fc.Arbitrary<Point> = fc.record({ x: evenly(0, 400), y: evenly(0, 400) });

export function footprintArb(spec: GridSpec): fc.Arbitrary<Footprint> {
  if (spec.kind !== "gridless") {
    return fc.array(cellArb, { minLength: 1, maxLength: 3 }).map((cells) => ({ kind: "cells", cells }));
  }
  const size = evenly(10, 70);
  return fc.oneof(
    fc.record({ kind: fc.constant("circle" as const), center: centerArb, radius: evenly(5, 35) }),
    fc.record({ kind: fc.constant("rect" as const), center: centerArb, width: size, depth: size }),
    fc.record({ kind: fc.constant("ellipse" as const), center: centerArb, width: size, depth: size }),
  );
}

export const facingArb: fc.Arbitrary<number> = fc.oneof(fc.constantFrom(0, 90, 180, 270), evenly(0, 359.99));

/** A unit without its id (ids are given by position, so they stay unique). */
export function unitArb(spec: GridSpec): fc.Arbitrary<(id: string) => Unit> {
  return fc
    .record({
      side: fc.constantFrom(...SIDES),
      formation: fc.option(fc.constantFrom(...FORMATIONS), { nil: undefined }),
      broken: fc.boolean(),
      footprint: footprintArb(spec),
      facing: facingArb,
    })
    .map(({ side, formation, broken, footprint, facing }) => (id: string): Unit => {
      const unit: Unit = { id, name: id, side, footprint, facing, move: 4, status: broken ? ["broken"] : [], data: {} };
      return formation === undefined ? unit : { ...unit, formation };
    });
}

function wallArb(id: string): fc.Arbitrary<Wall> {
  return fc.record({
    id: fc.constant(id),
    a: pointArb,
    b: pointArb,
    blocksMove: fc.boolean(),
    blocksSight: fc.boolean(),
  });
}

function areaArb(spec: GridSpec, id: string): fc.Arbitrary<Area> {
  const polygon = fc
    .tuple(
      pointArb,
      fc.array(fc.record({ x: evenly(-250, 250), y: evenly(-250, 250) }), { minLength: 3, maxLength: 5 }),
    )
    .map(([c, offsets]) => ({ polygon: offsets.map((d) => ({ x: c.x + d.x, y: c.y + d.y })) }));
  const cells = fc.array(cellArb, { minLength: 1, maxLength: 6 }).map((list) => ({ cells: list }));
  return fc.record({
    id: fc.constant(id),
    kind: fc.constantFrom("river", "woods", "open"),
    shape: spec.kind === "gridless" ? polygon : fc.oneof(polygon, cells),
    blocksSight: fc.boolean(),
  });
}

/** Up to `max` things, the k-th made by `make(k)` (so ids are unique and in order). */
function numbered<T>(max: number, make: (k: number) => fc.Arbitrary<T>): fc.Arbitrary<T[]> {
  return fc.integer({ min: 0, max }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, k) => make(k))));
}

export function boardArb(spec: GridSpec, maxUnits = 14): fc.Arbitrary<Board> {
  return fc
    .record({
      units: fc.array(unitArb(spec), { maxLength: maxUnits }),
      walls: numbered(6, (id) => wallArb(`w${id}`)),
      areas: numbered(3, (id) => areaArb(spec, `a${id}`)),
    })
    .map(({ units, walls, areas }) => ({
      grid: spec,
      units: units.map((make, k) => make(`u${k}`)),
      terrain: { walls, areas },
    }));
}

/** Index options drawn so that every rule gets exercised; "broken" units exert no zone in half the cases. */
export function settingsArb(spec: GridSpec): fc.Arbitrary<BoardIndexSettings> {
  const radii = spec.kind === "gridless" ? [0, 0.5, 1.5] : [0, 1, 2];
  return fc.record({
    contactTolerance: fc.constantFrom(0, 0.5, 1.5),
    squareDiagonals: fc.boolean(),
    zoc: fc.record({
      radius: fc.constantFrom(...radii),
      exerts: fc.constantFrom(
        () => true,
        (unit: Unit) => !unit.status.includes("broken"),
      ),
      stoppedByWalls: fc.boolean(),
      stoppedByAreaKinds: fc.subarray(["river", "woods"]),
    }),
  });
}

export type Change =
  | { readonly kind: "move"; readonly pick: number; readonly footprint?: Footprint; readonly facing?: number }
  | { readonly kind: "add"; readonly make: (id: string) => Unit }
  | { readonly kind: "remove"; readonly pick: number };

export function changeArb(spec: GridSpec): fc.Arbitrary<Change> {
  const pick = fc.nat({ max: 1000 });
  return fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant("move" as const), pick, footprint: footprintArb(spec) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("move" as const), pick, facing: facingArb }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("move" as const),
        pick,
        footprint: footprintArb(spec),
        facing: facingArb,
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("add" as const), make: unitArb(spec) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("remove" as const), pick }) },
  );
}
