import { ask, at, auto, type Examination, stepScaffold } from "@engine/session/step-scaffold";
import { enemyOf, type Role } from "@engine/session/roles";
import { chooseOne, defined, line, text, withEffects } from "@engine/session/state-helpers";
import type { DecisionOption, StepInput } from "@engine/session/types";
import { columnLabel, dieOf, type Priority, resultOf } from "./definition";
import { type RetreatChoices, type RetreatOption, rankedBelowBy, refusalText, retreatChoices } from "./retreat";
import type { OddsCrtSetup } from "./setup";
import type { OddsCrtEffect, OddsCrtOutcome, OddsCrtState, RefusedCell, Stage } from "./state";
import {
  appended,
  bothSides,
  type BoardNow,
  boardNow,
  cached,
  cellsOf,
  combatants,
  currentStrength,
  definitionOf,
  hexesOf,
  hexId,
  sideOf,
  type UnitNow,
  unitById,
} from "./state-helpers";
import { strengthsOf } from "./strengths";

/**
 * The step machine of one odds-CRT combat: the die on the table's column, then what the result
 * asks, in order: units eliminated, an exchange's losses (the attacker chooses), steps lost (each
 * side chooses its own), retreats (the definition's chooser picks the hex of each stack among the
 * best-ranked), then advance after combat into each vacated defending hex. `settle` runs the
 * steps that need no input, so a state handed out always waits for one (or is done).
 */
export function start(setup: OddsCrtSetup): OddsCrtState {
  return settle({
    log: [],
    setup,
    stage: { kind: "combat" },
    combat: null,
    moved: [],
    eliminated: [],
    stepsLost: [],
    owed: { attacker: 0, defender: 0 },
    exchangeOwed: 0,
    retreats: [],
    displaced: [],
    advanced: [],
    effects: [],
  });
}

const scaffold = stepScaffold("odds-crt", examine);
const settle = scaffold.settle;
export const pending = scaffold.pending;

export function apply(state: OddsCrtState, input: StepInput): OddsCrtState {
  const picks = input.kind === "decision" ? input.picks : [];
  const stage = state.stage;
  switch (stage.kind) {
    case "combat":
      return settle(fight(state, defined(input.kind === "roll" ? input.dice[0] : undefined, "the die")));
    case "exchange":
      return settle(loseInExchange(state, [nowOf(state, defined(picks[0], "the unit lost"))]));
    case "loss":
      return settle(loseStep(state, stage.role, nowOf(state, defined(picks[0], "the unit losing a step"))));
    case "retreat": {
      const choices = stackRetreat(state, stage.role, stage.index);
      const option = choices.ranked.find((candidate) => hexId(candidate.cell) === picks[0]);
      return settle(retreat(state, stage.role, stage.index, defined(option, "the retreat hex"), choices.refused));
    }
    case "advance":
      return settle(advance(state, stage.index, picks));
    case "done":
      return state;
  }
}

/** Why a hex is ranked below the best, by the priority that tells them apart. */
const RANKED: Readonly<Record<Priority, string>> = {
  "furthest-from-enemy": "WARGAME.OddsCrt.Ranked.furthest-from-enemy",
  "empty-hex": "WARGAME.OddsCrt.Ranked.empty-hex",
  "defensive-terrain": "WARGAME.OddsCrt.Ranked.defensive-terrain",
};

type Examined = Examination<OddsCrtState, OddsCrtOutcome>;

/** What a state waits for, worked out once per state: a driver asks `pending` and then `apply` of the same state. */
const EXAMINED = new WeakMap<OddsCrtState, Examined>();

function examine(state: OddsCrtState): Examined {
  return cached(EXAMINED, state, () => examineNow(state));
}

function examineNow(state: OddsCrtState): Examined {
  const stage = state.stage;
  switch (stage.kind) {
    case "combat": {
      const { attack, defence, column } = strengthsOf(state.setup);
      const columns = definitionOf(state).columns;
      const purpose = text(
        "WARGAME.OddsCrt.Roll.Combat",
        {
          side: sideOf(state, "attacker"),
          attack,
          defence,
          column: columnLabel(defined(columns[column.index], "the column")),
        },
        bothSides(state),
      );
      return ask({
        kind: "roll",
        id: "combat",
        side: sideOf(state, "attacker"),
        dice: dieOf(definitionOf(state)),
        purpose,
      });
    }
    case "exchange":
      return examineExchange(state);
    case "loss":
      return examineLoss(state, stage.role);
    case "retreat":
      return examineRetreat(state, stage.role, stage.index);
    case "advance":
      return examineAdvance(state, stage.index);
    case "done":
      return { kind: "done", outcome: stage.outcome };
  }
}

