import { describe, expect, it } from "vitest";
import type { Board } from "@engine/board/types";
import type { DecisionStep, SessionStateBase, StepInput } from "@engine/session/types";
import { oddsCrt } from "@rulesets/odds-crt/odds-crt-ruleset";
import { englishStrings } from "../../../tools/language-files";
import { counter, engineErrorOf, hex, hexBoard } from "./fixtures";

/*
 * One side's combat phase (turn.ts), worked by hand on a hex-odd-r board. Cube (q, r) to offset:
 * row i = r, column j = q + floor(r / 2). Red: a at cube (0,0), b at (2,0), c far off at (-6,-4).
 * Blue: x at (1,0), between a and b; y at (2,-1), next to b only (cube distance from a: 2).
 */
const A = hex(0, 0);
const B = hex(2, 0);
const X = hex(1, 0);
const Y = hex(2, -1);
const id = (cell: { i: number; j: number }) => `${cell.i},${cell.j}`;

const player = oddsCrt.turn;
if (player === undefined) throw new Error("odds-crt has turn play");

function board(): Board {
  return hexBoard([
    counter("a", "red", A, { attack: 6 }),
    counter("b", "red", B, { attack: 2 }),
    counter("c", "red", hex(-6, -4), { attack: 3 }),
    counter("x", "blue", X, { defence: 2 }),
    counter("y", "blue", Y, { defence: 2 }),
  ]);
}

function start(definition: string) {
  return defined(player).start(board(), { side: "red", options: { definition } });
}

function defined<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error("missing");
  return value;
}

function decisionOf(state: SessionStateBase): DecisionStep {
  const step = defined(player).pending(state);
  if (step?.kind !== "decision") throw new Error(`the turn waits for ${step?.kind ?? "nothing"}`);
  return step;
}

const answer = (state: SessionStateBase, input: StepInput) => defined(player).advance(state, input);
const pick = (state: SessionStateBase, ...picks: string[]) =>
  answer(state, { kind: "decision", step: decisionOf(state).id, picks });
const roll = (state: SessionStateBase, die: number) => {
  const step = defined(player).pending(state);
  return answer(state, { kind: "roll", step: defined(step).id, dice: [die] });
};

/** A localized text in English, its {slots} filled. */
function english(key: string, data: Readonly<Record<string, string | number>>): string {
  const template = englishStrings()[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => String(data[name] ?? `{${name}}`));
}

