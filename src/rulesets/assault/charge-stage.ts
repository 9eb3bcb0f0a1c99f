import { createBoardIndex } from "@engine/board/board-index";
import { chargeDestinations, validateChargePath } from "@engine/movement/grid/charge";
import type { MoveOption } from "@engine/movement/grid/consolidation";
import type { DecisionOption } from "@engine/session/types";
import { ask, at, auto } from "@engine/session/step-scaffold";
import { decision, type Examined } from "./examined";
import { cellId, contextOf, makeMove } from "./moves";
import { formationOf } from "./setup";
import type { AssaultState } from "./state";
import {
  ASSAULT_RANGE,
  indexSettings,
  line,
  moveRules,
  nameOf,
  text,
  unitOnBoard,
  unitsOf,
  withEffects,
} from "./state-helpers";

/** The units of the engaging formation, in board order: each makes its charge move in turn. */
export function chargers(state: AssaultState): string[] {
  return state.setup.board.units.filter((unit) => formationOf(unit) === state.setup.attacker).map((unit) => unit.id);
}

/** Where a unit may charge: within its speed, into the targets' zones of control and no other, stopping at contact. */
function destinations(state: AssaultState, unitId: string): MoveOption[] {
  return chargeDestinations(contextOf(state), {
    unitId,
    targetFormations: state.setup.targets,
    rules: moveRules(state.setup.options),
  });
}

export function examineCharge(state: AssaultState, index: number): Examined {
  const unitId = chargers(state)[index];
  if (unitId === undefined) return auto(afterCharges(state));
  const ends = unitOnBoard(state, unitId) === undefined ? [] : destinations(state, unitId);
  if (ends.length === 0) return at(state, { kind: "charge", index: index + 1 });
  const options: DecisionOption[] = [
    { id: "stay", labelKey: "WARGAME.Assault.Option.Stay", data: {}, legal: true },
    ...ends.map((end) => ({
      id: cellId(end.anchor),
      labelKey: "WARGAME.Assault.Option.MoveTo",
      data: { i: end.anchor.i, j: end.anchor.j, count: end.length },
      legal: true,
    })),
  ];
  const prompt = text("WARGAME.Assault.Prompt.Charge", {
    unit: nameOf(state, unitId),
    speed: unitOnBoard(state, unitId)?.move ?? 0,
  });
  return ask(decision(state, `charge:${unitId}`, "attacker", prompt, options));
}

/** The charge move the player picked: the cheapest path to the destination, checked step by step. */
export function applyCharge(state: AssaultState, index: number, pick: string): AssaultState {
  const unitId = chargers(state)[index] ?? "";
  const next: AssaultState = { ...state, stage: { kind: "charge", index: index + 1 } };
  if (pick === "stay") return withEffects(next, line("WARGAME.Assault.Log.Stays", { unit: nameOf(state, unitId) }));
  const end = destinations(state, unitId).find((option) => cellId(option.anchor) === pick);
  const verdict =
    end === undefined
      ? null
      : validateChargePath(contextOf(state), {
          unitId,
          targetFormations: state.setup.targets,
          rules: moveRules(state.setup.options),
          path: end.path,
        });
  if (end === undefined || verdict === null || !verdict.ok)
    throw new Error(`assault: the charge of ${unitId} to ${pick} is not legal`);
  const moved = makeMove(next, "charge", verdict.plan);
  return withEffects(
    moved,
    line("WARGAME.Assault.Log.Charges", {
      unit: nameOf(state, unitId),
      count: end.length,
      i: end.anchor.i,
      j: end.anchor.j,
    }),
  );
}

/** The 4-tile rule: with no charging unit within range of a target unit the assault is off. */
function afterCharges(state: AssaultState): AssaultState {
  const index = createBoardIndex(state.board, indexSettings(state.setup.options));
  const targets = new Set(unitsOf(state, "defender").map((unit) => unit.id));
  const inRange = unitsOf(state, "attacker").some((unit) =>
    index.unitsWithin(unit.id, ASSAULT_RANGE).some((id) => targets.has(id)),
  );
  if (!inRange) {
    const off = { result: "off", by: "range", scores: null, modifiers: null, extraHits: 0 } as const;
    return withEffects(
      { ...state, verdict: off, stage: { kind: "end" } },
      line("WARGAME.Assault.Log.Off", { count: ASSAULT_RANGE }),
    );
  }
  return { ...state, stage: { kind: "counter", role: "defender" } };
}
