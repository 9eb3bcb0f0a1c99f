/** Lines a player saw contradict each other, each fixed where it came from. */
import { describe, expect, it } from "vitest";
import { advance } from "@engine/session/advance";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { EngineError } from "@engine/errors";
import { applyEffects } from "@engine/session/apply-effects";
import { fixedDice } from "@engine/session/dice-source";
import { firstLegal, runSession } from "@engine/session/run-session";
import { implementedScenarios } from "./sessions";
import { SHIPPED } from "../rulesets/shipped";

function scenario(id: string) {
  const found = implementedScenarios().find((candidate) => candidate.id === id);
  const combat = found?.combats[0];
  if (found === undefined || combat === undefined) throw new Error(`no scenario ${id}`);
  return { scenario: found, combat, ruleset: SHIPPED.ruleset(found.ruleset) };
}

function keysOf(effects: readonly { kind: string; line?: { key: string; data: object } }[]): string[] {
  return effects.flatMap((effect) =>
    effect.kind === "log" && effect.line !== undefined
      ? [`${effect.line.key} ${JSON.stringify(effect.line.data)}`]
      : [],
  );
}

describe("contradictions a player saw", () => {
  it("assault: a formation that lent supporting fire to the loser is not said to have merely 'could have'", () => {
    // Ridge: S supports blue, blue loses. The text: each losing formation that could have supported
    // takes one shock, even if it did not; S did, and the line says so.
    const { scenario: s, combat, ruleset } = scenario("assault-ridge");
    const lines = keysOf(resolveCombat(ruleset, s.board, combat.selection, combat.script).effects);
    expect(lines).toContain('WARGAME.Assault.Log.Supports {"formation":"S","side":"blue"}');
    expect(lines).toContain('WARGAME.Assault.Log.SupportedLoser {"formation":"S"}');
    expect(lines.some((line) => line.startsWith("WARGAME.Assault.Log.CouldHaveSupported"))).toBe(false);
  });

  it("assault: no formation takes 'could have supported' shock when the assault ended before the support step", () => {
    // Red's attacks miss (6, 6); blue's hit (1, 1); red saves neither (1 fails a1's 5+, a2 has no
    // save): every engaged attacker is gone, the assault stalls before any support is asked, so
    // formation T, which might have supported red, never could have.
    const { scenario: s, combat, ruleset } = scenario("assault-ridge");
    const run = resolveCombat(ruleset, s.board, combat.selection, {
      decisions: combat.script.decisions.slice(0, 3),
      dice: [6, 6, 1, 1, 1, 1],
    });
    const lines = keysOf(run.effects);
    expect(lines).toContain('WARGAME.Assault.Log.WonStall {"side":"blue"}');
    expect(lines.filter((line) => /Log\.(Supports|SupportedLoser|CouldHaveSupported) /.test(line))).toEqual([]);
  });

  it("assault: no unit 'ends in contact' with a unit that the assault destroyed", () => {
    // Ridge 2 counter-charges into contact with Assault 2; blue's 1s then destroy both attackers
    // (the stall above). Ridge 2's contact with the gone Assault 2 is not a contact at the end.
    const { scenario: s, combat, ruleset } = scenario("assault-ridge");
    const scripted = combat.script.decisions.slice(0, 3);
    const state = runSession(
      ruleset,
      ruleset.setupFromBoard(s.board, combat.selection),
      (step) => scripted.find((d) => d.step === step.id)?.picks ?? firstLegal(step),
      fixedDice([6, 6, 1, 1, 1, 1]),
    );
    const effects = ruleset.effects(state);
    const gone = effects.flatMap((effect) => (effect.kind === "eliminated" ? [effect.unitId] : []));
    expect(gone).toEqual(expect.arrayContaining(["a1", "a2"]));
    const plan = ruleset.planMoves(applyEffects(s.board, effects), state);
    expect(plan.events.filter((event) => event.kind === "contact" && gone.includes(event.otherId))).toEqual([]);
  });

  it("an empty Confirm is refused in a player's words, not with the step's id", () => {
    const { scenario: s, combat, ruleset } = scenario("combat-grid-mountain-attack");
    const state = ruleset.start(ruleset.setupFromBoard(s.board, combat.selection));
    const step = ruleset.pending(state);
    expect(step).toMatchObject({ kind: "decision", min: 1, max: 1 });
    if (step.kind !== "decision") return;
    const refuse = (): unknown => advance(ruleset, state, { kind: "decision", step: step.id, picks: [] });
    expect(refuse).toThrow(EngineError);
    expect(refuse).toThrow("Choose 1 of the options (you chose 0).");
  });
});
