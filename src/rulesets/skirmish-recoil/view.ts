import { distributionRows } from "@view/odds-view";
import type { RulesetView } from "@view/ruleset-view";
import { sideView } from "@view/side-views";
import { statusTexts } from "@view/status-words";
import { counterValue, say, shortNumber } from "@view/text";
import type { LocText, OddsTable, UnitView } from "@view/view-types";
import type { SkirmishOdds } from "./odds";
import { type Figure, type Result, RESULTS } from "./setup";
import { RULE_NUMBERS } from "./tables";
import type { DownedBy, Fate, SkirmishOutcome, SkirmishState } from "./state";
import { type FigureType, validateUnitData } from "./unit-data";
import { convertLength } from "@engine/grid/scale";

const RESULT_NAMES: Readonly<Record<Result, string>> = {
  suppressed: "WARGAME.SkirmishRecoil.Result.suppressed",
  recoil: "WARGAME.SkirmishRecoil.Result.recoil",
  flee: "WARGAME.SkirmishRecoil.Result.flee",
  downed: "WARGAME.SkirmishRecoil.Result.downed",
  "break-off": "WARGAME.SkirmishRecoil.Result.break-off",
};

const FATES: Readonly<Record<Fate, string>> = {
  suppressed: "WARGAME.View.SkirmishRecoil.Fate.suppressed",
  recoiled: "WARGAME.View.SkirmishRecoil.Fate.recoiled",
  fled: "WARGAME.View.SkirmishRecoil.Fate.fled",
  downed: "WARGAME.View.SkirmishRecoil.Fate.downed",
  destroyed: "WARGAME.View.SkirmishRecoil.Fate.destroyed",
  stood: "WARGAME.View.SkirmishRecoil.Fate.stood",
};

const DOWNED_BY: Readonly<Record<DownedBy, string>> = {
  result: "WARGAME.View.SkirmishRecoil.DownedBy.result",
  blocked: "WARGAME.View.SkirmishRecoil.DownedBy.blocked",
  speed: "WARGAME.View.SkirmishRecoil.DownedBy.speed",
  heroic: "WARGAME.View.SkirmishRecoil.DownedBy.heroic",
};

const TYPES: Readonly<Record<FigureType, string>> = {
  infantry: "WARGAME.View.SkirmishRecoil.Type.infantry",
  cavalry: "WARGAME.View.SkirmishRecoil.Type.cavalry",
};

/**
 * The skirmish-recoil view: the victor and the loser with their type, FER and move; what became
 * of the loser in the text's words (recoils, flees over the hedge, Downed because …), whom it put
 * to flight, the victor's pursuit or capture; the odds of each fate, for each result still open.
 */
export const skirmishRecoilView: RulesetView<SkirmishState, SkirmishOutcome, SkirmishOdds> = {
  sides: (state, { viewer }) => {
    const { victor, loser } = state.setup.figures;
    const figure = (role: string, unit: Figure): UnitView => figureView(state, unit, role);
    if (victor.side === loser.side)
      return [
        sideView(
          victor.side,
          null,
          [figure("WARGAME.View.SkirmishRecoil.Victor", victor), figure("WARGAME.View.SkirmishRecoil.Loser", loser)],
          viewer,
        ),
      ];
    return [
      sideView(
        victor.side,
        say("WARGAME.View.SkirmishRecoil.Victor"),
        [figure("WARGAME.View.SkirmishRecoil.Victor", victor)],
        viewer,
      ),
      sideView(
        loser.side,
        say("WARGAME.View.SkirmishRecoil.Loser"),
        [figure("WARGAME.View.SkirmishRecoil.Loser", loser)],
        viewer,
      ),
    ];
  },
  summary: () => null,
  outcome: (outcome, state) => outcomeLines(outcome, state),
  odds: (odds, state) => oddsTables(odds, state),
  oddsNote: () => say("WARGAME.View.SkirmishRecoil.OddsNote"),
  optionValues: (state) => state.setup.options,
  extraDefaults: () => [],
  counterValues: (unit, grid) => {
    const data = validateUnitData(unit.data, unit.name);
    const inches = shortNumber(unit.move / convertLength(1, RULE_NUMBERS.lengthUnit, grid.units));
    return [
      counterValue("WARGAME.View.SkirmishRecoil.Counter.Fer", "WARGAME.View.SkirmishRecoil.Fer", { value: data.fer }),
      counterValue("WARGAME.View.SkirmishRecoil.Counter.Move", "WARGAME.View.SkirmishRecoil.Move", { count: inches }),
    ];
  },
  // Its text marks a figure Suppressed or Downed: statuses (statuses.ts), each drawn as a status marker.
  counterMarkers: [],
  markersOf: () => [],
  cellMarkers: [],
};

function figureView(state: SkirmishState, figure: Figure, role: string): UnitView {
  const unit = state.setup.board.units.find((candidate) => candidate.id === figure.id);
  return {
    id: figure.id,
    name: figure.name,
    numbers: [
      say(role),
      say(TYPES[figure.data.type]),
      ...(figure.data.irregular ? [say("WARGAME.View.SkirmishRecoil.Irregular")] : []),
      say("WARGAME.View.SkirmishRecoil.Fer", { value: figure.data.fer }),
      say("WARGAME.View.SkirmishRecoil.Move", { count: shortNumber(figure.move / state.setup.perInch) }),
    ],
    statuses: statusTexts(unit?.status ?? []),
    out: false,
  };
}

function nameOf(state: SkirmishState, id: string): string {
  return state.setup.board.units.find((unit) => unit.id === id)?.name ?? "";
}

function outcomeLines(outcome: SkirmishOutcome, state: SkirmishState): LocText[] {
  const { victor, loser } = state.setup.figures;
  return [
    say("WARGAME.View.SkirmishRecoil.ResultLine", {
      victor: victor.name,
      loser: loser.name,
      result: RESULT_NAMES[outcome.result],
    }),
    say(FATES[outcome.fate], { unit: loser.name }),
    ...(outcome.downedBy === null ? [] : [say(DOWNED_BY[outcome.downedBy], { unit: loser.name, victor: victor.name })]),
    ...outcome.madeToFlee.map((id) =>
      say("WARGAME.View.SkirmishRecoil.MadeToFlee", { unit: nameOf(state, id), by: loser.name }),
    ),
    ...outcome.destroyed
      .filter((id) => id !== loser.id)
      .map((id) => say("WARGAME.View.SkirmishRecoil.DestroyedCrossing", { unit: nameOf(state, id) })),
    ...(outcome.pursues
      ? [say("WARGAME.View.SkirmishRecoil.Pursues", { unit: victor.name, count: RULE_NUMBERS.pursuit })]
      : []),
    ...(outcome.captures === null
      ? []
      : [say("WARGAME.View.SkirmishRecoil.Captures", { unit: victor.name, area: outcome.captures })]),
  ];
}

function oddsTables(odds: SkirmishOdds, state: SkirmishState): OddsTable[] {
  const loser = state.setup.figures.loser.name;
  const choosing = state.stage.kind === "result";
  return RESULTS.flatMap((result) => {
    const byResult = odds.byResult[result];
    if (byResult === undefined) return [];
    return [
      {
        title: choosing
          ? say("WARGAME.View.SkirmishRecoil.OddsIf", { unit: loser, result: RESULT_NAMES[result] })
          : say("WARGAME.View.SkirmishRecoil.OddsFate", { unit: loser }),
        rows: distributionRows(byResult.fate, (fate) => say(FATES[fate], { unit: loser })),
      },
    ];
  });
}
