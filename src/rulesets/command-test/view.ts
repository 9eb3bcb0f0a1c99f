import { chanceOf, chanceRow, distributionRows } from "@view/odds-view";
import type { RulesetView } from "@view/ruleset-view";
import { sideView } from "@view/side-views";
import { statusTexts } from "@view/status-words";
import { counterValue, say } from "@view/text";
import type { CounterValue, LocText, OddsTable, SideView, UnitView, Viewer } from "@view/view-types";
import type { CommandTestOdds } from "./odds";
import { parseResult, type Role } from "./results-table";
import type { StackSetup, StackUnitSetup } from "./setup";
import { type CommandTestUnitData, validateUnitData } from "./unit-data";
import type { CommandTestOutcome, CommandTestState } from "./state";
import { bothSides, sideOf, stackId, stackLabel } from "./state-helpers";

const ROLES: readonly Role[] = ["attacker", "defender"];
const ROLE_LABELS: Readonly<Record<Role, string>> = {
  attacker: "WARGAME.View.Role.Attacker",
  defender: "WARGAME.View.Role.Defender",
};

/**
 * The command-test view: the attacking and defending stacks with their supports, each unit's
 * strength and commander rating; the order's fate, who supported, the strengths, column and result
 * in words; the odds that the attack goes ahead, that each support joins, and of each result.
 */
export const commandTestView: RulesetView<CommandTestState, CommandTestOutcome, CommandTestOdds> = {
  sides: (state, { viewer }) => ROLES.map((role) => side(state, role, viewer)),
  summary: () => null,
  outcome: (outcome, state) => outcomeLines(outcome, state),
  odds: (odds, state) => oddsTables(odds, state),
  oddsNote: () => say("WARGAME.View.CommandTest.OddsNote"),
  optionValues: (state) => state.setup.options,
  extraDefaults: () => [],
  counterValues: (unit) => dataNumbers(validateUnitData(unit.data, unit.name)),
  // Its text's markers (disrupted, forage, force march) lie on stacks: statuses of their units (statuses.ts).
  counterMarkers: [],
  markersOf: () => [],
  cellMarkers: [],
};

function stacksOf(state: CommandTestState, role: Role): StackSetup[] {
  return [role === "attacker" ? state.setup.attacking : state.setup.defending, ...state.setup.supports[role]];
}

function side(state: CommandTestState, role: Role, viewer: Viewer): SideView {
  const [own, ...supports] = stacksOf(state, role);
  const units = [
    ...(own?.units ?? []).map((unit) =>
      unitView(
        state,
        unit,
        role === "attacker" ? "WARGAME.View.CommandTest.Attacking" : "WARGAME.View.CommandTest.Defending",
      ),
    ),
    ...supports.flatMap((stack) =>
      stack.units.map((unit) => unitView(state, unit, "WARGAME.View.CommandTest.Support")),
    ),
  ];
  return sideView(sideOf(state, role), say(ROLE_LABELS[role]), units, viewer);
}

function unitView(state: CommandTestState, unit: StackUnitSetup, place: string): UnitView {
  const lost = state.lost.includes(unit.id);
  return {
    id: unit.id,
    name: unit.name,
    numbers: [say(place), ...dataNumbers(unit.data).map((value) => value.full)],
    statuses: [
      ...statusTexts(unit.disrupted ? ["disrupted"] : []),
      ...(lost ? [say("WARGAME.View.CommandTest.Lost")] : []),
    ],
    out: lost,
  };
}

/** A unit's strength and its commander's rating (what a counter prints). */
function dataNumbers(data: CommandTestUnitData): CounterValue[] {
  return [
    counterValue("WARGAME.View.CommandTest.Counter.Strength", "WARGAME.View.CommandTest.Strength", {
      value: data.strength,
    }),
    ...(data.commander === null
      ? []
      : [
          counterValue("WARGAME.View.CommandTest.Counter.Commander", "WARGAME.View.CommandTest.Commander", {
            value: data.commander,
          }),
        ]),
  ];
}

function stackName(state: CommandTestState, role: Role, id: string): string {
  const stack = state.setup.supports[role].find((candidate) => stackId(candidate.cell) === id);
  return stack === undefined ? "" : stackLabel(stack);
}

/** A result code in words: no effect, who retreats how far, who is eliminated, an exchange. */
function resultText(state: CommandTestState, code: string | null): LocText {
  if (code === null) return say("WARGAME.View.CommandTest.NoCombat");
  const result = parseResult(code);
  switch (result?.kind) {
    case "retreat":
      return say("WARGAME.View.CommandTest.Retreat", { code, side: sideOf(state, result.role), count: result.hexes });
    case "eliminated":
      return say("WARGAME.View.CommandTest.Eliminated", { code, side: sideOf(state, result.role) });
    case "exchange":
      return say("WARGAME.View.CommandTest.Exchange", { code });
    default:
      return say("WARGAME.View.CommandTest.NoEffect", { code });
  }
}

function outcomeLines(outcome: CommandTestOutcome, state: CommandTestState): LocText[] {
  const attacker = sideOf(state, "attacker");
  if (!outcome.goesAhead) return [say("WARGAME.View.CommandTest.OrderFails", { side: attacker })];
  return [
    say("WARGAME.View.CommandTest.OrderGoesAhead", { side: attacker }),
    ...ROLES.flatMap((role) =>
      outcome.supporting[role].map((id) =>
        say("WARGAME.View.CommandTest.Supported", { stack: stackName(state, role, id), side: sideOf(state, role) }),
      ),
    ),
    ...(outcome.strength === null || outcome.column === null
      ? []
      : [
          say(
            "WARGAME.View.CommandTest.Strengths",
            { attack: outcome.strength.attacker, defence: outcome.strength.defender, column: outcome.column },
            bothSides(state),
          ),
        ]),
    resultText(state, outcome.result),
  ];
}

function oddsTables(odds: CommandTestOdds, state: CommandTestState): OddsTable[] {
  const attacker = sideOf(state, "attacker");
  const order: OddsTable[] =
    state.command === null
      ? [
          {
            title: say("WARGAME.View.CommandTest.OddsOrder", { side: attacker }),
            rows: [
              chanceRow(say("WARGAME.View.CommandTest.OddsGoesAhead"), odds.goesAhead),
              chanceRow(say("WARGAME.View.CommandTest.OddsFails"), 1 - odds.goesAhead),
            ],
          },
        ]
      : [];
  // A support already tested is known, one foraging or disrupted may not support (Rule 10.1); the others join with the chance the odds give.
  const open = ROLES.flatMap((role) =>
    state.setup.supports[role]
      .filter((stack) => !stack.forage && !stack.units.some((unit) => unit.disrupted))
      .map((stack) => stackId(stack.cell))
      .filter((id) => !state.tests[role].some((test) => test.stack === id))
      .map((id) =>
        chanceRow(
          say("WARGAME.View.CommandTest.OddsJoins", { stack: stackName(state, role, id), side: sideOf(state, role) }),
          chanceOf(odds.outcomes, (outcome) => outcome.supporting[role].includes(id)),
        ),
      ),
  );
  return [
    ...order,
    ...(open.length === 0 ? [] : [{ title: say("WARGAME.View.CommandTest.OddsSupports"), rows: open }]),
    {
      title: say("WARGAME.View.CommandTest.OddsResult"),
      rows: distributionRows(odds.result, (code) => resultText(state, code)),
    },
  ];
}
