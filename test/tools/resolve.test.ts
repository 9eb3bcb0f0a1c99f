import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { englishStrings } from "../../tools/language-files";
import { asAccount, asJson, resolveScenario, runCheck, runCli } from "../../tools/resolve";
import { readDataFile } from "../../tools/scenario-file";

const MOUNTAIN = "scenarios/combat-grid/mountain-attack.yml";
const RIDGE = "scenarios/victory-margin/breakthrough-at-the-ridge.yml";
const strings = englishStrings();

function scratch(name: string, data: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), "wgc-scenario-")), name);
  writeFileSync(file, typeof data === "string" ? data : stringify(data));
  return file;
}

describe("npm run resolve", () => {
  it("plays a scenario's scripted combat and reports it as JSON", () => {
    const json = asJson(resolveScenario({ scenario: MOUNTAIN })) as Record<string, unknown>;
    expect(json).toMatchObject({
      scenario: "combat-grid-mountain-attack",
      combat: "mountain-attack",
      status: "done",
      outcome: { result: "holds", inflicted: { attacker: 2, defender: 0 } },
    });
    expect(json["units"]).toContainEqual(
      expect.objectContaining({ id: "gds", side: "soviet", status: [], stepsLost: 1 }),
    );
    // The attackers went back where they came from.
    expect(json["units"]).toContainEqual(
      expect.objectContaining({ id: "stug", footprint: { kind: "cells", cells: [{ i: 6, j: 4 }] } }),
    );
    // Odds are taken at the first roll, before any die is cast.
    expect(json["odds"]).toHaveProperty("result");
  });

  it("tells the story in English with --pretty, without JSON", () => {
    const account = asAccount(resolveScenario({ scenario: MOUNTAIN }), strings);
    expect(account).toContain("StuG III B/320D: 4, vulnerable, halved to 2.");
    expect(account).toContain("17th Panzer Division rolls 5 with a total of 20: 4 hits on the grid.");
    expect(account).toContain("14th Guards Division holds the square: the attackers retreat.");
    expect(account).toMatch(/StuG III B\/320D moves 1 .* row 6, column 4\./);
    expect(account).not.toMatch(/[{}]/);
  });

  it("gives gridless distances in table units", () => {
    // The rifles fall back 8 cm (victory margin 2, cover 1: fall-back-and-follow-up.txt), the
    // motorised company breaks through 13 cm.
    const account = asAccount(resolveScenario({ scenario: RIDGE }), strings);
    expect(account).toContain("Rifle company moves 8 cm.");
    expect(account).toContain("Motorised company moves 13 cm.");
    expect(account).not.toMatch(/[{}]|px|pixel/);
  });

  it("takes other dice, and stops waiting when the dice run out", () => {
    // A 6 for the Soviets scores hits, so the session then waits for the Germans to place them.
    const other = resolveScenario({ scenario: MOUNTAIN, dice: [5, 6] }).run;
    expect(other.log.filter((entry) => entry.kind === "roll").map((entry) => entry.dice)).toEqual([[5], [6]]);
    expect(other).toMatchObject({ status: "waiting", pending: { kind: "decision", side: "german" } });
    const waiting = resolveScenario({ scenario: MOUNTAIN, dice: [5] }).run;
    expect(waiting).toMatchObject({ status: "waiting", pending: { kind: "roll", id: "roll:defender" } });
  });

  it("says which step waits, its options and how to answer it", () => {
    const decision = runCli([MOUNTAIN, "--dice", "5,6", "--pretty"], strings).out;
    expect(decision).toContain("Waiting for 17th Panzer Division to decide, at step hit:attacker:0");
    expect(decision).toContain("    pzg-1: Panzergrenadiers A/17 Pz");
    expect(decision).toContain(
      "stug: StuG III B/320D (not allowed: StuG III B/320D is worn: a fresh unit must take a hit first.)",
    );
    expect(decision).toContain('  - { step: "hit:attacker:0", picks: ["pzg-1"] }');
    // The JSON output keeps stdout for the data, and tells the person on stderr.
    const roll = runCli([MOUNTAIN, "--dice", "5"], strings);
    expect(JSON.parse(roll.out)).toMatchObject({ status: "waiting" });
    expect(roll.err).toContain("Waiting for 14th Guards Division to roll 1d6, at step roll:defender");
    expect(roll.err).toContain("add 1 more numbers from 1 to 6");
  });

  it("answers a waiting step from a decisions file", () => {
    // The script's decisions, then the hit the Germans place after the Soviet 6.
    const decisions = scratch("decisions.yml", [
      { step: "barrage:pzg-1", picks: ["wespe"] },
      { step: "tactics:attacker", picks: ["recce", "infiltration"] },
      { step: "tactics:defender", picks: ["defense-in-depth"] },
      { step: "double:0", picks: ["pzg-1"] },
      { step: "evade", picks: ["hold"] },
      { step: "hit:attacker:0", picks: ["pzg-1"] },
    ]);
    const run = JSON.parse(runCli([MOUNTAIN, "--dice", "5,6", "--decisions", decisions], strings).out) as {
      log: { step: string }[];
    };
    expect(run.log.map((entry) => entry.step)).toContain("hit:attacker:0");
    const bad = scratch("bad.yml", [{ step: "evade" }]);
    expect(() => runCli([MOUNTAIN, "--decisions", bad], strings)).toThrow(/bad\.yml: .*picks/);
  });

  it("plays a turn of command-test's attack orders with --turn", () => {
    const turn = "scenarios/command-test/orders-at-the-crossroads.yml";
    const json = JSON.parse(runCli([turn, "--turn", "turn"], strings).out) as Record<string, unknown>;
    expect(json).toMatchObject({ turn: "turn", status: "done", outcome: { chitsLeft: { french: 0, russian: 0 } } });
    const account = runCli([turn, "--turn", "turn", "--pretty"], strings).out;
    expect(account).toContain("French declines to order an attack and orders no more this turn.");
    expect(account).toMatch(/1st French Division moves 1 .* row 7, column 2\./);
    // Out of dice after the first order, it waits for the second order's command roll.
    const waiting = runCli([turn, "--turn", "turn", "--pretty", "--dice", "6,6,6,3"], strings).out;
    expect(waiting).toContain("Waiting for Russian to roll 1d6, at step 2/command");
    expect(() => runCli([turn, "--turn", "other"], strings)).toThrow("has no turn other");
    // A file of turns only plays its turn with nothing named.
    expect(JSON.parse(runCli([turn], strings).out)).toMatchObject({ turn: "turn", status: "done" });
  });

  it("prints answer hints that pass when pasted, for every decision of every scenario and turn", () => {
    // Each scripted combat and turn stopped before each of its decisions: the hint, pasted as a
    // decisions file, answers that step (an option id like 0 stays a string).
    const files = [MOUNTAIN, RIDGE, "scenarios/command-test/orders-at-the-crossroads.yml"];
    let checked = 0;
    for (const file of files) {
      const scenario = resolveScenario({ scenario: file }).scenario;
      const plays = [
        ...scenario.combats.map((c) => ({ combat: c.id, script: c.script })),
        ...scenario.turns.map((t) => ({ turn: t.id, script: t.script })),
      ];
      for (const { script, ...play } of plays)
        for (let n = 0; n < script.decisions.length; n++) {
          const args = [file, ...Object.entries(play).flatMap(([k, v]) => [`--${k}`, v])];
          const given = scratch("given.yml", script.decisions.slice(0, n));
          const waiting = runCli([...args, "--decisions", given, "--pretty"], strings).out;
          const hint = waiting.split("\n").find((line) => line.startsWith("  - { step:"));
          if (hint === undefined) continue;
          const pasted = scratch(
            "pasted.yml",
            [...script.decisions.slice(0, n).map((d) => stringify([d]).trim()), hint.trim()].join("\n"),
          );
          expect(() => runCli([...args, "--decisions", pasted], strings), hint).not.toThrow();
          checked++;
        }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it("gives the same combat for the same seed", () => {
    const a = resolveScenario({ scenario: MOUNTAIN, dice: [], seed: 42 }).run;
    const b = resolveScenario({ scenario: MOUNTAIN, dice: [], seed: 42 }).run;
    expect(a.status).toBe("done");
    expect(a.log).toEqual(b.log);
  });

  it("refuses a script whose decisions do not follow the session", () => {
    expect(() => resolveScenario({ scenario: MOUNTAIN, decisions: [{ step: "tactics:attacker", picks: [] }] })).toThrow(
      "The script's next decision is for step tactics:attacker, but the session asks for barrage:pzg-1.",
    );
  });

  it("names the file and the path inside it when a scenario is malformed", () => {
    const broken = readDataFile(MOUNTAIN) as { board: { units: { facing: unknown }[] } };
    const first = broken.board.units[0];
    if (first) first.facing = "north";
    const file = scratch("broken.yml", broken);
    expect(() => resolveScenario({ scenario: file })).toThrow(
      /broken\.yml: Unit "Infantry 14 Gds" \(units\[0\]\): facing must be a finite number, got "north"/,
    );
  });

  it("names the file when its YAML does not parse", () => {
    const file = scratch("unparsable.yml", "id: x\nboard: [unclosed\n");
    expect(() => resolveScenario({ scenario: file })).toThrow(
      /unparsable\.yml, line 3, column 1: not valid YAML or JSON/,
    );
  });

  // Before: the parser's own place, line 5, column 11 (the key above the line indented too far).
  it("names the line and column of a line indented too far, with the line and a caret under the column", () => {
    const file = scratch("indented.yml", "id: x\nname: y\nboard:\n  grid:\n    kind: square\n     size: 100\n");
    expect(() => runCli([file], strings)).toThrow(
      /indented\.yml, line 6, column 6: this line is indented differently.*\n {5}size: 100\n {5}\^$/,
    );
  });

  it("prints its usage with --help", () => {
    const help = runCli(["--help"], strings);
    expect(help.code).toBe(0);
    expect(help.out).toContain("--check");
    expect(help.out).toContain("scenarios/README.md");
    expect(runCli([], strings)).toMatchObject({ code: 2, out: "" });
  });
});

describe("npm run resolve -- --check", () => {
  it("finds every scenario under scenarios/ ending as its expected block says", () => {
    const { ok, report } = runCheck([], strings);
    expect(report, report).not.toContain("DIFFERS");
    expect(report, report).not.toContain("no expected block");
    expect(ok).toBe(true);
  });

  it("exits 1 with a readable difference when an expected block is wrong", () => {
    const wrong = readDataFile(MOUNTAIN) as {
      combats: { expected: { outcome: { result: string }; units: { gds: { stepsLost: number } } } }[];
    };
    const combat = wrong.combats[0];
    if (combat) {
      combat.expected.outcome.result = "retreats";
      combat.expected.units.gds.stepsLost = 2;
    }
    const file = scratch("wrong.yml", wrong);
    const { out, code } = runCli(["--check", file], strings);
    expect(code).toBe(1);
    expect(out).toBe(
      [
        `DIFFERS ${file}, combat mountain-attack:`,
        '  outcome.result: expected "retreats", got "holds"',
        "  units.gds.stepsLost: expected 2, got 1",
      ].join("\n"),
    );
    expect(runCli(["--check", MOUNTAIN], strings)).toMatchObject({
      code: 0,
      out: `ok ${MOUNTAIN}, combat mountain-attack: ends as expected.`,
    });
  });

  it("reports a script the session refuses, and a file that does not load, and goes on with the rest", () => {
    const wrong = readDataFile(MOUNTAIN) as { combats: { script: { decisions: unknown[] } }[] };
    const combat = wrong.combats[0];
    if (combat) combat.script.decisions = [{ step: "evade", picks: ["hold"] }];
    const script = scratch("script.yml", wrong);
    const unparsable = scratch("unparsable.yml", "id: [");
    const { out, code } = runCli(["--check", script, unparsable, MOUNTAIN], strings);
    expect(code).toBe(1);
    expect(out).toContain(
      `DIFFERS ${script}, combat mountain-attack:\n  script: expected to play, got The script's next decision is for step evade, but the session asks for barrage:pzg-1.`,
    );
    expect(out).toMatch(
      /DIFFERS .*unparsable\.yml, the file:\n {2}file: expected to play, got .*unparsable\.yml, line 1, column 6: not valid YAML or JSON/,
    );
    expect(out).toContain(`ok ${MOUNTAIN}, combat mountain-attack: ends as expected.`);
  });
});