/**
 * The effects list of a state that records none: the exact odds' walk reads only outcomes (no step
 * reads the effects), so its branches need not make every chat line and move of the combat.
 */
export const UNRECORDED: readonly OddsCrtEffect[] = [];

/** The state with the effects `make` gives recorded after its own, unless it records none. */
function record(state: OddsCrtState, make: () => readonly OddsCrtEffect[]): OddsCrtState {
  return state.effects === UNRECORDED ? state : withEffects(state, ...make());
}

function nowOf(state: OddsCrtState, id: string): UnitNow {
  return defined(boardNow(state).unit(id), `unit ${id}`);
}

function eliminate(
  state: OddsCrtState,
  units: readonly { readonly id: string; readonly name: string }[],
): OddsCrtState {
  return record(
    {
      ...state,
      eliminated: appended(
        state.eliminated,
        units.map((unit) => unit.id),
      ),
    },
    () =>
      units.flatMap((unit) => [
        { kind: "eliminated", unitId: unit.id },
        line("WARGAME.OddsCrt.Log.Eliminated", { unit: unit.name }),
      ]),
  );
}

function fight(state: OddsCrtState, die: number): OddsCrtState {
  const definition = definitionOf(state);
  const { attack, defence, column } = strengthsOf(state.setup);
  const code = defined(definition.table[die - 1]?.[column.index], "the result");
  const fought = {
    attack,
    defence,
    odds: columnLabel(defined(definition.columns[column.base], "the odds column")),
    shift: column.shift,
    column: columnLabel(defined(definition.columns[column.index], "the column")),
    die,
    result: code,
  };
  const result = resultOf(definition, code);
  let next: OddsCrtState = record({ ...state, combat: fought }, () => [
    line("WARGAME.OddsCrt.Log.Combat", fought, bothSides(state)),
  ]);
  const nothing =
    !result.exchange &&
    !result.attacker.eliminated &&
    !result.defender.eliminated &&
    result.attacker.steps + result.defender.steps + result.attacker.retreat + result.defender.retreat === 0;
  if (nothing) next = record(next, () => [line("WARGAME.OddsCrt.Log.NoEffect")]);
  if (result.attacker.eliminated) next = eliminate(next, combatants(next, "attacker"));
  if (result.defender.eliminated || result.exchange) {
    const defenders = combatants(next, "defender");
    next = eliminate(next, defenders);
    if (result.exchange) {
      const owed = defenders.reduce((sum, unit) => sum + currentStrength(unit).defence, 0);
      next = record({ ...next, exchangeOwed: owed }, () => [
        line("WARGAME.OddsCrt.Log.ExchangeOwed", { owed }, [sideOf(state, "defender")]),
      ]);
    }
  }
  return {
    ...next,
    owed: { attacker: result.attacker.steps, defender: result.defender.steps },
    stage: { kind: "exchange" },
  };
}

/** Options by the units they offer: a board lists its combatants once, so its states share them. */
const UNIT_LISTS = new WeakMap<readonly UnitNow[], readonly DecisionOption[]>();

function unitOptions(units: readonly UnitNow[]): readonly DecisionOption[] {
  return cached(UNIT_LISTS, units, () => units.map(unitOption));
}

/** Unit options by the unit as it stands: a unit the combat has not changed is the same object on every board. */
const UNIT_OPTIONS = new WeakMap<UnitNow, DecisionOption>();

function unitOption(unit: UnitNow): DecisionOption {
  return cached(UNIT_OPTIONS, unit, () => {
    const { attack, defence } = currentStrength(unit);
    return {
      id: unit.id,
      labelKey: "WARGAME.OddsCrt.Option.Unit",
      data: { name: unit.name, attack, defence },
      legal: true,
    };
  });
}

