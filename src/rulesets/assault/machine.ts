import type { DecisionStep, StepInput } from "@engine/session/types";
import { addHits, hitsOf, inLine, killsOf, saveDice, takeKills } from "./casualties";
import { applyCharge, examineCharge } from "./charge-stage";
import { applyCounter, examineCounter } from "./counter-stage";
import { applyConsolidate, endAssault, examineConsolidate, outcomeOf } from "./end";
import { ask, at, auto, stepScaffold } from "@engine/session/step-scaffold";
import { roll, type Examined } from "./examined";
import { computeFight, continueFight } from "./fight";
import { type Relations, relationsOf } from "./relations";
import { decide, FRESH_TALLY, wipeOut, workOutResult } from "./result";
import type { AssaultSetup } from "./setup";
import type { AssaultState, Batch, Fight, Role } from "./state";
import { bothSides, defined, enemyOf, line, sideOf, text, withEffects } from "./state-helpers";

/**
 * The assault's step machine. Each stage either asks for an input or moves on by itself; `settle`
 * runs the automatic moves, so a state handed out always waits for an input (or is done).
 */
export function start(setup: AssaultSetup): AssaultState {
  return settle({
    log: [],
    setup,
    board: setup.board,
    round: 1,
    sides: { attacker: [setup.attacker], defender: [...setup.targets] },
    stage: { kind: "charge", index: 0 },
    fight: null,
    tally: FRESH_TALLY,
    killed: { attacker: [], defender: [] },
    verdict: null,
    phases: [],
    consolidations: [],
    broken: [],
    shock: {},
    trapped: [],
    effects: [],
  });
}

const scaffold = stepScaffold("assault", examine);
/** Runs the automatic moves until the state waits for an input, is done, or `stop` accepts it. */
export const settle = scaffold.settle;
export const pending = scaffold.pending;

export function apply(state: AssaultState, input: StepInput): AssaultState {
  return settle(applyInput(state, input));
}

/** `apply`, stopping its automatic moves at the first state `stop` accepts (a sampler stops once the result is known). */
export function applyUntil(
  state: AssaultState,
  input: StepInput,
  stop: (state: AssaultState) => boolean,
): AssaultState {
  return settle(applyInput(state, input), stop);
}

function applyInput(state: AssaultState, input: StepInput): AssaultState {
  const picks = input.kind === "decision" ? input.picks : [];
  const pick = picks[0] ?? "";
  const dice = input.kind === "roll" ? input.dice : [];
  const stage = state.stage;
  switch (stage.kind) {
    case "charge":
      return applyCharge(state, stage.index, pick);
    case "counter":
      return applyCounter(state, stage.role, picks);
    case "attack":
      return afterAttack(
        state,
        stage.role,
        hitsOf(
          fightOf(state).attacks[stage.role].map((attack) => attack.value),
          dice,
        ),
      );
    case "saves":
      return afterSaves(
        state,
        stage.batch,
        stage.role,
        killsOf(inLine(state, stage.role), state.tally.hits[stage.role], dice),
      );
    case "support":
      return afterSupport(state, stage.role, picks);
    case "support-fire":
      return afterSupportFire(state, stage.role, hitsOf(supportValues(state, stage.role), dice));
    case "result":
      return afterResult(state, stage.role, Math.max(...dice));
    case "consolidate":
      return applyConsolidate(state, stage.queue, stage.index, pick);
    case "fight":
    case "check":
    case "end":
    case "done":
      return state;
  }
}

function fightOf(state: AssaultState): Fight {
  return defined(state.fight ?? undefined, "the round's fight");
}

/** The firefight values of the units of the formations `role` called to support. */
function supportValues(state: AssaultState, role: Role): number[] {
  const called = state.tally.supporting[role] ?? [];
  return fightOf(state)
    .support[role].filter((offer) => called.includes(offer.formation))
    .flatMap((offer) => offer.units.map((unit) => unit.value));
}

/**
 * The round's moves are over: who attacks, who takes hits in what order, who may support. The
 * order and who is directly engaged are worked out when the moves change the board (the first
 * round, or a later one with counter-charges) and otherwise carry over.
 */
export function beginFight(state: AssaultState, relations: Relations): AssaultState {
  const moved = state.phases.some((phase) => phase.round === state.round);
  const fight =
    state.fight === null || moved ? computeFight(state, relations) : continueFight(state, state.fight, relations);
  return { ...state, fight, tally: FRESH_TALLY, stage: { kind: "attack", role: "attacker" } };
}

/** `role` has rolled its attacks and scored `hits` on the enemy. */
function afterAttack(state: AssaultState, role: Role, hits: number): AssaultState {
  const said = line(
    "WARGAME.Assault.Log.Attacks",
    { side: sideOf(state, role), dice: fightOf(state).attacks[role].length, count: hits },
    [sideOf(state, role)],
  );
  const next = withEffects(addHits(state, enemyOf(role), hits), said);
  return {
    ...next,
    stage:
      role === "attacker" ? { kind: "attack", role: "defender" } : { kind: "saves", batch: "attack", role: "defender" },
  };
}

