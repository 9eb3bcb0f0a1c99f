import { describe, expect, it } from "vitest";
import { victoryMargin } from "@rulesets/victory-margin/victory-margin-ruleset";
import type { DecisionStep } from "@engine/session/types";
import { base, begin, cmBoard, decide, duel, outcomeOf, pendingId, roll } from "./fixtures";

function decisionOf(state: Parameters<typeof victoryMargin.pending>[0]): DecisionStep {
  const step = victoryMargin.pending(state);
  if (step.kind !== "decision") throw new Error(`not a decision: ${step.kind}`);
  return step;
}

describe("effect on the defender", () => {
  it("must fall back when the margin exceeds its cover level: margin × d6 cm straight away from the attacker", () => {
    // Margin = 3 sixes − strength 1 = 2 > cover 1: must; 2d6 = 4 + 3 = 7 cm.
    let state = begin(cmBoard(duel({}, { cover: 1 })), { attackRoll: [6, 6, 6, 2] });
    expect(pendingId(state)).toBe("fall-back");
    const step = victoryMargin.pending(state);
    expect(step.kind === "roll" && step.dice).toBe("2d6");
    state = roll(state, "fall-back", 4, 3);
    expect(victoryMargin.moveRequests(state)).toEqual([{ kind: "fall-back", unitId: "D", awayFrom: "A", distance: 7 }]);
    // The attacker then follows up (A has no breakthrough ability: rally forward or stay).
    expect(pendingId(state)).toBe("follow-up:A");
    state = decide(state, "follow-up:A", "stay");
    expect(outcomeOf(state)).toEqual({
      effect: "falls-back",
      band: "must",
      margin: 2,
      sixes: 3,
      defender: "D",
      fallBack: 7,
      withIt: [],
      followUps: { A: "stay" },
    });
  });

  it("may stand or fall back when 0 < margin ≤ cover level", () => {
    // Margin = 2 sixes − strength 1 = 1 ≤ cover 1.
    const start = begin(cmBoard(duel({}, { cover: 1 })), { attackRoll: [6, 6] });
    expect(pendingId(start)).toBe("defender");
    expect(decisionOf(start).options.map((option) => option.id)).toEqual(["stand", "fall-back"]);
    const stood = decide(decide(start, "defender", "stand"), "follow-up:A", "rally-forward");
    expect(outcomeOf(stood)).toMatchObject({ effect: "stands", band: "may", margin: 1, fallBack: 0 });
    const fell = roll(decide(start, "defender", "fall-back"), "fall-back", 5);
    expect(victoryMargin.moveRequests(fell)).toEqual([{ kind: "fall-back", unitId: "D", awayFrom: "A", distance: 5 }]);
  });

  it("has no effect, and no follow-up, when the margin is 0 or less", () => {
    // One six − strength 1 = 0.
    const state = begin(cmBoard(duel()), { attackRoll: [6, 5] });
    expect(outcomeOf(state)).toEqual({
      effect: "no-effect",
      band: "none",
      margin: 0,
      sixes: 1,
      defender: "D",
      fallBack: 0,
      withIt: [],
      followUps: {},
    });
    expect(victoryMargin.moveRequests(state)).toEqual([]);
  });

  it("makes no victory test when the attacker did not win", () => {
    const state = begin(cmBoard(duel()), { attackRoll: [6, 6, 6], attackerWon: false });
    expect(outcomeOf(state)).toMatchObject({ effect: "no-effect", band: null, margin: null });
  });

  it("rolls the attacker's dice when asked to, counting the sixes", () => {
    let state = begin(cmBoard(duel()), { attackRoll: undefined, attackDice: 3 });
    const step = victoryMargin.pending(state);
    expect(step.kind === "roll" && [step.id, step.dice]).toEqual(["attack", "3d6"]);
    // 2 sixes − strength 1 = 1 > cover 0: must.
    state = roll(state, "attack", 6, 1, 6);
    expect(state.sixes).toBe(2);
    expect(pendingId(state)).toBe("fall-back");
  });

  it("derives armour advantages from armour and the best anti-tank value met, unless entered or turned off", () => {
    // A: armour 3 against D's AT 1 and S's AT 2 (the best): +1. D: armour 2 against A's AT 1: 1.
    // Margin = 2 sixes + 1 − strength 1 − 1 = 1.
    const board = cmBoard([
      base("A", "red", 0, 0, { armour: 3, antiTank: 1 }),
      base("D", "blue", 0, -20, { armour: 2, antiTank: 1 }),
      base("S", "blue", 0, -60, { antiTank: 2 }),
    ]);
    expect(begin(board, { attackRoll: [6, 6], defenderSupports: ["S"] }).margin).toBe(1);
    // Entered numbers win: 2 + 3 − 1 − 0 = 4.
    expect(
      begin(board, { attackRoll: [6, 6], defenderSupports: ["S"], armourAdvantage: 3, defenderArmourAdvantage: 0 })
        .margin,
    ).toBe(4);
    // With the "entered" option, none entered: 2 − 1 = 1; cover advantage 1 and a cover level override.
    const entered = begin(board, {
      attackRoll: [6, 6],
      options: { armourAdvantage: "entered" },
      coverAdvantage: 1,
      coverLevel: 3,
    });
    expect(entered.margin).toBe(0);
  });
});