/** The attacker loses units of at least the defence it eliminated, choosing them one by one where it has a choice. */
function examineExchange(state: OddsCrtState): Examined {
  const candidates = combatants(state, "attacker");
  const owed = state.exchangeOwed;
  if (owed <= 0 || candidates.length === 0)
    return at({ ...state, exchangeOwed: 0 }, { kind: "loss", role: "attacker" });
  const total = candidates.reduce((sum, unit) => sum + currentStrength(unit).attack, 0);
  if (candidates.length === 1 || total <= owed) return auto(loseInExchange(state, candidates));
  const prompt = text("WARGAME.OddsCrt.Prompt.Exchange", { side: sideOf(state, "attacker"), owed }, [
    sideOf(state, "defender"),
  ]);
  return ask(
    chooseOne(`exchange:${state.eliminated.length}`, sideOf(state, "attacker"), prompt, unitOptions(candidates)),
  );
}

function loseInExchange(state: OddsCrtState, units: readonly UnitNow[]): OddsCrtState {
  const lost = units.reduce((sum, unit) => sum + currentStrength(unit).attack, 0);
  return eliminate({ ...state, exchangeOwed: Math.max(0, state.exchangeOwed - lost) }, units);
}

/** Each step owed is taken from a unit its own side chooses; a unit's last step eliminates it. */
function examineLoss(state: OddsCrtState, role: Role): Examined {
  const candidates = combatants(state, role);
  const next: Stage =
    role === "attacker" ? { kind: "loss", role: "defender" } : { kind: "retreat", role: "attacker", index: 0 };
  if (state.owed[role] === 0 || candidates.length === 0)
    return at({ ...state, owed: { ...state.owed, [role]: 0 } }, next);
  const [only] = candidates;
  if (candidates.length === 1 && only !== undefined) return auto(loseStep(state, role, only));
  const side = sideOf(state, role);
  const prompt = text("WARGAME.OddsCrt.Prompt.Loss", { side, owed: state.owed[role] });
  return ask(
    chooseOne(
      `loss:${role}:${state.stepsLost.length + state.eliminated.length}`,
      side,
      prompt,
      unitOptions(candidates),
    ),
  );
}

function loseStep(state: OddsCrtState, role: Role, unit: UnitNow): OddsCrtState {
  const owed = { ...state.owed, [role]: state.owed[role] - 1 };
  if (unit.stepsLost + 1 >= unit.data.steps) return eliminate({ ...state, owed }, [unit]);
  return record({ ...state, owed, stepsLost: appended(state.stepsLost, [unit.id]) }, () => [
    { kind: "step-loss", unitId: unit.id, steps: 1 },
    line("WARGAME.OddsCrt.Log.StepLost", { unit: unit.name }),
  ]);
}

function retreatLength(state: OddsCrtState, role: Role): number {
  const code = state.combat?.result;
  return code === undefined ? 0 : resultOf(definitionOf(state), code)[role].retreat;
}

/** The units of the role's `index`-th hex still there to retreat. */
function stackAt(state: OddsCrtState, role: Role, index: number): readonly UnitNow[] {
  const hex = hexesOf(state, role)[index];
  return hex === undefined ? [] : boardNow(state).combatantsAt(role, hex);
}

/** Retreat choices worked out on a board, by stack and length: asked again by `pending`, `apply` and other branches. */
const RETREATS = new WeakMap<BoardNow, Map<string, RetreatChoices>>();

function stackRetreat(state: OddsCrtState, role: Role, index: number): RetreatChoices {
  const length = retreatLength(state, role);
  const known = cached(RETREATS, boardNow(state), () => new Map<string, RetreatChoices>());
  const key = `${role}:${index}:${length}`;
  const found = known.get(key);
  if (found !== undefined) return found;
  const choices = retreatChoices(
    state,
    stackAt(state, role, index),
    defined(hexesOf(state, role)[index], "the hex"),
    length,
  );
  known.set(key, choices);
  return choices;
}

/** The side that picks a retreating role's hex, as the definition names it. */
function chooserOf(state: OddsCrtState, role: Role): string {
  const chooser = definitionOf(state).retreat.chooser;
  if (chooser === "owner") return sideOf(state, role);
  if (chooser === "victor") return sideOf(state, enemyOf(role));
  return sideOf(state, chooser);
}

