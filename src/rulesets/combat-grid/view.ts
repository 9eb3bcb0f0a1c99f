import { barrageProblem, sideArtillery } from "./barrage";
import { barrageValue, combatTerrain, sideTotal, unitValue, type UnitValue, type Vulnerability } from "./combat-value";
import { shiftsFor } from "./shifts";
import { ROLES, type CombatGridOutcome, type CombatGridState, type Role, type UnitRuntime } from "./state";
import { presentUnits, setupOf, sideOf } from "./state-helpers";
import { STATUS } from "./statuses";
import { terrainAt } from "./terrain";
import type { CombatGridOdds } from "./odds";
import { type CombatGridUnitData, validateUnitData } from "./unit-data";
import type { Unit } from "@engine/board/types";
import { distributionRows } from "@view/odds-view";
import type { RulesetView } from "@view/ruleset-view";
import { counterMarker, counterValue, say } from "@view/text";
import { statusTexts } from "@view/status-words";
import { PREPARED_POSITION } from "./declarations";
import type {
  CellMarkerView,
  CounterMarker,
  CounterMarkerDeclaration,
  CounterValue,
  DefaultView,
  LocText,
  OddsTable,
  SideView,
  SummaryRow,
  SummarySection,
  UnitView,
  Viewer,
} from "@view/view-types";

const BARRAGE: CounterMarkerDeclaration = {
  id: "barrage",
  labelKey: "WARGAME.View.CombatGrid.Marker.barrage",
  colour: "#3d3d8f",
};

/** Prepared positions lie in a square (grid-combat.txt), drawn as a numbered chit there. */
const PREPARED: CellMarkerView = {
  id: PREPARED_POSITION,
  labelKey: "WARGAME.View.CombatGrid.Marker.prepared-position",
  countKey: "WARGAME.View.CombatGrid.Marker.PreparedCount",
  placedKey: "WARGAME.View.CombatGrid.Marker.PreparedPlaced",
  removedKey: "WARGAME.View.CombatGrid.Marker.PreparedRemoved",
  colour: "#6b4a1f",
};

const ROLE_LABELS: Readonly<Record<Role, string>> = {
  attacker: "WARGAME.View.Role.Attacker",
  defender: "WARGAME.View.Role.Defender",
};

const VULNERABLE: Readonly<Record<Vulnerability, string>> = {
  "armor-off-open": "WARGAME.View.CombatGrid.Vulnerable.armor-off-open",
  "across-bridge": "WARGAME.View.CombatGrid.Vulnerable.across-bridge",
  "low-supply": "WARGAME.View.CombatGrid.Vulnerable.low-supply",
  tipped: "WARGAME.View.CombatGrid.Vulnerable.tipped",
};

const RESULTS: Readonly<Record<CombatGridOutcome["result"], string>> = {
  holds: "WARGAME.View.CombatGrid.Result.holds",
  retreats: "WARGAME.View.CombatGrid.Result.retreats",
  shattered: "WARGAME.View.CombatGrid.Result.shattered",
};

/**
 * The combat-grid view: each side's units with their value now and steps left; a summary of each
 * side's total (why each unit is halved or doubled), its artillery (called, eligible, or why not)
 * and its shifts; the outcome and the odds of hits and results in words.
 */
export const combatGridView: RulesetView<CombatGridState, CombatGridOutcome, CombatGridOdds> = {
  sides: (state, { viewer }) => ROLES.map((role) => sideView(state, role, viewer)),
  summary: (state) => ({ sections: [combatSection(state), ...ROLES.flatMap((role) => sideSections(state, role))] }),
  outcome: (outcome, state) => [
    say(outcome.noCombat ? "WARGAME.View.CombatGrid.NoCombat" : RESULTS[outcome.result], {
      side: sideOf(state, "defender"),
    }),
    ...ROLES.map((role) =>
      say("WARGAME.View.CombatGrid.Inflicted", { side: sideOf(state, role), count: outcome.inflicted[role] }, [
        sideOf(state, role),
      ]),
    ),
    ...(outcome.squareTaken ? [say("WARGAME.View.CombatGrid.SquareTaken", { side: sideOf(state, "attacker") })] : []),
  ],
  odds: (odds, state) => oddsTables(odds, state),
  oddsNote: () => say("WARGAME.View.CombatGrid.OddsNote"),
  optionValues: (state) => ({
    evasion: state.setup.options.evasion,
    retreatSquares: state.setup.options.retreatSquares,
    tactics: state.setup.options.tactics,
  }),
  extraDefaults: (state) => tacticDefaults(state),
  counterValues: (unit) => counterValues(unit),
  counterMarkers: [BARRAGE],
  markersOf: (unit) => barrageMarker(unit),
  cellMarkers: [PREPARED],
  // Combat is fought inside a contested square: a retreat ending beside an enemy's square is no contact.
  moveWording: { contacts: false },
};

