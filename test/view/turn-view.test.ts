import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { validateScenario } from "@engine/scenario/scenario";
import type { SessionStateBase } from "@engine/session/types";
import { localizeText } from "@view/template-helpers";
import { turnView } from "@view/turn-view";
import { strictEnglish } from "./templates";
import { SHIPPED } from "../rulesets/shipped";

const FILE = "scenarios/command-test/orders-at-the-crossroads.yml";
const scenario = validateScenario(parse(readFileSync(FILE, "utf8")), FILE, SHIPPED);
const { turn, player } = fixture();
const referee = { sides: [], referee: true };
const words = (text: Parameters<typeof localizeText>[0]) => localizeText(text, strictEnglish);

function fixture() {
  const first = scenario.turns[0];
  const found = SHIPPED.ruleset("command-test").turn;
  if (first === undefined || found === undefined) throw new Error("no turn");
  return { turn: first, player: found };
}

function view(state: SessionStateBase) {
  return turnView(turn.name, player.progress(state), player.pending(state), referee, scenario.sideNames);
}

/** Answers the script's inputs up to (not including) the step `until`. */
function playUntil(until: string | null): SessionStateBase {
  let state = player.start(scenario.board, turn.selection);
  const decisions = [...turn.script.decisions];
  const dice = [...turn.script.dice];
  for (let step = player.pending(state); step !== null && step.id !== until; step = player.pending(state)) {
    const input =
      step.kind === "decision"
        ? { kind: "decision" as const, step: step.id, picks: decisions.shift()?.picks ?? [] }
        : { kind: "roll" as const, step: step.id, dice: [dice.shift() ?? 0] };
    state = player.advance(state, input);
  }
  return state;
}

describe("the turn tracker's view", () => {
  it("opens on the French order: both sides with their 2 chits, the orders Rule 10.1 allows and a decline", () => {
    const opening = view(playUntil("order:1"));
    expect(opening.sides.map((side) => [side.side, words(side.chits), side.onTurn, side.done])).toEqual([
      ["french", "2 command chits left", true, false],
      ["russian", "2 command chits left", false, false],
    ]);
    // Its turn counts chits for both sides, so the tracker shows them.
    expect(opening.sides.map((side) => side.counted)).toEqual([true, true]);
    // Sides in the players' words: the scenario names none, so each id is made readable.
    expect(opening.sides.map((side) => side.name)).toEqual(["French", "Russian"]);
    expect(opening.status).toBeNull();
    expect(opening.step?.decision.id).toBe("order:1");
    // The 1st Division (8,3) touches the line (8,4) and the reserve (9,3); the 2nd (7,3) touches the line.
    expect(opening.step?.decision.options.map((option) => option.id)).toEqual([
      "7,3>8,4",
      "8,3>8,4",
      "8,3>9,3",
      "decline",
    ]);
  });

  it("during an attack, points to the combat dialog and asks nothing itself", () => {
    const fighting = view(playUntil("1/chits:attacker"));
    expect(fighting.step).toBeNull();
    expect(fighting.status === null ? null : words(fighting.status)).toBe(
      "Order 1: French's attack is being fought in the combat dialog.",
    );
  });

  it("ends with both sides done, no chits, an account of each attack and the marker removed (Rule 10.9)", () => {
    const end = view(playUntil(null));
    expect(end.over).toBe(true);
    expect(end.sides.map((side) => [words(side.chits), side.done])).toEqual([
      ["0 command chits left", true],
      ["0 command chits left", true],
    ]);
    expect(end.combats.map(words)).toEqual([
      "French: 1st French Division against Russian line, the order went ahead: NE.",
      "Russian: Russian reserve against 1st French Division, the order went ahead: DR1.",
      "Russian: Russian line against 2nd French Division, the order failed its command test.",
    ]);
    expect(end.lines.map(words)).toEqual([
      "French declines to order an attack and orders no more this turn.",
      "The attacks are over: the force-march marker is removed (1 unit).",
      "Russian reserve: no longer Force march.",
    ]);
  });
});
