import fc from "fast-check";
import type { Area, Board, Unit, Wall } from "@engine/board/types";
import type { Footprint } from "@engine/model/footprint";
import type { Point } from "@engine/model/coordinates";
import { footprintPolygon, footprintsOverlap } from "@engine/grid/footprint";
import { polygonsOverlap, segmentEntersPolygon } from "@engine/geometry/polygon";
import type { FleeRules } from "@engine/movement/gridless/flee";
import { byUnitTypes } from "@engine/movement/gridless/recoil";
import { DOWNED } from "@engine/movement/gridless/rules";

/**
 * Random gridless boards (20 px per inch) for the planners' properties: units that overlap no
 * other unit, no wall that blocks movement and no impassable area; walls; simple (possibly
 * concave) polygon areas of the kinds the requests use.
 */

export const PX_PER_INCH = 20;
export const AREA_KINDS = ["impassable", "difficult", "hedge", "fortification", "woods"] as const;

/** The random boards' ground that stops a move. */
export const IMPASSABLE = ["impassable"];

/** Skirmish-recoil's flee on these boards' area kinds: recoil 2, then up to 12, hedges crossed on a d6 of 4. */
export const FLEE: FleeRules = {
  recoil: 2,
  maxMove: 12,
  angleStep: 5,
  terrain: { impassable: IMPASSABLE, difficult: ["difficult", "woods"], barrier: ["hedge"] },
  recoilBlocking: [...IMPASSABLE, "hedge"],
  crossing: { dice: "1d6", target: 4 },
  makesFlee: byUnitTypes(["cavalry"], ["infantry"]),
  blocked: DOWNED,
};

/** Unbiased (fast-check otherwise favours the ends of a range), on a table small enough to be crowded. */
const coord = fc.noBias(fc.integer({ min: 0, max: 2400 })).map((n) => n / 10);
const pointArb: fc.Arbitrary<Point> = fc.record({ x: coord, y: coord });

const footprintArb: fc.Arbitrary<Footprint> = fc.oneof(
  fc.record({
    kind: fc.constant("circle" as const),
    center: pointArb,
    radius: fc.double({ min: 5, max: 16, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant("rect" as const),
    center: pointArb,
    width: fc.double({ min: 10, max: 36, noNaN: true }),
    depth: fc.double({ min: 8, max: 24, noNaN: true }),
  }),
  fc.record({
    kind: fc.constant("ellipse" as const),
    center: pointArb,
    width: fc.double({ min: 10, max: 30, noNaN: true }),
    depth: fc.double({ min: 10, max: 30, noNaN: true }),
  }),
);

const unitArb = fc.record({
  side: fc.constantFrom("red", "blue"),
  footprint: footprintArb,
  facing: fc.oneof(fc.constantFrom(0, 90, 180, 270), fc.integer({ min: 0, max: 359 })),
  move: fc.integer({ min: 2, max: 8 }),
  type: fc.constantFrom("infantry", "cavalry"),
});

const wallArb = fc.record({ a: pointArb, b: pointArb, blocksMove: fc.boolean() });

/** A star-shaped polygon round a centre: simple, often concave. */
const areaShapeArb = fc
  .tuple(pointArb, fc.array(fc.double({ min: 10, max: 60, noNaN: true }), { minLength: 3, maxLength: 7 }))
  .map(([c, radii]) =>
    radii.map((r, k) => {
      const a = (2 * Math.PI * k) / radii.length;
      return { x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) };
    }),
  );

const areaArb = fc.record({ kind: fc.constantFrom(...AREA_KINDS), polygon: areaShapeArb });

export const boardArb: fc.Arbitrary<Board> = fc
  .record({
    units: fc.array(unitArb, { minLength: 4, maxLength: 14 }),
    walls: fc.array(wallArb, { maxLength: 4 }),
    areas: fc.array(areaArb, { maxLength: 3 }),
  })
  .map(({ units, walls, areas }) => {
    const wallList: Wall[] = walls.map((w, k) => ({ id: `w${k}`, ...w, blocksSight: false }));
    const areaList: Area[] = areas.map((a, k) => ({ id: `a${k}`, kind: a.kind, shape: { polygon: a.polygon } }));
    const kept: Unit[] = [];
    units.forEach((u, k) => {
      const unit: Unit = {
        id: `u${k}`,
        name: `u${k}`,
        side: u.side,
        footprint: u.footprint,
        facing: u.facing,
        move: u.move,
        status: [],
        data: { type: u.type },
      };
      const outline = footprintPolygon(unit, 48);
      const clear =
        kept.every((other) => !footprintsOverlap(unit, other)) &&
        wallList.every((w) => !w.blocksMove || !segmentEntersPolygon(w.a, w.b, outline)) &&
        areaList.every(
          (a) => a.kind !== "impassable" || !("polygon" in a.shape) || !polygonsOverlap(outline, a.shape.polygon),
        );
      if (clear) kept.push(unit);
    });
    return {
      grid: {
        kind: "gridless" as const,
        size: PX_PER_INCH,
        distance: 1,
        units: "in",
        diagonals: "equidistant" as const,
      },
      units: kept,
      terrain: { walls: wallList, areas: areaList },
    };
  });
