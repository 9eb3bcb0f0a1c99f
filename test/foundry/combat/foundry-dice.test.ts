/**
 * The roll query's answering side (foundry-dice.ts): the client asked to roll a side's dice rolls
 * them as its own user, posting them marked as the combat's; a player's client in a world where the
 * GM's client rolls every die passes the question on to the active GM. Foundry's `Roll` and
 * `Roll#toMessage` are faked to a fixed face (API Version 13: `Roll#evaluate` resolves with the
 * roll, `DiceTerm#results` hold `{result, active}`; `toMessage` creates the chat message).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EngineError } from "../../../src/engine/errors";
import type { RollStep } from "../../../src/engine/session/types";
import { answerRoll } from "../../../src/foundry/combat/foundry-dice";
import { ROLL_QUERY, rollRequest } from "../../../src/foundry/combat/roll-query";
import { englishI18n } from "../fakes/english";
import { fakeRelease } from "../fakes/v14";

const STEP: RollStep = {
  kind: "roll",
  id: "roll:defender",
  side: "soviet",
  dice: "1d6",
  purpose: { key: "WARGAME.CombatGrid.Roll.Combat", data: { side: "soviet" } },
};

describe("answering a roll query", () => {
  let posted: { flags: unknown }[];
  let asked: { name: string; data: unknown }[];

  function stubGame(options: { isGM: boolean; gmRollsEveryDie: boolean }): void {
    const gm = {
      query: (name: string, data: unknown) => {
        asked.push({ name, data });
        return Promise.resolve([6]);
      },
    };
    vi.stubGlobal("game", {
      release: fakeRelease(),
      i18n: englishI18n(),
      user: { id: options.isGM ? "gm" : "p2", isGM: options.isGM },
      users: { activeGM: gm },
      settings: {
        get: (_ns: string, key: string) => (key === "gmRollsEveryDie" ? options.gmRollsEveryDie : undefined),
      },
    });
  }

  beforeEach(() => {
    posted = [];
    asked = [];
    vi.stubGlobal(
      "Roll",
      class {
        readonly dice = [{ results: [{ result: 4, active: true }] }];
        evaluate(): Promise<this> {
          return Promise.resolve(this);
        }
        toMessage(data: { flags: unknown }): Promise<{ id: string }> {
          posted.push(data);
          return Promise.resolve({ id: "msg1" });
        }
      },
    );
    vi.stubGlobal("ChatMessage", { getSpeaker: () => ({}) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("rolls on the asked player's client and posts the faces as the combat's roll", async () => {
    stubGame({ isGM: false, gmRollsEveryDie: false });
    expect(await answerRoll(rollRequest(STEP, "combat0000000001"))).toEqual([4]);
    expect(posted.map((message) => message.flags)).toEqual([
      { "wargame-combat": { roll: { combatId: "combat0000000001", step: "roll:defender", dice: [4] } } },
    ]);
    expect(asked).toEqual([]);
  });

  it("passes the question on to the GM's client when the GM rolls every die, and returns its faces", async () => {
    stubGame({ isGM: false, gmRollsEveryDie: true });
    expect(await answerRoll(rollRequest(STEP, "combat0000000001"))).toEqual([6]);
    expect(asked.map((query) => query.name)).toEqual([ROLL_QUERY]);
    expect(posted).toEqual([]);
    // On the GM's own client it rolls there.
    stubGame({ isGM: true, gmRollsEveryDie: true });
    expect(await answerRoll(rollRequest(STEP, "combat0000000001"))).toEqual([4]);
  });

  it("refuses a request it cannot read, rolling nothing", async () => {
    stubGame({ isGM: false, gmRollsEveryDie: false });
    await expect(answerRoll({ combatId: "combat0000000001", step: { id: "roll:defender" } })).rejects.toBeInstanceOf(
      EngineError,
    );
    expect(posted).toEqual([]);
  });
});