describe("rear supports", () => {
  const board = cmBoard([...duel(), base("S", "blue", 0, -60), base("T", "blue", 50, -60)]);

  it("each choose to stand or fall back with a defender that falls back, by the same roll", () => {
    // Margin 2 − 1 = 1 > cover 0: D must; S goes with it, T stands; 1d6 = 6 cm for both.
    let state = begin(board, { attackRoll: [6, 6], defenderSupports: ["S", "T"] });
    expect(pendingId(state)).toBe("support:S");
    expect(decisionOf(state).options.map((option) => option.id)).toEqual(["stand", "fall-back"]);
    state = decide(decide(state, "support:S", "fall-back"), "support:T", "stand");
    state = decide(roll(state, "fall-back", 6), "follow-up:A", "stay");
    expect(outcomeOf(state).withIt).toEqual(["S"]);
    expect(victoryMargin.moveRequests(state)).toEqual([
      { kind: "fall-back", unitId: "D", awayFrom: "A", distance: 6 },
      { kind: "fall-back", unitId: "S", awayFrom: "A", distance: 6 },
    ]);
  });

  it("are not asked when the defender stands", () => {
    const state = begin(
      cmBoard([base("A", "red", 0, 0), base("D", "blue", 0, -20, { cover: 2 }), base("S", "blue", 0, -60)]),
      { attackRoll: [6, 6], defenderSupports: ["S"] },
    );
    expect(pendingId(decide(state, "defender", "stand"))).toBe("follow-up:A");
  });

  it("stand in for an eliminated defender: its strength and cover count, and the others are still its supports", () => {
    // D eliminated; S (strength 2) stands in: 3 sixes − 2 = 1 ≤ its cover 1: it may choose.
    const one = cmBoard([...duel(), base("S", "blue", 0, -60, { strength: 2, cover: 1 })]);
    const state = begin(one, { attackRoll: [6, 6, 6], defenderSupports: ["S"], eliminated: ["D"] });
    expect(state.defender).toBe("S");
    expect(victoryMargin.effects(state)[0]).toEqual({ kind: "eliminated", unitId: "D" });
    expect(pendingId(state)).toBe("defender");
    // Two survive: the defending side chooses which stands in; the other supports it.
    let two = begin(board, { attackRoll: [6, 6, 6], defenderSupports: ["S", "T"], eliminated: ["D"] });
    expect(pendingId(two)).toBe("stand-in");
    expect(decisionOf(two).options.map((option) => option.id)).toEqual(["S", "T"]);
    two = decide(two, "stand-in", "T");
    // 3 − 1 = 2 > cover 0: T must fall back; S stands or goes with it.
    expect(pendingId(two)).toBe("support:S");
  });

  it("when all are eliminated, the attacker follows up into the vacated space without a victory test", () => {
    let state = begin(board, { attackRoll: [1], defenderSupports: ["S", "T"], eliminated: ["D", "S", "T"] });
    expect(pendingId(state)).toBe("follow-up:A");
    state = decide(state, "follow-up:A", "rally-forward");
    expect(outcomeOf(state)).toMatchObject({
      effect: "eliminated",
      margin: null,
      defender: null,
      followUps: { A: "rally-forward" },
    });
    expect(victoryMargin.moveRequests(state)).toEqual([
      { kind: "rally-forward", unitId: "A", target: { to: { x: 0, y: -20 } } },
    ]);
  });
});