function examineRetreat(state: OddsCrtState, role: Role, index: number): Examined {
  if (index >= hexesOf(state, role).length)
    return at(
      state,
      role === "attacker" ? { kind: "retreat", role: "defender", index: 0 } : { kind: "advance", index: 0 },
    );
  const onward: Stage = { kind: "retreat", role, index: index + 1 };
  const movers = stackAt(state, role, index);
  const [first] = movers;
  if (retreatLength(state, role) === 0 || first === undefined) return at(state, onward);
  const choices = stackRetreat(state, role, index);
  const [best, other] = choices.best;
  const nameOf = (id: string): string => unitById(state, id).name;
  if (best === undefined) {
    const named = record(state, () => [
      line("WARGAME.OddsCrt.Log.NoRetreat", { units: movers.map((u) => u.name).join(", ") }),
      ...choices.refused.map((refused) => {
        const reason = refusalText(refused, nameOf);
        return line(reason.key, reason.data);
      }),
    ]);
    const blocked = {
      ...named,
      retreats: [...state.retreats, ...movers.map((unit) => ({ unit: unit.id, hex: null }))],
    };
    return at(eliminate(blocked, movers), onward);
  }
  if (other === undefined) return auto(retreat(state, role, index, best, choices.refused));
  // The question is the same for every state on this board at this stack (its choices are memoised).
  return cached(ASKED, choices, () => retreatQuestion(state, role, choices, best, movers, nameOf));
}

/** Retreat questions by the choices they offer. */
const ASKED = new WeakMap<RetreatChoices, Examined>();

/** The chooser's question: every ranked hex (those below the best refused by the priority that ranks them lower), then every refused hex with why. */
function retreatQuestion(
  state: OddsCrtState,
  role: Role,
  choices: RetreatChoices,
  best: RetreatOption,
  movers: readonly UnitNow[],
  nameOf: (id: string) => string,
): Examined {
  const first = defined(movers[0], "the retreating stack");
  const priorities = definitionOf(state).retreat.priorities;
  const options: DecisionOption[] = [
    ...choices.ranked.map((option, rank): DecisionOption => {
      const base = {
        id: hexId(option.cell),
        labelKey: "WARGAME.OddsCrt.Option.Hex",
        data: { i: option.cell.i, j: option.cell.j, rank: rank + 1 },
      };
      const below = rankedBelowBy(priorities, option, best);
      if (below !== null)
        return {
          ...base,
          legal: false,
          reason: text(RANKED[below], { count: option.enemyDistance, friends: option.friends }),
        };
      return { ...base, legal: true, note: optionNote(state, option) };
    }),
    ...choices.refused.map((refused): DecisionOption => ({
      id: hexId(refused.cell),
      labelKey: "WARGAME.OddsCrt.Option.Refused",
      // Named as places are, but not a place to click (its data names no cell): listed with its reason.
      data: { row: refused.cell.i, column: refused.cell.j },
      legal: false,
      reason: refusalText(refused, nameOf),
    })),
  ];
  const side = chooserOf(state, role);
  const prompt = text("WARGAME.OddsCrt.Prompt.Retreat", {
    side,
    units: movers.map((unit) => unit.name).join(", "),
    count: retreatLength(state, role),
  });
  return ask(chooseOne(`retreat:${first.id}`, side, prompt, options));
}

function optionNote(state: OddsCrtState, option: RetreatOption) {
  if (option.displaces !== null)
    return text("WARGAME.OddsCrt.Note.Displaces", {
      count: option.enemyDistance,
      units: option.displaces.unitIds.map((id) => unitById(state, id).name).join(", "),
    });
  return text("WARGAME.OddsCrt.Note.Retreat", { count: option.enemyDistance, friends: option.friends });
}