/** A counter's value (attack-defense of its highest unmarked box) and its steps left of its track. */
function counterValues(unit: Unit): CounterValue[] {
  const { data, lost } = counterData(unit);
  const box = data.track[Math.min(lost, data.track.length - 1)];
  const steps = { left: Math.max(0, data.track.length - lost), boxes: data.track.length };
  return [
    ...(box === undefined
      ? []
      : [
          counterValue("WARGAME.View.CombatGrid.Counter.Value", "WARGAME.View.CombatGrid.Value", {
            value: `${box.attack}-${box.defense}`,
          }),
        ]),
    counterValue("WARGAME.View.CombatGrid.Counter.Steps", "WARGAME.View.CombatGrid.Steps", steps),
  ];
}

/** A counter's unit data, and the steps it has lost (per-token state, beside its data). */
function counterData(unit: Unit): { data: CombatGridUnitData; lost: number } {
  const { stepsLost, ...fields } = unit.data;
  return { data: validateUnitData(fields, unit.name), lost: typeof stepsLost === "number" ? stepsLost : 0 };
}

/**
 * An artillery unit's barrage value as it would barrage now (grid-combat.txt: 1 when low on
 * supply, doubled by a tactic), on a dark chit; other units carry none.
 */
function barrageMarker(unit: Unit): CounterMarker[] {
  const { data } = counterData(unit);
  if (data.barrage === null) return [];
  const value = barrageValue({
    data,
    lowSupply: unit.status.includes(STATUS.lowSupply),
    doubled: unit.status.includes(STATUS.doubled),
  });
  return counterMarker(BARRAGE, "WARGAME.View.CombatGrid.Marker.barrageValue", value);
}

function sideView(state: CombatGridState, role: Role, viewer: Viewer): SideView {
  const side = sideOf(state, role);
  const terrain = combatTerrain(state);
  return {
    side,
    role: say(ROLE_LABELS[role]),
    yours: viewer.sides.includes(side),
    units: state.units
      .filter((unit) => unit.role === role)
      .map((runtime) => unitView(state, runtime, unitValue(setupOf(state, runtime.id), runtime, terrain))),
  };
}

function unitView(state: CombatGridState, runtime: UnitRuntime, value: UnitValue): UnitView {
  const unit = setupOf(state, runtime.id);
  const boxes = unit.data.track.length;
  const statuses = [
    ...(unit.tipped ? ["tipped"] : []),
    ...(unit.lowSupply ? ["low-supply"] : []),
    ...(value.doubled ? ["doubled"] : []),
  ];
  return {
    id: unit.id,
    name: unit.name,
    numbers: [
      say("WARGAME.View.CombatGrid.UnitType", { type: unit.data.type }),
      say("WARGAME.View.CombatGrid.Value", { value: value.value }),
      say("WARGAME.View.CombatGrid.Steps", { left: Math.max(0, boxes - runtime.stepsLost), boxes }),
    ],
    statuses: [
      ...statusTexts(statuses),
      ...(runtime.presence === "shattered" ? [say("WARGAME.View.CombatGrid.Presence.shattered")] : []),
      ...(runtime.presence === "retreated" ? [say("WARGAME.View.CombatGrid.Presence.retreated")] : []),
    ],
    out: runtime.presence !== "in",
  };
}

function combatSection(state: CombatGridState): SummarySection {
  const { setup } = state;
  const row = (label: LocText, value: LocText | null): SummaryRow => ({ label, value, notes: [], muted: false });
  return {
    title: say("WARGAME.View.CombatGrid.Square", { i: setup.square.i, j: setup.square.j }),
    rows: [
      row(
        say("WARGAME.View.CombatGrid.Terrain"),
        say("WARGAME.View.Terrain", { terrain: terrainAt(setup.terrain, setup.square) }),
      ),
      row(say("WARGAME.View.CombatGrid.Prepared"), say("WARGAME.View.Value", { value: state.preparedPositions })),
      row(say("WARGAME.View.CombatGrid.Weather"), say("WARGAME.View.Value", { value: setup.weather })),
      ...(setup.flanking
        ? [row(say("WARGAME.View.CombatGrid.Flanking", { side: sideOf(state, "attacker") }), null)]
        : []),
    ],
  };
}

