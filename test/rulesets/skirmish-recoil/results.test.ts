import { describe, expect, it } from "vitest";
import { skirmishRecoil } from "@rulesets/skirmish-recoil/skirmish-recoil-ruleset";
import {
  begin,
  box,
  centreOf,
  decide,
  figure,
  inchBoard,
  outcomeOf,
  pair,
  pendingId,
  played,
  roll,
  unitOn,
} from "./fixtures";

// 20 px per inch: 2" is 40 px, 6" is 120 px. L at the origin faces down; its rear is up (-y).

describe("the result is an input", () => {
  it("asked of the victor's side among the hand-to-hand results, or given in the selection", () => {
    const asked = begin(inchBoard(pair()));
    const step = skirmishRecoil.pending(asked);
    expect(step.kind === "decision" && [step.side, step.options.map((option) => option.id)]).toEqual([
      "red",
      ["recoil", "flee", "downed", "break-off"],
    ]);
    expect(pendingId(begin(inchBoard(pair()), { result: "downed" }))).toBe("done");
    expect(() => begin(inchBoard(pair()), { result: "suppressed" })).toThrow(
      /suppressed is not a result of hand-to-hand/,
    );
    expect(() => begin(inchBoard([figure("L", "blue", 0, 0), figure("V", "blue", 0, 20)]))).toThrow(/same side/);
  });
});

describe("Suppressed (shooting)", () => {
  // The shooter V stands 10" to L's right on the screen (x +200): away from it is -x, facing 90.
  const board = inchBoard([figure("L", "blue", 0, 0), figure("V", "red", 200, 0, {}, { facing: 90 })]);

  it("cannot return fire, may move up to 2 to its rear or away from the fire, and ends turned around", () => {
    const state = begin(board, { source: "shooting" });
    expect(pendingId(state)).toBe("suppression");
    const step = skirmishRecoil.pending(state);
    expect(step.kind === "decision" && step.options.map((option) => option.id)).toEqual([
      "stay",
      "rear:1",
      "away:1",
      "rear:2",
      "away:2",
    ]);
    // To its rear: 2" up the screen to (0, -40), facing 0 + 180.
    const rear = played(decide(state, "suppression", "rear:2")).board;
    expect(centreOf(rear, "L").y).toBeCloseTo(-40, 9);
    expect(unitOn(rear, "L")).toMatchObject({ facing: 180, status: ["suppressed"] });
    // Straight away from the fire: 1" toward -x, to (-20, 0).
    const away = played(decide(state, "suppression", "away:1")).board;
    expect(centreOf(away, "L").x).toBeCloseTo(-20, 9);
    expect(centreOf(away, "L").y).toBeCloseTo(0, 9);
    // Staying put, it still turns around; the victor neither pursues nor captures.
    const stay = decide(state, "suppression", "stay");
    expect(unitOn(played(stay).board, "L").facing).toBe(180);
    expect(outcomeOf(stay)).toEqual({
      result: "suppressed",
      fate: "suppressed",
      downedBy: null,
      madeToFlee: [],
      destroyed: [],
      pursues: false,
      captures: null,
    });
  });

  it("only stops short, not Downed, when something is in the way", () => {
    // F faces another way 50 px behind L: L's 2" to its rear stops where it touches F, after 30 px.
    const blocked = inchBoard([
      figure("L", "blue", 0, 0),
      figure("V", "red", 200, 0, {}, { facing: 90 }),
      figure("F", "blue", 0, -50, {}, { facing: 90 }),
    ]);
    const state = decide(begin(blocked, { source: "shooting" }), "suppression", "rear:2");
    expect(outcomeOf(state)).toMatchObject({ fate: "suppressed", downedBy: null });
    const after = played(state).board;
    expect(centreOf(after, "L").y).toBeCloseTo(-30, 9);
    expect(unitOn(after, "L").status).toEqual(["suppressed"]);
  });

  it("keeps its facing when the option says suppressed figures do not turn around", () => {
    const state = decide(begin(board, { source: "shooting", options: { turnAround: false } }), "suppression", "rear:2");
    expect(unitOn(played(state).board, "L").facing).toBe(0);
  });
});

