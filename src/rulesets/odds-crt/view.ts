import type { Distribution } from "@engine/session/distribution";
import { distributionRows } from "@view/odds-view";
import type { RulesetView } from "@view/ruleset-view";
import { sideView } from "@view/side-views";
import { counterMarker, counterValue, say } from "@view/text";
import type {
  CounterMarker,
  CounterMarkerDeclaration,
  CounterValue,
  LocText,
  OddsTable,
  SideView,
  UnitView,
  Viewer,
} from "@view/view-types";
import { type Role, ROLES } from "@engine/session/roles";
import { resultOf, type SideEffect } from "./definition";
import type { OddsCrtOdds, RetreatFate } from "./odds";
import type { CrtUnit } from "./setup";
import type { OddsCrtOutcome, OddsCrtState } from "./state";
import { bothSides, cellOfHexId, definitionOf, fighters, sideOf, unitById } from "./state-helpers";
import { strengthOf, validateUnitData, type OddsCrtUnitData } from "./unit-data";

const ROLE_LABELS: Readonly<Record<Role, string>> = {
  attacker: "WARGAME.View.Role.Attacker",
  defender: "WARGAME.View.Role.Defender",
};

const FATES: Readonly<Record<RetreatFate, string>> = {
  none: "WARGAME.View.OddsCrt.Fate.none",
  retreated: "WARGAME.View.OddsCrt.Fate.retreated",
  blocked: "WARGAME.View.OddsCrt.Fate.blocked",
};

/**
 * The odds-CRT view: each side's units with attack-defence and steps; the odds, column and result
 * in words with what came of it; the chances of each result, of losses and of the retreat's fate.
 */
/** Steps left of a step-loss counter, on a slate chit. */
const STEPS: CounterMarkerDeclaration = {
  id: "steps",
  labelKey: "WARGAME.View.OddsCrt.Marker.steps",
  colour: "#4a5560",
};

export const oddsCrtView: RulesetView<OddsCrtState, OddsCrtOutcome, OddsCrtOdds> = {
  sides: (state, { viewer }) => ROLES.map((role) => side(state, role, viewer)),
  summary: () => null,
  outcome: (outcome, state) => outcomeLines(outcome, state),
  odds: (odds, state) => oddsTables(odds, state),
  oddsNote: (state) =>
    say(definitionOf(state).mandatory ? "WARGAME.View.OddsCrt.OddsNoteMandatory" : "WARGAME.View.OddsCrt.OddsNote", {
      definition: definitionOf(state).id,
    }),
  optionValues: (state) => ({ definition: state.setup.options.choice }),
  extraDefaults: () => [],
  counterValues: (unit) => counterNumbers(validateUnitData(unit.data, unit.name), unit.move),
  counterMarkers: [STEPS],
  markersOf: (unit) => stepsMarker(validateUnitData(unit.data, unit.name)),
  cellMarkers: [],
};

/** The steps a counter of more than one step has left (a one-step counter has nothing to count). */
function stepsMarker(data: OddsCrtUnitData): CounterMarker[] {
  return data.steps > 1
    ? counterMarker(STEPS, "WARGAME.View.OddsCrt.Marker.stepsLeft", data.steps - data.stepsLost)
    : [];
}

function side(state: OddsCrtState, role: Role, viewer: Viewer): SideView {
  const units = fighters(state.setup, role).map((unit) => unitView(state, unit));
  return sideView(sideOf(state, role), say(ROLE_LABELS[role]), units, viewer);
}

function unitView(state: OddsCrtState, unit: CrtUnit): UnitView {
  const out = state.eliminated.includes(unit.id);
  const lost = unit.data.stepsLost + state.stepsLost.filter((id) => id === unit.id).length;
  const { attack, defence } = strengthOf({ ...unit.data, stepsLost: lost });
  return {
    id: unit.id,
    name: unit.name,
    numbers: [
      say("WARGAME.View.OddsCrt.Strengths", { attack, defence }),
      ...(unit.data.steps > 1
        ? [say("WARGAME.View.OddsCrt.Steps", { left: Math.max(0, unit.data.steps - lost), steps: unit.data.steps })]
        : []),
    ],
    statuses: out ? [say("WARGAME.View.OddsCrt.Eliminated")] : [],
    out,
  };
}

/** What a counter prints: attack-defence (reduced once a step is lost) and movement. */
function counterNumbers(data: OddsCrtUnitData, move: number): CounterValue[] {
  const { attack, defence } = strengthOf(data);
  return [
    counterValue("WARGAME.View.OddsCrt.Counter.Factors", "WARGAME.View.OddsCrt.Counter.FactorsFull", {
      attack,
      defence,
    }),
    counterValue("WARGAME.View.OddsCrt.Counter.Move", "WARGAME.View.OddsCrt.Counter.MoveFull", { move }),
  ];
}

type EffectKind = "Eliminated" | "Step" | "Steps" | "Retreat" | "StepRetreat" | "StepsRetreat";

/** What a result does to one side, as the kind of phrase that says it (one step or several, with a retreat or not). */
function effectKind(effect: SideEffect): EffectKind | null {
  if (effect.eliminated) return "Eliminated";
  const steps = effect.steps === 0 ? "" : effect.steps === 1 ? "Step" : "Steps";
  if (effect.retreat > 0) return steps === "" ? "Retreat" : `${steps}Retreat`;
  return steps === "" ? null : steps;
}

