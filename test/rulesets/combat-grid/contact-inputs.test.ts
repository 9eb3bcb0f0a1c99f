import { describe, expect, it } from "vitest";
import { selectionFromContact } from "@engine/rulesets/selection-from-contact";
import { defaultAnswers, readContactAnswers } from "@engine/rulesets/contact-inputs";
import { withMarkers } from "@engine/board/cell-markers";
import { SHIPPED } from "../shipped";
import { expectSameResult, loadScenario, playBoth } from "../same-answers";

const MOUNTAIN = {
  file: "combat-grid/mountain-attack.yml",
  combat: "mountain-attack",
  // The three German units moved into (5,5) from (5,4), (4,4) and (6,4), as the host saw them move.
  contact: {
    attackerId: "pzg-1",
    defenderIds: ["gds"],
    movedFrom: { "pzg-1": { i: 5, j: 4 }, "pzg-2": { i: 4, j: 4 }, stug: { i: 6, j: 4 } },
  },
  answers: { attackerOps: 3, defenderOps: 1, preparedPositions: 1, flanking: true },
} as const;

describe("combat-grid's combat from contact", () => {
  it("asks Ops, prepared positions and flanking, and plays as the scripted mountain attack (barrage and tactics included)", () => {
    expectSameResult(MOUNTAIN);
  });

  it("sends attackers back to the squares the host saw them come from; one it did not see retreats away from the square", () => {
    const scenario = loadScenario(MOUNTAIN.file);
    const ruleset = SHIPPED.ruleset("combat-grid");
    const selection = selectionFromContact(ruleset, scenario.board, MOUNTAIN.contact, MOUNTAIN.answers);
    expect(selection).toMatchObject({
      square: { i: 5, j: 5 },
      activeSide: "german",
      cameFrom: { "pzg-1": { i: 5, j: 4 }, "pzg-2": { i: 4, j: 4 }, stug: { i: 6, j: 4 } },
      ops: { german: 3, soviet: 1 },
    });
    const unseen = selectionFromContact(ruleset, scenario.board, { attackerId: "pzg-1", defenderIds: ["gds"] }, {});
    expect(unseen).toMatchObject({ cameFrom: {} });
    // The Guards hold in the worked example: each attacker goes straight back where it came from.
    const { contact } = playBoth(MOUNTAIN);
    const returns = contact.moveRequests.filter((request) => request.kind === "return");
    expect(returns).toEqual([
      { kind: "return", unitId: "pzg-1", to: { i: 5, j: 4 } },
      { kind: "return", unitId: "pzg-2", to: { i: 4, j: 4 } },
      { kind: "return", unitId: "stug", to: { i: 6, j: 4 } },
    ]);
  });

  it("offers the defender's square's prepared-position markers first, and a combat from them plays as the board says", () => {
    const scenario = loadScenario("combat-grid/tank-battle-at-the-kolkhoz.yml");
    const ruleset = SHIPPED.ruleset("combat-grid");
    const contact = { attackerId: "panthers", defenderIds: ["t34"] };
    // The T-34s' square holds two markers (the file's board.markers).
    expect(defaultAnswers(ruleset.contactInputs, scenario.board, contact)).toMatchObject({ preparedPositions: 2 });
    expect(readContactAnswers(ruleset.contactInputs, scenario.board, contact, {})).toMatchObject({
      preparedPositions: 2,
    });
    // None on the board: none offered; a player's answer still overrides the board's count.
    const bare = withMarkers(scenario.board, []);
    expect(defaultAnswers(ruleset.contactInputs, bare, contact)).toMatchObject({ preparedPositions: 0 });
    expect(selectionFromContact(ruleset, scenario.board, contact, {})).toMatchObject({ preparedPositions: 2 });
    expect(selectionFromContact(ruleset, scenario.board, contact, { preparedPositions: 1 })).toMatchObject({
      preparedPositions: 1,
    });
    // Two markers in the square: the setup reads them when a selection leaves them out.
    const [combat] = scenario.combats;
    const setup = ruleset.setupFromBoard(scenario.board, { square: { i: 5, j: 5 }, activeSide: "german" });
    expect(setup).toMatchObject({ preparedPositions: 2 });
    expect(ruleset.setupFromBoard(bare, combat?.selection)).toMatchObject({ preparedPositions: 0 });
  });
});