describe("Recoil (2 straight back without turning)", () => {
  it("moves 2 back keeping its facing", () => {
    const { board } = played(begin(inchBoard(pair()), { result: "recoil" }));
    expect(centreOf(board, "L")).toEqual({ x: 0, y: -40 });
    expect(unitOn(board, "L").facing).toBe(0);
  });

  it("passes through a friend facing the same way to its rear where there is room", () => {
    // F (facing 0) at (0, -40): L ends clear behind it, its centre 20 px beyond F's: (0, -60).
    const { board, plan } = played(begin(inchBoard([...pair(), figure("F", "blue", 0, -40)]), { result: "recoil" }));
    expect(centreOf(board, "L")).toEqual({ x: 0, y: -60 });
    expect(plan.events).toContainEqual({ kind: "passed-through", unitId: "L", otherId: "F" });
  });

  it("pushes back a same-facing friend with no room behind it", () => {
    // F at (0, -50); a wall at y -75 leaves no room for L behind F (L would reach -80), but F can be
    // pushed the rest of L's move: L meets F after 30 px, so F goes 10 px (0.5") to -60 and L to -40.
    const wall = { id: "w", a: { x: -50, y: -75 }, b: { x: 50, y: -75 }, blocksMove: true, blocksSight: false };
    const { board, plan } = played(
      begin(inchBoard([...pair(), figure("F", "blue", 0, -50)], { walls: [wall] }), { result: "recoil" }),
    );
    expect(centreOf(board, "L")).toEqual({ x: 0, y: -40 });
    expect(centreOf(board, "F")).toEqual({ x: 0, y: -60 });
    expect(plan.events).toContainEqual({ kind: "pushed", unitId: "L", otherId: "F", distance: 0.5 });
  });

  it("is Downed by a friend facing another way, which it can neither pass through nor push", () => {
    const state = begin(inchBoard([...pair(), figure("F", "blue", 0, -50, {}, { facing: 90 })]), { result: "recoil" });
    const { board, plan } = played(state);
    expect(centreOf(board, "L")).toEqual({ x: 0, y: -30 });
    expect(unitOn(board, "L").status).toEqual(["downed"]);
    expect(plan.events).toContainEqual({
      kind: "blocked",
      unitId: "L",
      cause: "friend",
      otherId: "F",
      outcome: "downed",
    });
    expect(outcomeOf(state)).toMatchObject({ fate: "downed", downedBy: "blocked" });
  });

  it('meets an enemy it would stop short of by less than the contact both hosts show (0.5"), and is Downed', () => {
    // E's near edge is at y -52: a full recoil to -40 leaves L's edge 2 px (0.1") short of it, which
    // both hosts show as contact (issue 24). Meeting an enemy Downs the recoiling figure.
    const state = begin(inchBoard([...pair(), figure("E", "red", 0, -62)]), { result: "recoil" });
    const { board, plan } = played(state);
    expect(unitOn(board, "L").status).toEqual(["downed"]);
    expect(plan.events).toContainEqual(expect.objectContaining({ kind: "blocked", unitId: "L", cause: "enemy" }));
    expect(outcomeOf(state).fate).toBe("downed");
  });

  it("is Downed with enemy to front and rear, or by ground it cannot cross", () => {
    const trapped = begin(inchBoard([...pair(), figure("E", "red", 0, -20)]), { result: "recoil" });
    expect(played(trapped).plan.events).toContainEqual({
      kind: "blocked",
      unitId: "L",
      cause: "enemy-front-and-rear",
      outcome: "downed",
    });
    expect(outcomeOf(trapped).fate).toBe("downed");
    // Impassable ground from y -35 up: L's top edge reaches it after 25 px.
    const cliff = begin(inchBoard(pair(), { areas: [box("cliff", "impassable", -100, -300, 100, -35)] }), {
      result: "recoil",
    });
    expect(centreOf(played(cliff).board, "L").y).toBeCloseTo(-25, 6);
    expect(outcomeOf(cliff).downedBy).toBe("blocked");
  });

  it("cavalry recoiling into friendly infantry makes that infantry flee", () => {
    // Cavalry L meets infantry I (at -50) after 30 px; I flees from L: recoil 2" up to -90, turns
    // to face up (180), runs its move of 6" (120 px) to (0, -210). L then completes its recoil.
    const state = begin(
      inchBoard([
        figure("L", "blue", 0, 0, { type: "cavalry" }),
        figure("V", "red", 0, 20),
        figure("I", "blue", 0, -50),
      ]),
      { result: "recoil" },
    );
    const { board, plan } = played(state);
    expect(plan.events).toContainEqual({ kind: "made-to-flee", unitId: "L", otherId: "I" });
    expect(centreOf(board, "I")).toEqual({ x: 0, y: -210 });
    expect(unitOn(board, "I").facing).toBe(180);
    expect(centreOf(board, "L")).toEqual({ x: 0, y: -40 });
    expect(outcomeOf(state).madeToFlee).toEqual(["I"]);
  });
});

