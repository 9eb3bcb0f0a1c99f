import { describe, expect, it } from "vitest";
import { assault } from "@rulesets/assault/assault-ruleset";
import type { AssaultState } from "@rulesets/assault/state";
import { decide, roll, setup, toFight, twoLines, unit } from "./fixtures";

/*
 * The exact odds as the earlier algorithm gave them (every situation of a round, hits waiting
 * included, in one map), recorded to full precision before the round was rewritten as a table of
 * units lost with each side's waiting hits apart (odds.ts). The rewrite adds the same chances in
 * another order: each value must agree to within rounding (1e-15), and no outcome may appear or
 * vanish. Rows: [result, attacker units lost, defender units lost, chance].
 */
type Row = readonly [string, number, number, number];

function rows(state: AssaultState): Row[] {
  return assault
    .odds(state)
    .outcomes.map((entry): Row => [entry.value.result, entry.value.attacker, entry.value.defender, entry.p])
    .sort((a, b) => `${a[0]}${a[1]},${a[2]}`.localeCompare(`${b[0]}${b[1]},${b[2]}`));
}

function expectSame(got: readonly Row[], recorded: readonly Row[]): void {
  expect(got.map((row) => row.slice(0, 3))).toEqual(recorded.map((row) => row.slice(0, 3)));
  got.forEach((row, n) => expect(Math.abs(row[3] - (recorded[n]?.[3] ?? NaN))).toBeLessThan(1e-15));
}

// odds.test.ts's two-a-side assault with supports, asked at the start and in the middle of a round.
const first = toFight(
  assault.start(
    setup(
      [
        unit("a1", "red", "A", { i: 0, j: 3 }, { data: { armour: 5 } }),
        unit("a2", "red", "A", { i: 2, j: 2 }, { data: { firefight: 4 } }),
        unit("x1", "blue", "X", { i: 0, j: 4 }, { data: { armour: 4 } }),
        unit("x2", "blue", "X", { i: 1, j: 5 }),
        unit("t1", "red", "T", { i: 3, j: 1 }),
        unit("s1", "blue", "S", { i: 0, j: 7 }),
      ],
      { formations: { X: { shock: 1 } } },
    ),
  ),
);
const saving = roll(roll(first, "attack:1:attacker", 1, 1), "attack:1:defender", 1, 6);
const supported = decide(
  decide(roll(roll(first, "attack:1:attacker", 6, 6), "attack:1:defender", 6, 6), "support:1:attacker", "T"),
  "support:1:defender",
  "S",
);
const rolled = roll(
  roll(roll(supported, "support-fire:1:attacker", 6), "support-fire:1:defender", 6),
  "result:1:attacker",
  4,
  2,
);

