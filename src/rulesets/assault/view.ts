import type { Unit } from "@engine/board/types";
import { chanceRow, distributionRows, meanOf } from "@view/odds-view";
import type { RulesetView } from "@view/ruleset-view";
import { sideView } from "@view/side-views";
import { statusTexts } from "@view/status-words";
import { counterMarker, counterValue, say, shortNumber } from "@view/text";
import type {
  CounterMarkerDeclaration,
  CounterValue,
  LocText,
  OddsTable,
  SummarySection,
  UnitView,
} from "@view/view-types";
import type { AssaultOdds } from "./odds";
import { formationOf } from "./setup";
import { type AssaultUnitData, shockOf, type UnitType, validateUnitData } from "./unit-data";
import { type AssaultOutcome, type AssaultState, type Role, ROLES } from "./state";
import { bothSides, enemyOf, sideOf } from "./state-helpers";

const ROLE_LABELS: Readonly<Record<Role, string>> = {
  attacker: "WARGAME.View.Role.Attacker",
  defender: "WARGAME.View.Role.Defender",
};

const TYPES: Readonly<Record<UnitType, string>> = {
  infantry: "WARGAME.View.Assault.Type.infantry",
  vehicle: "WARGAME.View.Assault.Type.vehicle",
  other: "WARGAME.View.Assault.Type.other",
};

/** Shock points (assault.txt: a formation "receives Shock points"), on a red chit. */
const SHOCK: CounterMarkerDeclaration = {
  id: "shock",
  labelKey: "WARGAME.View.Assault.Marker.shock",
  colour: "#a52a1f",
};

/**
 * The assault view: each side's formations and units (close-combat and firefight values, armour
 * save), who is broken and how much shock each formation carries; the result in the text's words
 * (who won, by what, the score, the units lost, the formations broken); odds of who wins and of
 * the units each side loses.
 */
export const assaultView: RulesetView<AssaultState, AssaultOutcome, AssaultOdds> = {
  sides: (state, { viewer }) =>
    ROLES.map((role) =>
      sideView(
        sideOf(state, role),
        say(ROLE_LABELS[role]),
        unitsOfRole(state, role).map((unit) => unitView(state, unit)),
        viewer,
      ),
    ),
  summary: (state) => ({ sections: ROLES.map((role) => formationSection(state, role)) }),
  outcome: (outcome, state) => outcomeLines(outcome, state),
  odds: (odds, state) => oddsTables(odds, state),
  oddsNote: () => say("WARGAME.View.Assault.OddsNote"),
  optionValues: (state) => state.setup.options,
  extraDefaults: () => [],
  counterValues: (unit) => dataNumbers(validateUnitData(unit.data, unit.name)),
  counterMarkers: [SHOCK],
  // A formation's shock is kept on its tokens (setup-from-board.ts): each counter shows what it carries.
  markersOf: (unit) => counterMarker(SHOCK, "WARGAME.View.Assault.Shock", shockOf(unit)),
  cellMarkers: [],
  // The text counts its moves in tiles, hex or square.
  moveWording: { cells: "tile" },
};

/** Every unit the assault began with on a side (destroyed ones too, shown as out). */
function unitsOfRole(state: AssaultState, role: Role): Unit[] {
  return state.setup.board.units.filter((unit) => state.sides[role].includes(formationOf(unit)));
}

function unitView(state: AssaultState, unit: Unit): UnitView {
  const data = state.setup.unitData[unit.id];
  const destroyed = ROLES.some((role) => state.killed[role].includes(unit.id));
  return {
    id: unit.id,
    name: unit.name,
    numbers: data === undefined ? [] : [say(TYPES[data.type]), ...dataNumbers(data).map((value) => value.full)],
    statuses: [
      say("WARGAME.View.Assault.Formation", { formation: formationOf(unit) }),
      ...(destroyed ? [say("WARGAME.View.Assault.Destroyed")] : statusTexts(unit.status)),
    ],
    out: destroyed,
  };
}