describe("follow-ups", () => {
  const board = (status: string[] = []) =>
    cmBoard([
      base("A", "red", 0, 0),
      base("B", "red", 50, 0, { breakthrough: true }, { status }),
      base("D", "blue", 0, -20),
    ]);

  it("come for the attacker, then its rear supports: rally forward for most, breakthrough for units with the ability", () => {
    let state = roll(begin(board(), { attackRoll: [6, 6], attackerSupports: ["B"] }), "fall-back", 2);
    expect(pendingId(state)).toBe("follow-up:A");
    expect(decisionOf(state).options.map((option) => [option.id, option.legal])).toEqual([
      ["rally-forward", true],
      ["stay", true],
    ]);
    state = decide(state, "follow-up:A", "rally-forward");
    const options = decisionOf(state).options;
    expect(options.map((option) => [option.id, option.legal])).toEqual([
      ["rally-forward", false],
      ["breakthrough", true],
      ["stay", true],
    ]);
    expect(options[0]?.reason?.key).toBe("WARGAME.VictoryMargin.Reason.BreaksThrough");
    state = decide(state, "follow-up:B", "breakthrough");
    // The defender fell back: A rallies into its vacated space; B follows its path, through D, and is marked for the turn.
    expect(victoryMargin.moveRequests(state).slice(1)).toEqual([
      { kind: "rally-forward", unitId: "A", target: { to: { x: 0, y: -20 } } },
      { kind: "breakthrough", unitId: "B", path: [{ x: 50, y: -200 }], through: ["D"] },
    ]);
    expect(victoryMargin.effects(state)).toContainEqual({
      kind: "status",
      unitId: "B",
      status: "broke-through",
      on: true,
    });
  });

  it("allow one breakthrough per unit per turn; a spent unit may rally forward, or stay by the option", () => {
    const spent = roll(
      begin(board(["broke-through"]), { attackRoll: [6, 6], attackerSupports: ["B"] }),
      "fall-back",
      2,
    );
    const options = decisionOf(decide(spent, "follow-up:A", "stay")).options;
    expect(options.map((option) => [option.id, option.legal])).toEqual([
      ["rally-forward", true],
      ["breakthrough", false],
      ["stay", true],
    ]);
    expect(options[1]?.reason?.key).toBe("WARGAME.VictoryMargin.Reason.BrokeThrough");
    // With the option "stay", B's only choice is to stay: it is not asked.
    const stays = roll(
      begin(board(["broke-through"]), {
        attackRoll: [6, 6],
        attackerSupports: ["B"],
        options: { spentBreakthrough: "stay" },
      }),
      "fall-back",
      2,
    );
    expect(outcomeOf(decide(stays, "follow-up:A", "stay")).followUps).toEqual({ A: "stay", B: "stay" });
  });

  it("rally through a defender that stood against a margin above 0, to 1 cm beyond it", () => {
    const stood = decide(begin(cmBoard(duel({}, { cover: 1 })), { attackRoll: [6, 6] }), "defender", "stand");
    const state = decide(stood, "follow-up:A", "rally-forward");
    expect(victoryMargin.moveRequests(state)).toEqual([
      { kind: "rally-forward", unitId: "A", target: { through: "D", beyond: 1 } },
    ]);
  });
});
