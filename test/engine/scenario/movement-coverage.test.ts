import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { playScenario } from "@engine/scenario/play-scenario";
import type { CombatRun } from "@engine/session/combat-run";
import { validateScenario } from "@engine/scenario/scenario";
import { SHIPPED } from "../../rulesets/shipped";

/**
 * Every kind of movement the engine plans, the scenario (file and combat, or turn) that shows
 * it, and what in the played run proves it does. A kind with no scenario, or a scenario that no
 * longer shows its kind, fails.
 */
type Proof = (run: CombatRun) => boolean;

const events = (run: CombatRun) => run.plan.events;
const moved = (run: CombatRun, unitId: string): boolean =>
  run.plan.moves.some((move) => move.unitId === unitId && move.distance > 0);
const decided = (run: CombatRun, prefix: string, unless: readonly string[] = []): boolean =>
  run.log.some(
    (entry) =>
      entry.kind === "decision" && entry.step.startsWith(prefix) && entry.picks.some((pick) => !unless.includes(pick)),
  );
const requested = (run: CombatRun, kind: string): string[] =>
  run.moveRequests.flatMap((request) => (request.kind === kind ? [request.unitId] : []));

const KINDS: Readonly<Record<string, { readonly in: string; readonly play: string; readonly proof: Proof }>> = {
  "pass-through": {
    in: "skirmish-recoil/crowded-firing-step.yml",
    play: "combat pass-through",
    proof: (run) => events(run).some((e) => e.kind === "passed-through"),
  },
  "push-back chain": {
    in: "skirmish-recoil/crowded-firing-step.yml",
    play: "combat push-back",
    // A pushed unit pushing the next in turn.
    proof: (run) =>
      events(run).some(
        (a) => a.kind === "pushed" && events(run).some((b) => b.kind === "pushed" && b.unitId === a.otherId),
      ),
  },
  "cavalry into infantry making it flee": {
    in: "skirmish-recoil/dragoons-ride-down-the-foot.yml",
    play: "combat melee",
    proof: (run) => events(run).some((e) => e.kind === "made-to-flee") && moved(run, "musketeer"),
  },
  "barrier crossing passed": {
    in: "skirmish-recoil/flight-over-the-hedge.yml",
    play: "combat melee",
    proof: (run) =>
      run.log.some((e) => e.kind === "roll" && e.step.startsWith("crossing")) &&
      !events(run).some((e) => e.kind === "removed"),
  },
  "barrier crossing failed": {
    in: "skirmish-recoil/the-hedge-line.yml",
    play: "combat failed-crossing",
    proof: (run) => events(run).some((e) => e.kind === "removed" && e.reason === "crossing-failed"),
  },
  downed: {
    in: "skirmish-recoil/the-hedge-line.yml",
    play: "combat downed-at-the-hedge",
    proof: (run) => events(run).some((e) => e.kind === "blocked" && e.outcome === "downed"),
  },
  pursuit: {
    in: "skirmish-recoil/dragoons-ride-down-the-foot.yml",
    play: "combat melee",
    proof: (run) => requested(run, "pursuit").some((id) => moved(run, id)),
  },
  occupy: {
    in: "skirmish-recoil/the-hedge-line.yml",
    play: "combat hedge-taken",
    proof: (run) =>
      events(run).some((e) => e.kind === "occupied") && requested(run, "occupy").some((id) => moved(run, id)),
  },
  "fall back through friends": {
    in: "victory-margin/breakthrough-at-the-ridge.yml",
    play: "combat ridge",
    proof: (run) =>
      requested(run, "fall-back").some((id) => events(run).some((e) => e.kind === "passed-through" && e.unitId === id)),
  },
  "rally forward": {
    in: "victory-margin/hold-or-give-ground.yml",
    play: "combat grenadiers-hold",
    proof: (run) => requested(run, "rally-forward").some((id) => moved(run, id)),
  },
  "breakthrough into a new combat": {
    in: "victory-margin/through-the-gap.yml",
    play: "combat breakthrough",
    proof: (run) =>
      requested(run, "breakthrough").some((id) => events(run).some((e) => e.kind === "contact" && e.unitId === id)),
  },
  charge: {
    in: "assault/ridge-assault.yml",
    play: "combat ridge",
    proof: (run) => decided(run, "charge:", ["stay"]),
  },
  "counter-charge": {
    in: "assault/ridge-assault.yml",
    play: "combat ridge",
    proof: (run) => decided(run, "counter:"),
  },
  withdrawal: {
    in: "assault/stalled-at-the-farm.yml",
    play: "combat farm",
    proof: (run) => requested(run, "retreat").some((id) => moved(run, id)),
  },
  consolidation: {
    in: "assault/rout-of-the-broken.yml",
    play: "combat crossroads",
    proof: (run) => decided(run, "consolidate:", ["stay"]),
  },
  "multi-hex retreat around zones of control": {
    in: "command-test/the-long-way-round.yml",
    play: "combat village-attack",
    proof: (run) => run.plan.moves.some((move) => (move.cells?.length ?? 0) >= 3 && move.distance >= 2),
  },
  "retreat with no way out": {
    in: "command-test/surrounded-at-the-ford.yml",
    play: "combat ford-attack",
    proof: (run) => events(run).some((e) => e.kind === "blocked" && e.cause === "no-retreat"),
  },
  "command-test's alternating attacks with supports": {
    in: "command-test/orders-at-the-crossroads.yml",
    play: "turn turn",
    // Orders from both sides in turn, and supporting stacks called by both.
    proof: (run) =>
      ["order:1", "order:2"].every((step) => decided(run, step, ["decline"])) &&
      decided(run, "1/call:attacker") &&
      decided(run, "1/call:defender"),
  },
};

function played(file: string, play: string): CombatRun {
  const scenario = validateScenario(parse(readFileSync(join("scenarios", file), "utf8")), file, SHIPPED);
  const [kind, id] = play.split(" ");
  const turn = kind === "turn";
  const combat = (turn ? scenario.turns : scenario.combats).find((c) => c.id === id);
  if (!combat) throw new Error(`${file} has no ${play}`);
  return playScenario(SHIPPED, scenario, combat, turn, combat.script);
}

describe("the scenario library", () => {
  it.each(Object.entries(KINDS))("shows %s", (_kind, { in: file, play, proof }) => {
    const run = played(file, play);
    expect(run.status).toBe("done");
    expect(proof(run)).toBe(true);
  });

  it("lists every kind of movement the brief names", () => {
    expect(Object.keys(KINDS).sort()).toEqual(
      [
        "pass-through",
        "push-back chain",
        "cavalry into infantry making it flee",
        "barrier crossing passed",
        "barrier crossing failed",
        "downed",
        "pursuit",
        "occupy",
        "fall back through friends",
        "rally forward",
        "breakthrough into a new combat",
        "charge",
        "counter-charge",
        "withdrawal",
        "consolidation",
        "multi-hex retreat around zones of control",
        "retreat with no way out",
        "command-test's alternating attacks with supports",
      ].sort(),
    );
  });

  it("has at least three scenarios per rule system", () => {
    for (const ruleset of ["victory-margin", "skirmish-recoil", "assault", "command-test", "combat-grid"]) {
      expect(readdir(ruleset).length, ruleset).toBeGreaterThanOrEqual(3);
    }
  });
});

function readdir(ruleset: string): string[] {
  return readdirSync(join("scenarios", ruleset)).filter((file) => /\.(ya?ml|json)$/.test(file));
}