/** The phrase for one side hit by a result, per role. */
const ONE_SIDE: Readonly<Record<Role, Readonly<Record<EffectKind, string>>>> = {
  attacker: {
    Eliminated: "WARGAME.View.OddsCrt.Result.Attacker.Eliminated",
    Step: "WARGAME.View.OddsCrt.Result.Attacker.Step",
    Steps: "WARGAME.View.OddsCrt.Result.Attacker.Steps",
    Retreat: "WARGAME.View.OddsCrt.Result.Attacker.Retreat",
    StepRetreat: "WARGAME.View.OddsCrt.Result.Attacker.StepRetreat",
    StepsRetreat: "WARGAME.View.OddsCrt.Result.Attacker.StepsRetreat",
  },
  defender: {
    Eliminated: "WARGAME.View.OddsCrt.Result.Defender.Eliminated",
    Step: "WARGAME.View.OddsCrt.Result.Defender.Step",
    Steps: "WARGAME.View.OddsCrt.Result.Defender.Steps",
    Retreat: "WARGAME.View.OddsCrt.Result.Defender.Retreat",
    StepRetreat: "WARGAME.View.OddsCrt.Result.Defender.StepRetreat",
    StepsRetreat: "WARGAME.View.OddsCrt.Result.Defender.StepsRetreat",
  },
};

/**
 * A result code in words, from the definition's own meaning: a phrase about one side names it
 * (`side`); both sides losing a step each has its own phrase, any other result that hits both
 * sides says so and leaves the detail to the chat card's lines.
 */
function resultText(state: OddsCrtState, code: string): LocText {
  const result = resultOf(definitionOf(state), code);
  if (result.exchange) return say("WARGAME.View.OddsCrt.Result.Exchange", { code });
  const a = effectKind(result.attacker);
  const d = effectKind(result.defender);
  if (a !== null && d !== null)
    return say(
      a === "Step" && d === "Step" ? "WARGAME.View.OddsCrt.Result.BothStep" : "WARGAME.View.OddsCrt.Result.Both",
      {
        code,
      },
    );
  const role: Role | null = a !== null ? "attacker" : d !== null ? "defender" : null;
  const kind = a ?? d;
  if (role === null || kind === null) return say("WARGAME.View.OddsCrt.Result.None", { code });
  // The plural form follows `count`, the hexes of the retreat.
  return say(ONE_SIDE[role][kind], {
    code,
    side: sideOf(state, role),
    steps: result[role].steps,
    count: result[role].retreat,
  });
}

function names(state: OddsCrtState, ids: readonly string[]): string {
  return ids.map((id) => unitById(state, id).name).join(", ");
}

function outcomeLines(outcome: OddsCrtOutcome, state: OddsCrtState): LocText[] {
  const shifted = outcome.shift === 0 ? null : outcome.shift;
  return [
    say(
      shifted === null ? "WARGAME.View.OddsCrt.Column" : "WARGAME.View.OddsCrt.ColumnShifted",
      {
        attack: outcome.attack,
        defence: outcome.defence,
        odds: outcome.odds,
        shift: shifted ?? 0,
        column: outcome.column,
      },
      bothSides(state),
    ),
    resultText(state, outcome.result),
    ...(outcome.eliminated.length === 0
      ? []
      : [say("WARGAME.View.OddsCrt.EliminatedUnits", { units: names(state, outcome.eliminated) })]),
    ...(outcome.stepsLost.length === 0
      ? []
      : [say("WARGAME.View.OddsCrt.StepsLost", { units: names(state, outcome.stepsLost) })]),
    ...outcome.retreats.map((entry) =>
      entry.hex === null
        ? say("WARGAME.View.OddsCrt.NoRetreat", { unit: unitById(state, entry.unit).name })
        : say("WARGAME.View.OddsCrt.Retreated", { unit: unitById(state, entry.unit).name, ...cellOfHexId(entry.hex) }),
    ),
    ...(outcome.displaced.length === 0
      ? []
      : [say("WARGAME.View.OddsCrt.Displaced", { units: names(state, outcome.displaced) })]),
    ...(outcome.advanced.length === 0
      ? []
      : [say("WARGAME.View.OddsCrt.Advanced", { units: names(state, outcome.advanced) })]),
  ];
}

function oddsTables(odds: OddsCrtOdds, state: OddsCrtState): OddsTable[] {
  const lossRows = (distribution: Distribution<number>, role: Role) =>
    distributionRows(distribution, (count) =>
      say("WARGAME.View.OddsCrt.OddsUnitsLost", { side: sideOf(state, role), count }),
    );
  return [
    {
      title: say("WARGAME.View.OddsCrt.OddsResult"),
      rows: distributionRows(odds.result, (code) => resultText(state, code)),
    },
    {
      title: say("WARGAME.View.OddsCrt.OddsEliminated"),
      rows: [...lossRows(odds.attackerEliminated, "attacker"), ...lossRows(odds.defenderEliminated, "defender")],
    },
    {
      title: say("WARGAME.View.OddsCrt.OddsSteps"),
      rows: distributionRows(odds.stepsLost, (count) => say("WARGAME.View.OddsCrt.OddsStepsLost", { count })),
    },
    {
      title: say("WARGAME.View.OddsCrt.OddsRetreat"),
      rows: distributionRows(odds.retreat, (fate) => say(FATES[fate])),
    },
  ];
}
