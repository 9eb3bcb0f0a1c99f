import { chanceOf, chanceRow, distributionRows } from "@view/odds-view";
import type { RulesetView } from "@view/ruleset-view";
import { sideView } from "@view/side-views";
import { statusTexts } from "@view/status-words";
import { counterMarker, counterValue, say } from "@view/text";
import type {
  CounterMarkerDeclaration,
  CounterValue,
  LocText,
  OddsTable,
  SideView,
  UnitView,
  Viewer,
} from "@view/view-types";
import type { VictoryMarginOdds } from "./odds";
import type { CombatUnit, Role } from "./setup";
import type { FollowUp, VictoryMarginOutcome, VictoryMarginState } from "./state";
import { bothSides } from "./machine";
import { FALL_BACK_BANDS } from "./tables";
import { type VictoryMarginUnitData, validateUnitData } from "./unit-data";

const ROLE_LABELS: Readonly<Record<Role, string>> = {
  attacker: "WARGAME.View.Role.Attacker",
  "attacker-support": "WARGAME.View.VictoryMargin.Role.attacker-support",
  defender: "WARGAME.View.Role.Defender",
  "defender-support": "WARGAME.View.VictoryMargin.Role.defender-support",
};

const FOLLOW_UPS: Readonly<Record<FollowUp, string>> = {
  "rally-forward": "WARGAME.View.VictoryMargin.FollowUp.rally-forward",
  breakthrough: "WARGAME.View.VictoryMargin.FollowUp.breakthrough",
  stay: "WARGAME.View.VictoryMargin.FollowUp.stay",
};

/**
 * The victory-margin view: attacker and defender, each with its rear support, their strength,
 * armour, anti-tank and cover; the effect on the defender in the text's words (stands, must fall
 * back so many cm, eliminated) with the follow-ups; odds of the effect and of the distance.
 */
/** A unit's cover level (fall-back-and-follow-up.txt), on a green chit. */
const COVER: CounterMarkerDeclaration = {
  id: "cover",
  labelKey: "WARGAME.View.VictoryMargin.Marker.cover",
  colour: "#2e6b34",
};

export const victoryMarginView: RulesetView<VictoryMarginState, VictoryMarginOutcome, VictoryMarginOdds> = {
  sides: (state, { viewer }) => sides(state, viewer),
  summary: () => null,
  outcome: (outcome, state) => outcomeLines(outcome, state),
  odds: (odds, state) => oddsTables(odds, state),
  oddsNote: () => say("WARGAME.View.VictoryMargin.OddsNote"),
  optionValues: (state) => state.setup.options,
  extraDefaults: () => [],
  counterValues: (unit) => dataNumbers(validateUnitData(unit.data, unit.name)),
  counterMarkers: [COVER],
  // The cover level where a unit stands is per-token state (unit-data.ts): a margin above it forces a fall back.
  markersOf: (unit) =>
    counterMarker(COVER, "WARGAME.View.VictoryMargin.Marker.coverLevel", validateUnitData(unit.data, unit.name).cover),
  cellMarkers: [],
};

function sides(state: VictoryMarginState, viewer: Viewer): SideView[] {
  const attacking = state.setup.units.filter((unit) => unit.role === "attacker" || unit.role === "attacker-support");
  const defending = state.setup.units.filter((unit) => unit.role === "defender" || unit.role === "defender-support");
  return [attacking, defending].flatMap((units) => {
    const [first] = units;
    if (first === undefined) return [];
    const role =
      first.role === "attacker" || first.role === "attacker-support"
        ? "WARGAME.View.Role.Attacker"
        : "WARGAME.View.Role.Defender";
    return [
      sideView(
        first.side,
        say(role),
        units.map((unit) => unitView(state, unit)),
        viewer,
      ),
    ];
  });
}

/** A unit's strength, and its armour and anti-tank when it has them (what a counter prints; cover is the ground's). */
function dataNumbers(data: VictoryMarginUnitData): CounterValue[] {
  return [
    counterValue("WARGAME.View.VictoryMargin.Counter.Strength", "WARGAME.View.VictoryMargin.Strength", {
      value: data.strength,
    }),
    ...(data.armour > 0
      ? [
          counterValue("WARGAME.View.VictoryMargin.Counter.Armour", "WARGAME.View.VictoryMargin.Armour", {
            value: data.armour,
          }),
        ]
      : []),
    ...(data.antiTank > 0
      ? [
          counterValue("WARGAME.View.VictoryMargin.Counter.AntiTank", "WARGAME.View.VictoryMargin.AntiTank", {
            value: data.antiTank,
          }),
        ]
      : []),
  ];
}