/** A unit's close combat, firefight and armour save (what a counter prints). */
function dataNumbers(data: AssaultUnitData): CounterValue[] {
  return [
    counterValue("WARGAME.View.Assault.Counter.CloseCombat", "WARGAME.View.Assault.CloseCombat", {
      value: data.closeCombat,
    }),
    ...(data.firefight === null
      ? []
      : [
          counterValue("WARGAME.View.Assault.Counter.Firefight", "WARGAME.View.Assault.Firefight", {
            value: data.firefight,
          }),
        ]),
    ...(data.armour === null
      ? []
      : [counterValue("WARGAME.View.Assault.Counter.Armour", "WARGAME.View.Assault.Armour", { value: data.armour })]),
  ];
}

/** A side's formations: broken or not, shock carried into the assault. */
function formationSection(state: AssaultState, role: Role): SummarySection {
  return {
    title: say("WARGAME.View.Assault.Formations", { side: sideOf(state, role) }),
    rows: state.sides[role].map((id) => {
      const formation = state.setup.formations.find((candidate) => candidate.id === id);
      const shock = (formation?.shock ?? 0) + (state.shock[id] ?? 0);
      const broken = formation?.broken === true || state.broken.includes(id);
      return {
        label: say("WARGAME.View.Assault.FormationName", { formation: id }),
        // The shock carried in is the formation's tokens'.
        value: say("WARGAME.View.Assault.Shock", { count: shock }, [sideOf(state, role)]),
        notes: broken ? [say("WARGAME.View.Assault.Broken")] : [],
        muted: false,
      };
    }),
  };
}

function winnerOf(outcome: AssaultOutcome): Role | null {
  if (outcome.result === "off") return null;
  return outcome.result === "attacker-wins" ? "attacker" : "defender";
}

function outcomeLines(outcome: AssaultOutcome, state: AssaultState): LocText[] {
  const winner = winnerOf(outcome);
  if (winner === null) return [say("WARGAME.View.Assault.Off")];
  const loser = enemyOf(winner);
  const side = (role: Role): string => sideOf(state, role);
  const how =
    outcome.by === "result" && outcome.scores !== null
      ? say(
          "WARGAME.View.Assault.WinsScore",
          { side: side(winner), score: outcome.scores[winner], other: outcome.scores[loser] },
          bothSides(state),
        )
      : say(outcome.by === "stall" ? "WARGAME.View.Assault.WinsStall" : "WARGAME.View.Assault.WinsWipeOut", {
          side: side(winner),
        });
  const broken = outcome.broken.map((formation) =>
    say(
      state.sides[loser].includes(formation)
        ? "WARGAME.View.Assault.BrokenWithdraws"
        : "WARGAME.View.Assault.BrokenFormation",
      { side: side(loser), formation },
    ),
  );
  return [
    how,
    ...ROLES.map((role) =>
      say("WARGAME.View.Assault.Lost", { side: side(role), count: outcome.casualties[role] }, bothSides(state)),
    ),
    ...(outcome.extraHits > 0
      ? [say("WARGAME.View.Assault.ExtraHits", { side: side(loser), count: outcome.extraHits }, bothSides(state))]
      : []),
    // Shock comes before the breaks it may cause.
    ...Object.entries(outcome.shock).map(([formation, points]) =>
      say("WARGAME.View.Assault.ShockTaken", { formation, count: points }, bothSides(state)),
    ),
    ...broken,
    ...outcome.trapped.map((id) =>
      say("WARGAME.View.Assault.Trapped", { unit: state.setup.board.units.find((unit) => unit.id === id)?.name ?? id }),
    ),
  ];
}

function oddsTables(odds: AssaultOdds, state: AssaultState): OddsTable[] {
  const side = (role: Role): string => sideOf(state, role);
  const who = [
    chanceRow(say("WARGAME.View.Assault.OddsWins", { side: side("attacker") }), odds.attackerWins),
    chanceRow(say("WARGAME.View.Assault.OddsWins", { side: side("defender") }), odds.defenderWins),
    ...(odds.off > 0 ? [chanceRow(say("WARGAME.View.Assault.Off"), odds.off)] : []),
  ];
  const units = (count: number): LocText => say("WARGAME.View.Odds.Units", { count });
  return [
    { title: say("WARGAME.View.Assault.OddsWho"), rows: who },
    ...ROLES.map((role) => ({
      title: say("WARGAME.View.Assault.OddsLosses", {
        side: side(role),
        expected: shortNumber(meanOf(odds.casualties[role])),
      }),
      rows: distributionRows(odds.casualties[role], units),
    })),
  ];
}