describe("odds-crt's combat phase", () => {
  it("offers every enemy hex next to a red hex, and refuses to end while units in contact have not attacked (classic: mandatory)", () => {
    const step = decisionOf(start("classic"));
    expect(step.id).toBe("order:1");
    expect(step.side).toBe("red");
    // x touches a and b; y touches b. By row then column: y's row -1 first.
    expect(step.options.map((option) => option.id)).toEqual([id(Y), id(X), "end"]);
    const end = defined(step.options.find((option) => option.id === "end"));
    expect(end.legal).toBe(false);
    // a and b stand next to an enemy; c does not, so it is not named.
    expect(end.reason).toEqual({ key: "WARGAME.OddsCrt.Turn.Reason.MustAttack", data: { units: "a, b" } });
    expect(english(end.reason?.key ?? "", end.reason?.data ?? {})).toBe(
      "In this game every unit in an enemy zone of control must attack before the phase ends. Still to attack: a, b.",
    );
    const refused = engineErrorOf(() =>
      answer(start("classic"), { kind: "decision", step: "order:1", picks: ["end"] }),
    );
    expect(refused.key).toBe("WARGAME.Error.Session.IllegalOption");
  });

  it("lets the phase end at once where attacks are not mandatory (step-loss)", () => {
    const state = start("step-loss");
    const end = defined(decisionOf(state).options.find((option) => option.id === "end"));
    expect(end.legal).toBe(true);
    expect(defined(player).pending(pick(state, "end"))).toBeNull();
    expect(defined(player).progress(pick(state, "end")).over).toBe(true);
  });

  it("holds each unit to it until it has attacked, and then ends by itself when no attack is left", () => {
    // Order 1: x, attacked by a alone: 6 against 2 is 3:1; die 6 on the classic 3:1 column is DE.
    let state = pick(start("classic"), id(X));
    expect(decisionOf(state).id).toBe("attackers:1");
    expect(decisionOf(state).options.map((option) => option.id)).toEqual([id(A), id(B)]);
    state = roll(pick(state, id(A)), 6);
    // Order 2: a has attacked; b still stands next to y, so the end is refused, naming b alone.
    const order = decisionOf(state);
    expect(order.id).toBe("order:2");
    expect(order.options.map((option) => option.id)).toEqual([id(Y), "end"]);
    expect(order.options[1]?.reason?.data).toEqual({ units: "b" });
    // b attacks y without being asked (the only red hex next to it): 2 against 2 is 1:1, die 4 NE.
    state = roll(pick(state, id(Y)), 4);
    // Both have attacked and c touches no enemy: the phase is over by itself.
    expect(defined(player).pending(state)).toBeNull();
    const progress = defined(player).progress(state);
    expect(progress.over).toBe(true);
    expect(progress.combats.map((combat) => combat.summary?.data)).toEqual([
      { side: "red", result: "DE", units: "x" },
      { side: "red", result: "NE", units: "y" },
    ]);
    expect(progress.board.units.map((unit) => unit.id)).toEqual(["a", "b", "c", "y"]);
  });

  it("lets one stack attack two adjacent hexes in one order (classic: multi-hex), and counts it as attacked", () => {
    // Order 1: x; of a and b (both next to x) red sends b alone. b also touches y, so red is asked
    // which other hexes next to b the attack takes in: y alone (a touches no other enemy hex).
    let state = pick(pick(start("classic"), id(X)), id(B));
    const more = decisionOf(state);
    expect(more.id).toBe("targets:1");
    expect(more.side).toBe("red");
    expect(more.options.map((option) => option.id)).toEqual([id(Y)]);
    expect([more.min, more.max]).toEqual([0, 1]);
    expect(english(more.prompt.key, more.prompt.data)).toBe(
      `red: in this game one attack may take in several hexes. Which other enemy hexes next to your attacking units does the attack on x in row ${X.i}, column ${X.j} take in? Pick none to attack that hex alone.`,
    );
    // b's 2 against x's 2 + y's 2 = 4: 0.5 reaches 1:2 (the first column); die 5 on 1:2 is NE.
    state = pick(state, id(Y));
    const fighting = defined(player).progress(state).combat;
    expect(fighting?.selection).toMatchObject({ attackers: [B], targets: [X, Y] });
    state = roll(state, 5);
    // Order 2: b took part, so the end names a alone; y, next to b only, is no longer offered.
    const order = decisionOf(state);
    expect(order.options.map((option) => option.id)).toEqual([id(X), "end"]);
    expect(order.options[1]?.reason?.data).toEqual({ units: "a" });
    // a attacks x without being asked and touches no other enemy hex: the combat begins at once.
    // 6 against 2 is 3:1; die 6 on 3:1 is DE. Both have attacked: the phase ends by itself.
    state = roll(pick(state, id(X)), 6);
    expect(defined(player).pending(state)).toBeNull();
    const progress = defined(player).progress(state);
    expect(progress.combats.map((combat) => combat.summary?.data)).toEqual([
      { side: "red", result: "NE", units: "x, y" },
      { side: "red", result: "DE", units: "x" },
    ]);
    expect(progress.board.units.map((unit) => unit.id)).toEqual(["a", "b", "c", "y"]);
  });

  it("lets several stacks attack one hex and take in a second, every unit of both counted", () => {
    // Order 1: a and b attack x, and take in y (next to b): 6 + 2 = 8 against 2 + 2 = 4 is 2:1;
    // die 3 on the classic 2:1 column is NE. a and b have both attacked, c touches no enemy:
    // nothing is left to attack, so the phase ends by itself after one order.
    let state = pick(pick(start("classic"), id(X)), id(A), id(B));
    expect(decisionOf(state).options.map((option) => option.id)).toEqual([id(Y)]);
    state = roll(pick(state, id(Y)), 3);
    expect(defined(player).pending(state)).toBeNull();
    const progress = defined(player).progress(state);
    expect(progress.combats.map((combat) => combat.summary?.data)).toEqual([
      { side: "red", result: "NE", units: "x, y" },
    ]);
    expect(progress.effects).toEqual([
      { kind: "log", line: { key: "WARGAME.OddsCrt.Turn.Log.NoAttack", data: { side: "red" } } },
    ]);
  });

  it("attacks the first hex alone when no other is picked", () => {
    // b alone against x, y left out: 2 against 2 is 1:1; die 4 on the classic 1:1 column is NE.
    const state = roll(pick(pick(pick(start("classic"), id(X)), id(B))), 4);
    expect(
      defined(player)
        .progress(state)
        .combats.map((combat) => combat.summary?.data),
    ).toEqual([{ side: "red", result: "NE", units: "x" }]);
    // a still must attack x; y, next to b only, is not offered again.
    expect(decisionOf(state).options.map((option) => option.id)).toEqual([id(X), "end"]);
  });

  it("never asks for more hexes where the definition attacks one at a time (step-loss), nor offers another side's hex", () => {
    const oneHex = pick(pick(start("step-loss"), id(X)), id(B));
    expect(defined(player).pending(oneHex)?.kind).toBe("roll");
    expect(defined(player).progress(oneHex).combat?.selection).toMatchObject({ targets: [X] });
    // A green unit next to b is an enemy hex for an order of its own, but not part of blue's combat.
    const G = hex(3, 0);
    const green = counter("g", "green", G);
    const state = defined(player).start(hexBoard([...board().units, green]), {
      side: "red",
      options: { definition: "classic" },
    });
    expect(decisionOf(state).options.map((option) => option.id)).toContain(id(G));
    expect(decisionOf(pick(pick(state, id(X)), id(B))).options.map((option) => option.id)).toEqual([id(Y)]);
  });

  it("ends by itself when one side has no attack at all", () => {
    const alone = hexBoard([counter("a", "red", A), counter("far", "blue", hex(8, 0))]);
    const state = defined(player).start(alone, { side: "red", options: {} });
    expect(defined(player).pending(state)).toBeNull();
    expect(defined(player).progress(state).effects).toEqual([
      { kind: "log", line: { key: "WARGAME.OddsCrt.Turn.Log.NoAttack", data: { side: "red" } } },
    ]);
  });
});