/** A side's total with its units and artillery, then its shifts (if any). */
function sideSections(state: CombatGridState, role: Role): SummarySection[] {
  const side = sideOf(state, role);
  const total = sideTotal(state, role);
  const units = total.units.map((value): SummaryRow => ({
    label: say("WARGAME.View.CombatGrid.UnitName", { name: setupOf(state, value.id).name }),
    value:
      value.value === value.base
        ? say("WARGAME.View.Value", { value: value.value })
        : say("WARGAME.View.CombatGrid.ValueFrom", { base: value.base, value: value.value }),
    notes: valueNotes(value),
    muted: false,
  }));
  const shifts = shiftsFor(state, role);
  const shiftSection: SummarySection[] =
    shifts.length === 0
      ? []
      : [
          {
            title: say("WARGAME.View.CombatGrid.Shifts", { side }),
            rows: shifts.map((shift) => ({
              label: shift.reason,
              value: say(
                shift.direction === "up" ? "WARGAME.View.CombatGrid.ShiftUp" : "WARGAME.View.CombatGrid.ShiftDown",
                { amount: shift.amount },
              ),
              notes: [],
              muted: false,
            })),
          },
        ];
  return [
    {
      title: say("WARGAME.View.CombatGrid.Total", { side, total: total.total }, [side]),
      rows: [...units, ...artilleryRows(state, role)],
    },
    ...shiftSection,
  ];
}

function valueNotes(value: UnitValue): LocText[] {
  const halved = value.vulnerable.map((reason) => say(VULNERABLE[reason]));
  if (value.doubled && halved.length > 0) return [say("WARGAME.View.CombatGrid.Cancel"), ...halved];
  if (value.doubled) return [say("WARGAME.View.CombatGrid.Doubled")];
  return halved;
}

/** Every artillery unit of the side that can barrage: called (it counts), eligible, or why it may not. */
function artilleryRows(state: CombatGridState, role: Role): SummaryRow[] {
  const callers = presentUnits(state, role).map((unit) => setupOf(state, unit.id));
  return sideArtillery(state, role).map((artillery) => {
    const label = say("WARGAME.View.CombatGrid.Artillery", { name: artillery.name });
    const value = say("WARGAME.View.Value", { value: barrageValue(artillery) });
    const call = state.calls.find((entry) => entry.artillery === artillery.id);
    if (call !== undefined)
      return {
        label,
        value,
        notes: [say("WARGAME.View.CombatGrid.CalledBy", { caller: setupOf(state, call.caller).name })],
        muted: false,
      };
    const problems = callers.map((caller) => barrageProblem(state, caller, role, artillery));
    if (problems.some((problem) => problem === null))
      return { label, value, notes: [say("WARGAME.View.CombatGrid.Eligible")], muted: true };
    const [first] = problems;
    return { label, value, notes: first === undefined || first === null ? [] : [first], muted: true };
  });
}

function oddsTables(odds: CombatGridOdds, state: CombatGridState): OddsTable[] {
  const hits = (value: number): LocText => say("WARGAME.View.Odds.Hits", { count: value });
  return [
    {
      title: say("WARGAME.View.CombatGrid.OddsHits", { side: sideOf(state, "attacker") }),
      rows: distributionRows(odds.attackerHits, hits),
    },
    {
      title: say("WARGAME.View.CombatGrid.OddsHits", { side: sideOf(state, "defender") }),
      rows: distributionRows(odds.defenderHits, hits),
    },
    {
      title: say("WARGAME.View.CombatGrid.OddsResult"),
      rows: distributionRows(odds.result, (result) => say(RESULTS[result], { side: sideOf(state, "defender") })),
    },
  ];
}

/** Tactics whose effect is a labelled default, when offered now or played in this combat. */
function tacticDefaults(state: CombatGridState): DefaultView[] {
  const played = new Set([...state.plays.attacker, ...state.plays.defender].map((play) => play.id));
  const offered = state.stage.kind === "tactics";
  return state.setup.options.tactics.flatMap((tactic) => {
    if (tactic.labelledDefault === null || !(offered || played.has(tactic.id))) return [];
    return [
      {
        option: say(tactic.labelKey),
        value: say("WARGAME.View.CombatGrid.TacticDefault"),
        reference: say(tactic.labelledDefault.referenceKey),
      },
    ];
  });
}