/** `role` has saved its hits of the batch and lost `kills` units. */
function afterSaves(state: AssaultState, batch: Batch, role: Role, kills: number): AssaultState {
  const taken = state.tally.hits[role] === 0 ? state : takeKills(state, role, kills);
  return {
    ...taken,
    stage: role === "defender" ? { kind: "saves", batch, role: "attacker" } : { kind: "check", batch },
  };
}

/** `role` has called these formations to support. */
function afterSupport(state: AssaultState, role: Role, formations: readonly string[]): AssaultState {
  const tally = { ...state.tally, supporting: { ...state.tally.supporting, [role]: [...formations] } };
  const said = withEffects(
    { ...state, tally },
    ...formations.map((formation) => line("WARGAME.Assault.Log.Supports", { formation, side: sideOf(state, role) })),
  );
  return {
    ...said,
    stage: role === "attacker" ? { kind: "support", role: "defender" } : { kind: "support-fire", role: "attacker" },
  };
}

/** `role`'s supporting fire has scored `hits`. */
function afterSupportFire(state: AssaultState, role: Role, hits: number): AssaultState {
  const dice = supportValues(state, role).length;
  const said =
    dice === 0
      ? state
      : withEffects(
          state,
          line("WARGAME.Assault.Log.SupportingFire", { side: sideOf(state, role), dice, count: hits }, [
            sideOf(state, role),
          ]),
        );
  const next = addHits(said, enemyOf(role), hits);
  return {
    ...next,
    stage:
      role === "attacker"
        ? { kind: "support-fire", role: "defender" }
        : { kind: "saves", batch: "support", role: "defender" },
  };
}

/** `role`'s result roll, its highest die kept. */
function afterResult(state: AssaultState, role: Role, best: number): AssaultState {
  const next = { ...state, tally: { ...state.tally, best: { ...state.tally.best, [role]: best } } };
  return role === "attacker" ? { ...next, stage: { kind: "result", role: "defender" } } : workOutResult(next);
}

function examine(state: AssaultState): Examined {
  const stage = state.stage;
  switch (stage.kind) {
    case "charge":
      return examineCharge(state, stage.index);
    case "counter":
      return examineCounter(state, stage.role);
    case "fight":
      return auto(beginFight(state, relationsOf(state.board, state.setup.options)));
    case "attack": {
      const count = fightOf(state).attacks[stage.role].length;
      if (count === 0) return auto(afterAttack(state, stage.role, 0));
      return ask(
        roll(
          state,
          `attack:${state.round}:${stage.role}`,
          stage.role,
          count,
          text("WARGAME.Assault.Purpose.Attack", { side: sideOf(state, stage.role) }),
        ),
      );
    }
    case "saves":
      return examineSaves(state, stage.batch, stage.role);
    case "check": {
      const verdict = wipeOut(state);
      if (verdict !== null) return auto(decide(state, verdict));
      return at(
        state,
        stage.batch === "attack" ? { kind: "support", role: "attacker" } : { kind: "result", role: "attacker" },
      );
    }
    case "support":
      return examineSupport(state, stage.role);
    case "support-fire": {
      const count = supportValues(state, stage.role).length;
      if (count === 0) return auto(afterSupportFire(state, stage.role, 0));
      const purpose = text("WARGAME.Assault.Purpose.SupportingFire", { side: sideOf(state, stage.role) });
      return ask(roll(state, `support-fire:${state.round}:${stage.role}`, stage.role, count, purpose));
    }
    case "result":
      return ask(
        roll(
          state,
          `result:${state.round}:${stage.role}`,
          stage.role,
          2,
          text("WARGAME.Assault.Purpose.Result", { side: sideOf(state, stage.role) }),
        ),
      );
    case "end":
      return auto(endAssault(state));
    case "consolidate":
      return examineConsolidate(state, stage.queue, stage.index);
    case "done":
      return { kind: "done", outcome: outcomeOf(state) };
  }
}

function examineSaves(state: AssaultState, batch: Batch, role: Role): Examined {
  const hits = state.tally.hits[role];
  const count = saveDice(state, role);
  // No unit in line can save: the hits destroy units in order, with nothing to roll.
  if (count === 0) return auto(afterSaves(state, batch, role, killsOf(inLine(state, role), hits, [])));
  const purpose = text("WARGAME.Assault.Purpose.Saves", { side: sideOf(state, role), count: hits }, bothSides(state));
  return ask(roll(state, `saves:${state.round}:${batch}:${role}`, role, count, purpose));
}

function examineSupport(state: AssaultState, role: Role): Examined {
  const offers = fightOf(state).support[role];
  if (offers.length === 0) return auto(afterSupport(state, role, []));
  const step: DecisionStep = {
    kind: "decision",
    id: `support:${state.round}:${role}`,
    side: sideOf(state, role),
    secret: false,
    sealed: [],
    prompt: text("WARGAME.Assault.Prompt.Support", { side: sideOf(state, role) }),
    options: offers.map((offer) => ({
      id: offer.formation,
      labelKey: "WARGAME.Assault.Option.Formation",
      data: { formation: offer.formation, count: offer.units.length },
      legal: true,
    })),
    min: 0,
    max: offers.length,
  };
  return ask(step);
}