function retreat(
  state: OddsCrtState,
  role: Role,
  index: number,
  option: RetreatOption,
  refused: readonly RefusedCell[],
): OddsCrtState {
  const movers = stackAt(state, role, index);
  const hex = hexId(option.cell);
  const displaced = option.displaces;
  const [lead] = movers;
  const displacing = (): OddsCrtEffect[] =>
    displaced === null
      ? []
      : displaced.unitIds.flatMap((unitId): OddsCrtEffect[] => [
          {
            kind: "move",
            request: { kind: "crt-displaced", unitId, path: displaced.path, refused: [], otherId: lead?.id ?? "" },
          },
          line("WARGAME.OddsCrt.Log.Displaced", {
            unit: unitById(state, unitId).name,
            ...(displaced.path[displaced.path.length - 1] ?? option.cell),
          }),
        ]);
  const moving = (): OddsCrtEffect[] =>
    movers.flatMap((unit): OddsCrtEffect[] => [
      { kind: "move", request: { kind: "crt-retreat", unitId: unit.id, path: option.path, refused } },
      line("WARGAME.OddsCrt.Log.Retreat", {
        unit: unit.name,
        i: option.cell.i,
        j: option.cell.j,
        count: option.path.length - 1,
      }),
    ]);
  const displacedMoves =
    displaced === null
      ? []
      : displaced.unitIds.map((unitId) => ({ unitId, cell: displaced.path[displaced.path.length - 1] ?? option.cell }));
  return record(
    {
      ...state,
      moved: appended(state.moved, [
        ...displacedMoves,
        ...movers.map((unit) => ({ unitId: unit.id, cell: option.cell })),
      ]),
      retreats: [...state.retreats, ...movers.map((unit) => ({ unit: unit.id, hex }))],
      displaced: [...state.displaced, ...(displaced?.unitIds ?? [])],
      stage: { kind: "retreat", role, index: index + 1 },
    },
    () => [...displacing(), ...moving()],
  );
}

/** The attacking units that may advance into the `index`-th defending hex, if it was vacated. */
function advancers(state: OddsCrtState, index: number): UnitNow[] {
  const hex = hexesOf(state, "defender")[index];
  const definition = definitionOf(state);
  if (hex === undefined || definition.advance.units === 0) return [];
  const grid = cellsOf(state.setup);
  if (boardNow(state).at(hex).length > 0) return [];
  const next = combatants(state, "attacker").filter((unit) => grid.adjacent(unit.cell, hex));
  if (next.length === 0) return next;
  const retreated = new Set(state.retreats.map((entry) => entry.unit));
  return next.filter((unit) => !retreated.has(unit.id) && !state.advanced.includes(unit.id));
}

function examineAdvance(state: OddsCrtState, index: number): Examined {
  if (index >= hexesOf(state, "defender").length) return auto(finish(state));
  const onward: Stage = { kind: "advance", index: index + 1 };
  const candidates = advancers(state, index);
  if (candidates.length === 0) return at(state, onward);
  const definition = definitionOf(state);
  const hex = defined(hexesOf(state, "defender")[index], "the hex");
  const side = sideOf(state, "attacker");
  const zoc = boardNow(state).firstEnemyAround(side, hex);
  if (!definition.advance.ignoresZoc && zoc !== undefined)
    return at(
      record(state, () => [line("WARGAME.OddsCrt.Log.NoAdvance", { i: hex.i, j: hex.j, unit: zoc.name })]),
      onward,
    );
  const max = Math.min(definition.advance.units, definition.retreat.stackingLimit ?? Infinity, candidates.length);
  const prompt = text("WARGAME.OddsCrt.Prompt.Advance", { side, i: hex.i, j: hex.j, count: max });
  const step = chooseOne(`advance:${hexId(hex)}`, side, prompt, candidates.map(unitOption));
  return ask({ ...step, min: 0, max });
}

function advance(state: OddsCrtState, index: number, picks: readonly string[]): OddsCrtState {
  const hex = defined(hexesOf(state, "defender")[index], "the hex");
  const units = advancers(state, index).filter((unit) => picks.includes(unit.id));
  return record(
    {
      ...state,
      moved: appended(
        state.moved,
        units.map((unit) => ({ unitId: unit.id, cell: hex })),
      ),
      advanced: [...state.advanced, ...units.map((unit) => unit.id)],
      stage: { kind: "advance", index: index + 1 },
    },
    () =>
      units.flatMap((unit): OddsCrtEffect[] => [
        { kind: "move", request: { kind: "crt-advance", unitId: unit.id, path: [unit.cell, hex], refused: [] } },
        line("WARGAME.OddsCrt.Log.Advance", { unit: unit.name, i: hex.i, j: hex.j }),
      ]),
  );
}

function finish(state: OddsCrtState): OddsCrtState {
  const combat = defined(state.combat ?? undefined, "the combat");
  const outcome: OddsCrtOutcome = {
    attack: combat.attack,
    defence: combat.defence,
    odds: combat.odds,
    shift: combat.shift,
    column: combat.column,
    result: combat.result,
    eliminated: state.eliminated,
    stepsLost: state.stepsLost,
    retreats: state.retreats,
    displaced: state.displaced,
    advanced: state.advanced,
  };
  return { ...state, stage: { kind: "done", outcome } };
}
