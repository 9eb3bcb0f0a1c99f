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

  it("ends by itself when one side has no attack at all", () => {
    const alone = hexBoard([counter("a", "red", A), counter("far", "blue", hex(8, 0))]);
    const state = defined(player).start(alone, { side: "red", options: {} });
    expect(defined(player).pending(state)).toBeNull();
    expect(defined(player).progress(state).effects).toEqual([
      { kind: "log", line: { key: "WARGAME.OddsCrt.Turn.Log.NoAttack", data: { side: "red" } } },
    ]);
  });
});
