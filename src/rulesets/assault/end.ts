import type { Unit } from "@engine/board/types";
import type { Offset } from "@engine/model/coordinates";
import type { AssaultEffect } from "./state";
import type { DecisionOption } from "@engine/session/types";
import { ask, at } from "@engine/session/step-scaffold";
import { decision, type Examined } from "./examined";
import { cellId, contextOf, makeMove } from "./moves";
import { formationOf } from "./setup";
import { STATUS } from "./statuses";
import type { AssaultOutcome, AssaultState, Role } from "./state";
import { defined, enemyOf, formationSetup, line, nameOf, sideOf, text, unitsOf, withEffects } from "./state-helpers";
import { consolidationOptions, planConsolidations, planWithdrawals } from "./withdrawal";
import { own } from "@engine/names/own";

/**
 * After the result: the losing formations are broken and withdraw; the formations of the losing
 * side that could have supported take one shock each; each winning formation takes shock for its
 * units killed (unless it was broken before the assault) and may break without withdrawing. Then
 * the winner consolidates.
 */
export function endAssault(state: AssaultState): AssaultState {
  const verdict = defined(state.verdict ?? undefined, "the verdict");
  if (verdict.result === "off") return { ...state, stage: { kind: "done" } };
  const winner: Role = verdict.result === "attacker-wins" ? "attacker" : "defender";
  const loser = enemyOf(winner);
  const broken = state.sides[loser].reduce(
    (next, id) => (formationSetup(next, id).broken ? next : breakFormation(next, id)),
    state,
  );
  // Only a support step that came offers supporting fire: an assault decided before it had none to give.
  const supported = state.tally.supporting[loser];
  const offers = supported === null ? [] : (state.fight?.support[loser] ?? []);
  const shocked = offers.reduce((next, { formation }) => {
    const key =
      supported?.includes(formation) === true
        ? "WARGAME.Assault.Log.SupportedLoser"
        : "WARGAME.Assault.Log.CouldHaveSupported";
    return addShock(withEffects(next, line(key, { formation })), formation, 1);
  }, broken);
  const withdrawn = withdraw(shocked, loser);
  const scored = withdrawn.sides[winner].reduce((next, id) => {
    const lost = state.killed[winner].filter((unitId) => formationOf(unitOf(state, unitId)) === id).length;
    return lost === 0 || formationSetup(next, id).broken ? next : addShock(next, id, lost);
  }, withdrawn);
  return { ...scored, stage: { kind: "consolidate", queue: unitsOf(scored, winner).map((unit) => unit.id), index: 0 } };
}

function unitOf(state: AssaultState, id: string): Unit {
  return defined(
    state.setup.board.units.find((unit) => unit.id === id),
    `unit ${id}`,
  );
}

/** A formation breaks: every unit of it left takes the status. */
function breakFormation(state: AssaultState, formation: string): AssaultState {
  const units = state.board.units.filter((unit) => formationOf(unit) === formation);
  if (units.length === 0 || state.broken.includes(formation)) return state;
  const statuses = units.map((unit): AssaultEffect => ({
    kind: "status",
    unitId: unit.id,
    status: STATUS.broken,
    on: true,
  }));
  return withEffects(
    { ...state, broken: [...state.broken, formation] },
    ...statuses,
    line("WARGAME.Assault.Log.Broken", { formation }),
  );
}

/**
 * Shock points for a formation; by the labelled default a formation not yet broken breaks once
 * its shock points reach its units remaining.
 */
function addShock(state: AssaultState, formation: string, points: number): AssaultState {
  const setup = formationSetup(state, formation);
  const gained = (own(state.shock, formation) ?? 0) + points;
  const effect: AssaultEffect = { kind: "resource", side: formation, resource: "shock", delta: points };
  // The shock carried in is the formation's tokens'.
  const said = line("WARGAME.Assault.Log.Shock", { formation, count: points, total: setup.shock + gained }, [
    setup.side,
  ]);
  const next = withEffects({ ...state, shock: { ...state.shock, [formation]: gained } }, effect, said);
  const remaining = next.board.units.filter((unit) => formationOf(unit) === formation).length;
  const breaks =
    state.setup.options.breakAt === "units-remaining" &&
    !setup.broken &&
    remaining > 0 &&
    setup.shock + gained >= remaining;
  return breaks ? breakFormation(next, formation) : next;
}