function unitView(state: VictoryMarginState, unit: CombatUnit): UnitView {
  const eliminated = state.setup.eliminated.includes(unit.id);
  const { data } = unit;
  return {
    id: unit.id,
    name: unit.name,
    numbers: [
      say(ROLE_LABELS[unit.role]),
      ...dataNumbers(data).map((value) => value.full),
      say("WARGAME.View.VictoryMargin.Cover", { value: data.cover }),
    ],
    statuses: [
      ...(data.breakthrough ? [say("WARGAME.View.VictoryMargin.Breakthrough")] : []),
      ...(unit.brokeThrough ? statusTexts(["broke-through"]) : []),
      ...(eliminated ? [say("WARGAME.View.VictoryMargin.Eliminated")] : []),
    ],
    out: eliminated,
  };
}

function nameOf(state: VictoryMarginState, id: string | null): string {
  return state.setup.units.find((unit) => unit.id === id)?.name ?? "";
}

function outcomeLines(outcome: VictoryMarginOutcome, state: VictoryMarginState): LocText[] {
  const unit = nameOf(state, outcome.defender ?? state.setup.defender);
  const margin = outcome.margin ?? 0;
  const counts = bothSides(state.setup);
  const effect = ((): LocText => {
    switch (outcome.effect) {
      case "no-effect":
        return outcome.margin === null
          ? say("WARGAME.View.VictoryMargin.NoTest", { unit })
          : say("WARGAME.View.VictoryMargin.NoEffect", { unit, margin }, counts);
      case "stands":
        return say("WARGAME.View.VictoryMargin.Stands", { unit, margin }, counts);
      case "falls-back":
        return say(
          outcome.band === "must"
            ? "WARGAME.View.VictoryMargin.MustFallBack"
            : "WARGAME.View.VictoryMargin.ChoosesFallBack",
          { unit, count: outcome.fallBack, margin },
          counts,
        );
      case "eliminated":
        return say("WARGAME.View.VictoryMargin.AllEliminated", { unit });
    }
  })();
  return [
    effect,
    ...outcome.withIt.map((id) =>
      say("WARGAME.View.VictoryMargin.WithIt", { unit: nameOf(state, id), defender: unit }),
    ),
    ...Object.entries(outcome.followUps).map(([id, move]) => say(FOLLOW_UPS[move], { unit: nameOf(state, id) })),
  ];
}

function oddsTables(odds: VictoryMarginOdds, state: VictoryMarginState): OddsTable[] {
  const unit = nameOf(state, state.defender ?? state.setup.defender);
  const effect = (band: string): number => chanceOf(odds.effect, (value) => value === band);
  const rows = [
    ["must-fall-back", "WARGAME.View.VictoryMargin.OddsMust"],
    ["may-fall-back", "WARGAME.View.VictoryMargin.OddsMay"],
    ["no-effect", "WARGAME.View.VictoryMargin.OddsHolds"],
    ["eliminated", "WARGAME.View.VictoryMargin.OddsEliminated"],
  ] as const;
  const order = (id: string): number => FALL_BACK_BANDS.findIndex((band) => band.id === id);
  const distance = [...odds.fallBackBand].sort((a, b) => order(a.value) - order(b.value));
  return [
    {
      title: say("WARGAME.View.VictoryMargin.OddsEffect", { unit }),
      rows: rows.filter(([band]) => effect(band) > 0).map(([band, key]) => chanceRow(say(key, { unit }), effect(band))),
    },
    {
      title: say("WARGAME.View.VictoryMargin.OddsDistance", { unit }),
      rows: distributionRows(distance, (id) => bandText(order(id))),
    },
  ];
}

/** A band of fall-back distance in words: none, 1 to 5 cm, …, 31 cm or more. */
function bandText(index: number): LocText {
  const band = FALL_BACK_BANDS[index];
  const min = (FALL_BACK_BANDS[index - 1]?.max ?? 0) + 1;
  if (band === undefined || band.max === 0) return say("WARGAME.View.VictoryMargin.BandNone");
  if (band.max === null) return say("WARGAME.View.VictoryMargin.BandAbove", { min });
  return say("WARGAME.View.VictoryMargin.Band", { min, max: band.max });
}
