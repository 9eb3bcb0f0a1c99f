import type { Unit } from "@engine/board/types";
import { LIMITS } from "@engine/limits";
import { runSession } from "@engine/session/run-session";
import { firstChoice, oddsCrtOdds } from "@rulesets/odds-crt/odds";
import { oddsCrt } from "@rulesets/odds-crt/odds-crt-ruleset";
import type { OddsCrtOutcome, OddsCrtState } from "@rulesets/odds-crt/state";
import { joint, type OddsBenchCase } from "../../../bench/odds-case";
import * as crt from "./fixtures";

/** Twenty codes, one per die face, so that no two faces of a column give the same result. */
function codes(): Record<string, unknown> {
  const results: Record<string, unknown> = {};
  for (let face = 0; face < 20; face += 1)
    results[`R${face}`] =
      face === 19
        ? { exchange: true }
        : face === 18
          ? { defender: { eliminated: true } }
          : {
              attacker: { steps: face % 3, retreat: face % 4 },
              defender: { steps: Math.min(4, (face >> 2) % 5), retreat: (face + 1) % 4 },
            };
  return results;
}

const COLUMNS = [
  "1:10",
  "1:9",
  "1:8",
  "1:7",
  "1:6",
  "1:5",
  "1:4",
  "1:3",
  "1:2",
  "1:1",
  "2:1",
  "3:1",
  "4:1",
  "5:1",
  "6:1",
  "7:1",
  "8:1",
  "9:1",
  "10:1",
  "11:1",
];

/**
 * odds-crt at its caps: a definition with a 20-faced die, 20 columns and a different result on
 * every face (steps, retreats of up to 3 hexes both ways, an exchange, an elimination), several
 * defending hexes, displacement and advance at their caps; six attacking hexes against six
 * defending hexes, twelve units in each, on a board filled to LIMITS.units. The policy takes the
 * first legal option everywhere (the best-ranked hex, the first unit), the exact odds' default.
 */
function capsState(): OddsCrtState {
  const definition = {
    id: "caps",
    columns: COLUMNS,
    table: Array.from({ length: 20 }, (_, face) => COLUMNS.map((_, column) => `R${(face + column) % 20}`)),
    results: codes(),
    terrain: [
      { kind: "woods", shift: -1 },
      { kind: "urban", multiplier: 2 },
      { kind: "river", where: "attackers", shift: -1 },
    ],
    friendsNegateZoc: true,
    retreat: {
      chooser: "defender",
      priorities: ["furthest-from-enemy", "empty-hex", "defensive-terrain"],
      displacement: true,
      stackingLimit: 12,
    },
    advance: { units: 12, ignoresZoc: false },
    mandatory: true,
    multiHex: true,
  };
  const units: Unit[] = [];
  const stack = (side: string, q: number, r: number, prefix: string): void => {
    for (let n = 0; n < 12; n += 1)
      units.push(
        crt.counter(`${prefix}${q}-${n}`, side, crt.hex(q, r), {
          attack: 3 + (n % 4),
          defence: 2 + (n % 3),
          steps: 1 + (n % 4),
        }),
      );
  };
  for (let q = 0; q < 6; q += 1) {
    stack("red", q, -1, "a");
    stack("blue", q, 0, "d");
  }
  // The rest of the board: one counter a hex from the fourth row on, the sides alternating by column.
  for (let r = 4; units.length < LIMITS.units; r += 1)
    for (let q = -50; q < 50 && units.length < LIMITS.units; q += 1)
      units.push(crt.counter(`b${q},${r}`, q % 2 === 0 ? "red" : "blue", crt.hex(q - (r >> 1), r)));
  const board = crt.hexBoard(units);
  const hexes = (r: number) => Array.from({ length: 6 }, (_, q) => crt.hex(q, r));
  return crt.combat(board, hexes(-1), hexes(0), "custom", { customDefinition: [definition] });
}

/** odds-crt at its caps (above): a different result on each of the 20 faces, so no two faces merge. */
export function oddsBenchCase(): OddsBenchCase {
  const state = capsState();
  const read = (outcome: OddsCrtOutcome): string =>
    `${outcome.result} ${outcome.eliminated.length} ${outcome.stepsLost.length} ${outcome.retreats.filter((entry) => entry.hex === null).length}`;
  return {
    name: "odds-crt, 20-faced die, 6 hexes of 12 against 6, 10,000 units",
    // A session walks every retreat of the largest input: 20,000 of them, the gap allowed 1% (6 standard errors of a 1-in-20 chance).
    runs: 10_000,
    tolerance: 0.01,
    exact: () => joint(oddsCrtOdds(state).outcomes, read),
    play: (dice) => read(crt.outcomeOf(runSession(oddsCrt, state.setup, firstChoice, dice, state))),
    seed: 20261128,
  };
}