describe("Flee", () => {
  it("recoils 2, turns 180° and runs its full move, turning by the least angle that clears an enemy", () => {
    // Enemy X 60 px ahead of the turned L at (0, -40): a heading θ off straight clears X when
    // 60·sin θ ≥ 20 (radii), θ ≥ 19.47°: 20° in whole degrees, clockwise first (V is straight
    // behind). End: (0, -40) + 120 · facingVector(200) = (120 sin 20°, -40 − 120 cos 20°).
    const state = decide(
      begin(inchBoard([...pair(), figure("X", "red", 0, -100)]), { result: "flee" }),
      "heroic",
      "flee",
    );
    const { board, plan } = played(state);
    const rad = (20 * Math.PI) / 180;
    expect(centreOf(board, "L").x).toBeCloseTo(120 * Math.sin(rad), 9);
    expect(centreOf(board, "L").y).toBeCloseTo(-40 - 120 * Math.cos(rad), 9);
    expect(unitOn(board, "L").facing).toBe(200);
    expect(plan.events).toContainEqual({ kind: "deflected", unitId: "L", degrees: 20, reason: "enemy", otherId: "X" });
    expect(outcomeOf(state).fate).toBe("fled");
  });

  it("does not turn to avoid a barrier: a d6 crosses it on the option's 4 or more; less destroys the figure there", () => {
    // The hedge (y -110..-100) lies across the run; L's top edge reaches it 50 px into the run, its centre at (0, -90).
    const board = inchBoard(pair(), { areas: [box("hedge", "barrier", -200, -110, 200, -100)] });
    const fleeing = decide(begin(board, { result: "flee" }), "heroic", "flee");
    expect(pendingId(fleeing)).toBe("crossing:1");
    const crossed = roll(fleeing, "crossing:1", 4);
    expect(centreOf(played(crossed).board, "L")).toEqual({ x: 0, y: -160 });
    const failed = roll(fleeing, "crossing:1", 3);
    const { board: after, plan } = played(failed);
    expect(after.units.map((unit) => unit.id)).toEqual(["V"]);
    expect(plan.events).toContainEqual({ kind: "removed", unitId: "L", reason: "crossing-failed" });
    expect(outcomeOf(failed)).toMatchObject({ fate: "destroyed", destroyed: ["L"], pursues: false });
    // A harder barrier by the option: a 4 no longer crosses.
    const hard = decide(begin(board, { result: "flee", options: { crossingTarget: 5 } }), "heroic", "flee");
    expect(outcomeOf(roll(hard, "crossing:1", 4)).fate).toBe("destroyed");
  });

  it("flags a flee across a barrier as one that may destroy the figure, before it is chosen", () => {
    // L has FER 1, so it is asked (heroic); its flee crosses the hedge: a failed d6 destroys it.
    const hedged = begin(inchBoard(pair({ fer: 1 }), { areas: [box("hedge", "barrier", -200, -110, 200, -100)] }), {
      result: "flee",
    });
    const step = skirmishRecoil.pending(hedged);
    const options = step.kind === "decision" ? step.options : [];
    expect(options.find((option) => option.id === "flee")?.fatal).toEqual({
      unitId: "L",
      outcome: "destroyed",
      certain: false,
    });
    expect(options.find((option) => option.id === "stand")?.fatal).toBeUndefined();
    // Open ground: nothing to flag.
    const open = skirmishRecoil.pending(begin(inchBoard(pair({ fer: 1 })), { result: "flee" }));
    expect(open.kind === "decision" && open.options.every((option) => option.fatal === undefined)).toBe(true);
  });

  it("is Downed when its hand-to-hand victor moves at least twice as fast in any terrain the flee passes through", () => {
    // Cavalry V moves 12 in the open, twice L's 6: L is Downed where it stands, with no roll.
    const fast = begin(inchBoard(pair({}, { type: "cavalry" }, { move: 12 })), { result: "flee" });
    expect(outcomeOf(fast)).toMatchObject({ fate: "downed", downedBy: "speed" });
    expect(centreOf(played(fast).board, "L")).toEqual({ x: 0, y: 0 });
    expect(unitOn(played(fast).board, "L").status).toEqual(["downed"]);
    // V moves 10 in the open (less than twice 6), but L starts in woods where it moves 2 and V 4:
    // the recoil leg crosses woods, and 4 ≥ 2 × 2.
    const woods = box("woods", "woods", -100, -60, 100, 15);
    const slow = inchBoard(
      [
        figure("L", "blue", 0, 0, { terrainMoves: { woods: 2 } }),
        figure("V", "red", 0, 20, { terrainMoves: { woods: 4 } }, { move: 10 }),
      ],
      { areas: [woods] },
    );
    expect(outcomeOf(begin(slow, { result: "flee" })).downedBy).toBe("speed");
    const even = inchBoard(
      [
        figure("L", "blue", 0, 0, { terrainMoves: { woods: 2 } }),
        figure("V", "red", 0, 20, { terrainMoves: { woods: 3 } }, { move: 10 }),
      ],
      { areas: [woods] },
    );
    expect(pendingId(begin(even, { result: "flee" }))).toBe("heroic");
  });

  it("may heroically elect to be Downed instead by passing FER against 5 (labelled default: 1d6 + FER)", () => {
    // FER 1: a 4 makes 5 and passes; a 3 fails and it flees.
    const asked = decide(begin(inchBoard(pair({ fer: 1 })), { result: "flee" }), "heroic", "stand");
    const step = skirmishRecoil.pending(asked);
    expect(step.kind === "roll" && [step.id, step.dice]).toEqual(["fer", "1d6"]);
    const passed = roll(asked, "fer", 4);
    expect(outcomeOf(passed)).toMatchObject({ fate: "downed", downedBy: "heroic" });
    expect(centreOf(played(passed).board, "L")).toEqual({ x: 0, y: 0 });
    const failed = roll(asked, "fer", 3);
    expect(outcomeOf(failed).fate).toBe("fled");
    expect(centreOf(played(failed).board, "L")).toEqual({ x: 0, y: -160 });
  });

  it("rolls a die of FER faces by the fer-die option, and is not asked when that cannot reach 5", () => {
    const d8 = decide(
      begin(inchBoard(pair({ fer: 8 })), { result: "flee", options: { ferTest: "fer-die" } }),
      "heroic",
      "stand",
    );
    const step = skirmishRecoil.pending(d8);
    expect(step.kind === "roll" && step.dice).toBe("1d8");
    expect(outcomeOf(roll(d8, "fer", 5)).downedBy).toBe("heroic");
    expect(pendingId(begin(inchBoard(pair({ fer: 4 })), { result: "flee", options: { ferTest: "fer-die" } }))).toBe(
      "done",
    );
  });
});