/** The loser's surviving units withdraw, away from the winner's units; those trapped in a zone of control are destroyed. */
function withdraw(state: AssaultState, loser: Role): AssaultState {
  const awayFrom: Offset[] = unitsOf(state, enemyOf(loser)).flatMap((unit) =>
    unit.footprint.kind === "cells" ? unit.footprint.cells : [],
  );
  const requests = unitsOf(state, loser).map((unit) => ({ unitId: unit.id, awayFrom }));
  if (requests.length === 0) return state;
  const plan = planWithdrawals(state.board, requests, state.setup.options);
  const trapped = plan.events.flatMap((event) => (event.kind === "removed" ? [event.unitId] : []));
  const effects = [
    line("WARGAME.Assault.Log.Withdraws", { side: sideOf(state, loser) }),
    ...requests.map((request): AssaultEffect => ({
      kind: "move",
      request: { kind: "retreat", unitId: request.unitId, awayFrom: request.awayFrom },
    })),
    ...trapped.map((id) => line("WARGAME.Assault.Log.Trapped", { unit: nameOf(state, id) })),
  ];
  return withEffects({ ...makeMove(state, "withdrawal", plan), trapped: [...state.trapped, ...trapped] }, ...effects);
}

export function examineConsolidate(state: AssaultState, queue: readonly string[], index: number): Examined {
  const unitId = queue[index];
  if (unitId === undefined) return at(state, { kind: "done" });
  const role: Role = state.verdict?.result === "defender-wins" ? "defender" : "attacker";
  const present = state.board.units.some((unit) => unit.id === unitId);
  const ends = present ? consolidationOptions(contextOf(state), unitId, state.setup.options) : [];
  if (ends.length === 0) return at(state, { kind: "consolidate", queue, index: index + 1 });
  const options: DecisionOption[] = [
    { id: "stay", labelKey: "WARGAME.Assault.Option.Stay", data: {}, legal: true },
    ...ends.map((end) => ({
      id: cellId(end.anchor),
      labelKey: "WARGAME.Assault.Option.MoveTo",
      data: { i: end.anchor.i, j: end.anchor.j, count: end.length },
      legal: true,
    })),
  ];
  return ask(
    decision(
      state,
      `consolidate:${unitId}`,
      role,
      text("WARGAME.Assault.Prompt.Consolidate", { unit: nameOf(state, unitId) }),
      options,
    ),
  );
}

export function applyConsolidate(
  state: AssaultState,
  queue: readonly string[],
  index: number,
  pick: string,
): AssaultState {
  const unitId = queue[index] ?? "";
  const next: AssaultState = { ...state, stage: { kind: "consolidate", queue, index: index + 1 } };
  if (pick === "stay") return next;
  const end = consolidationOptions(contextOf(state), unitId, state.setup.options).find(
    (option) => cellId(option.anchor) === pick,
  );
  if (end === undefined) throw new Error(`assault: ${unitId} may not consolidate to ${pick}`);
  const move = { unitId, to: end.anchor };
  const moved = makeMove(next, "consolidation", planConsolidations(state.board, [move], state.setup.options));
  const said = line("WARGAME.Assault.Log.Consolidates", {
    unit: nameOf(state, unitId),
    i: end.anchor.i,
    j: end.anchor.j,
  });
  return withEffects({ ...moved, consolidations: [...state.consolidations, move] }, said);
}

export function outcomeOf(state: AssaultState): AssaultOutcome {
  const verdict = defined(state.verdict ?? undefined, "the verdict");
  return {
    result: verdict.result,
    by: verdict.by,
    rounds: verdict.result === "off" ? 0 : state.round,
    scores: verdict.scores,
    casualties: { attacker: state.killed.attacker.length, defender: state.killed.defender.length },
    extraHits: verdict.extraHits,
    broken: state.broken,
    shock: state.shock,
    trapped: state.trapped,
  };
}