describe("exact assault odds, against the values the earlier algorithm gave", () => {
  it("agree at the start of a round, with hits waiting for saves, with support called, and with the attacker's result die rolled", () => {
    expectSame(rows(first), [
      ["attacker-wins", 0, 1, 0.013783464970766235],
      ["attacker-wins", 0, 2, 0.2443586438783883],
      ["attacker-wins", 1, 1, 0.01283802280943194],
      ["attacker-wins", 1, 2, 0.23732680515668353],
      ["defender-wins", 1, 0, 0.005705713406503232],
      ["defender-wins", 2, 0, 0.2495847523555313],
      ["defender-wins", 2, 1, 0.1486842397502658],
      ["defender-wins", 2, 2, 0.08771835767242983],
    ]);
    expectSame(rows(saving), [
      ["attacker-wins", 0, 1, 0.006977879141450406],
      ["attacker-wins", 0, 2, 0.26257361510098975],
      ["attacker-wins", 1, 1, 0.009779067820051439],
      ["attacker-wins", 1, 2, 0.470339132201271],
      ["defender-wins", 1, 0, 0.002888517412042261],
      ["defender-wins", 2, 0, 0.12438888336201276],
      ["defender-wins", 2, 1, 0.07771565617160281],
      ["defender-wins", 2, 2, 0.045337248790579765],
    ]);
    expectSame(rows(supported), [
      ["attacker-wins", 0, 1, 0.08373454969740488],
      ["attacker-wins", 0, 2, 0.4852649026092061],
      ["attacker-wins", 1, 1, 0.029886979899910085],
      ["attacker-wins", 1, 2, 0.11601129530501393],
      ["defender-wins", 1, 0, 0.03466220894450713],
      ["defender-wins", 2, 0, 0.2116905341568191],
      ["defender-wins", 2, 1, 0.030381234288563687],
      ["defender-wins", 2, 2, 0.008368295098575302],
    ]);
    expectSame(rows(rolled), [
      ["attacker-wins", 0, 1, 0.25421161429662303],
      ["attacker-wins", 0, 2, 0.5191095856295076],
      ["attacker-wins", 1, 1, 0.003922729191770871],
      ["attacker-wins", 1, 2, 0.07251652379787553],
      ["defender-wins", 1, 0, 0.0017434124297648769],
      ["defender-wins", 2, 0, 0.07626200766419014],
      ["defender-wins", 2, 1, 0.04543129547924789],
      ["defender-wins", 2, 2, 0.026802831511020225],
    ]);
  });

  it("agree for the benchmark's four-a-side assault", () => {
    expectSame(rows(twoLines(4)), [
      ["attacker-wins", 0, 1, 0.001837827774446564],
      ["attacker-wins", 0, 2, 0.0064082251815909316],
      ["attacker-wins", 0, 3, 0.00896749780992711],
      ["attacker-wins", 0, 4, 0.1432263715296935],
      ["attacker-wins", 1, 1, 0.005258451662474563],
      ["attacker-wins", 1, 2, 0.03119786532069737],
      ["attacker-wins", 1, 3, 0.0515520011796793],
      ["attacker-wins", 1, 4, 0.3284573758762761],
      ["attacker-wins", 2, 1, 0.0010406894440389155],
      ["attacker-wins", 2, 2, 0.013912673295359473],
      ["attacker-wins", 2, 3, 0.024889847451105156],
      ["attacker-wins", 2, 4, 0.11519835842529387],
      ["attacker-wins", 3, 1, 0.000321281447932529],
      ["attacker-wins", 3, 2, 0.00404960518637628],
      ["attacker-wins", 3, 3, 0.010001171269058673],
      ["attacker-wins", 3, 4, 0.03975497130147018],
      ["defender-wins", 1, 0, 0.0007607752182592752],
      ["defender-wins", 1, 1, 0.0004898691599714483],
      ["defender-wins", 2, 0, 0.005617469181203659],
      ["defender-wins", 2, 1, 0.011416048190663693],
      ["defender-wins", 2, 2, 0.0015684230501896402],
      ["defender-wins", 3, 0, 0.00622782483616394],
      ["defender-wins", 3, 1, 0.01880891000724982],
      ["defender-wins", 3, 2, 0.0064254665955525364],
      ["defender-wins", 4, 0, 0.023050336352693164],
      ["defender-wins", 4, 1, 0.07377901309927488],
      ["defender-wins", 4, 2, 0.05768732101062248],
      ["defender-wins", 4, 3, 0.007568600091952189],
      ["defender-wins", 4, 4, 0.0005257290507829334],
    ]);
  });

  it("agree for the benchmark's twelve-a-side assault (207 outcomes; the sums a player reads)", () => {
    const odds = assault.odds(twoLines(12));
    expect(odds.outcomes).toHaveLength(207);
    expect(Math.abs(odds.attackerWins - 0.7566519850074803)).toBeLessThan(1e-15);
    expect(Math.abs(odds.defenderWins - 0.24334801499252062)).toBeLessThan(1e-15);
    expect(Math.abs(odds.expectedCasualties.attacker - 5.218614191015084)).toBeLessThan(1e-13);
    expect(Math.abs(odds.expectedCasualties.defender - 8.340740433789504)).toBeLessThan(1e-13);
  });
});