describe("Downed and Break Off", () => {
  it("Downed: out of the fight where it stands; its place may count as difficult going by the option", () => {
    const state = begin(inchBoard(pair()), { result: "downed" });
    expect(skirmishRecoil.effects(state)).toContainEqual({ kind: "status", unitId: "L", status: "downed", on: true });
    const difficult = begin(inchBoard(pair()), { result: "downed", options: { downedDifficultGoing: true } });
    expect([...unitOn(played(difficult).board, "L").status].sort()).toEqual(["difficult-going", "downed"]);
  });

  it("Break Off (labelled default): the loser recoils 2 and a regular winner does not pursue; by the option the loser stays", () => {
    const state = begin(inchBoard(pair()), { result: "break-off" });
    expect(outcomeOf(state)).toMatchObject({ fate: "recoiled", pursues: false });
    expect(centreOf(played(state).board, "L")).toEqual({ x: 0, y: -40 });
    const stays = begin(inchBoard(pair()), { result: "break-off", options: { breakOff: "loser-stays" } });
    expect(outcomeOf(stays).fate).toBe("stood");
    expect(skirmishRecoil.moveRequests(stays)).toEqual([]);
  });
});

describe("Pursuit and capture", () => {
  it("irregulars and cavalry must pursue 2 toward an enemy that gave way; regulars do not", () => {
    // L recoils to (0, -40); cavalry V pursues 40 px from (0, 20) to (0, -20), touching it again.
    const state = begin(inchBoard(pair({}, { type: "cavalry" })), { result: "recoil" });
    const { board, plan } = played(state);
    expect(centreOf(board, "V")).toEqual({ x: 0, y: -20 });
    expect(plan.events).toContainEqual({ kind: "contact", unitId: "V", otherId: "L" });
    expect(outcomeOf(begin(inchBoard(pair({}, { irregular: true })), { result: "downed" })).pursues).toBe(true);
    expect(outcomeOf(begin(inchBoard(pair()), { result: "recoil" })).pursues).toBe(false);
    // Cavalry pursues into difficult going too (a bog from y -5 up): it is not stopped.
    const bog = inchBoard(pair({}, { type: "cavalry" }), { areas: [box("bog", "difficult", -100, -300, 100, -5)] });
    expect(centreOf(played(begin(bog, { result: "recoil" })).board, "V")).toEqual({ x: 0, y: -20 });
  });

  it("a figure in contact with a position whose defender recoils, flees or is Downed captures and occupies it", () => {
    // Trench y -15..10: L in it, V touching its lower edge. L recoils out to (0, -40); V moves in
    // toward the nearest point of the outline (0, 10) to the middle of the chord, (10 + 35) / 2 = 22.5 px: (0, -2.5).
    const trench = box("trench", "trench", -100, -15, 100, 10);
    const state = begin(inchBoard(pair({}, { type: "cavalry" }), { areas: [trench] }), { result: "recoil" });
    expect(outcomeOf(state)).toMatchObject({ captures: "trench", pursues: false });
    const { board, plan } = played(state);
    expect(centreOf(board, "V").y).toBeCloseTo(-2.5, 9);
    expect(plan.events).toContainEqual({ kind: "occupied", unitId: "V", areaId: "trench" });
    // Another defender in the trench holds it; a Break Off gives nothing up.
    const held = inchBoard([...pair(), figure("M", "blue", 50, 0)], { areas: [trench] });
    expect(outcomeOf(begin(held, { result: "recoil" })).captures).toBeNull();
    expect(outcomeOf(begin(inchBoard(pair(), { areas: [trench] }), { result: "break-off" })).captures).toBeNull();
  });
});
