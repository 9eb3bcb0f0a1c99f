import { isRecord } from "../engine/board/read-fields";
import type { Unit } from "../engine/board/types";
import type { AnyRuleset } from "../engine/rulesets/registry";
import type { SessionStateBase } from "../engine/session/types";
import { genericOddsTables } from "./odds-view";
import type { RulesetView, ViewContext } from "./ruleset-view";
import { say } from "./text";
import type { LocText, SideView, UnitView, Viewer } from "./view-types";

/**
 * The view of a ruleset that has none of its own: the units taking part (its `participants`), by side,
 * with their move and steps lost; the outcome's plain fields; its odds' plain distributions.
 */
export function genericView(ruleset: AnyRuleset): RulesetView<unknown, unknown, SessionStateBase, unknown, unknown> {
  return {
    ruleset,
    sides: (_state, { board, setup, viewer }) => {
      const taking = new Set(ruleset.participants(setup).flatMap((side) => side.unitIds));
      return sidesOf(board.units.filter((unit) => taking.has(unit.id)), viewer, genericUnitView);
    },
    summary: () => null,
    outcome: (outcome) => plainFields(outcome),
    odds: (odds) => genericOddsTables(odds),
    optionValues: (_state, { selection }: ViewContext) => (isRecord(selection) && isRecord(selection["options"]) ? selection["options"] : {}),
    extraDefaults: () => [],
  };
}

/** Units grouped by side, sides in the order their first unit comes. */
export function sidesOf(units: readonly Unit[], viewer: Viewer, unitView: (unit: Unit) => UnitView): SideView[] {
  const sides = [...new Set(units.map((unit) => unit.side))];
  return sides.map((side) => ({
    side,
    role: null,
    yours: viewer.sides.includes(side),
    units: units.filter((unit) => unit.side === side).map(unitView),
  }));
}

function genericUnitView(unit: Unit): UnitView {
  const stepsLost = unit.data["stepsLost"];
  return {
    id: unit.id,
    name: unit.name,
    numbers: [
      say("WARGAME.View.Unit.Move", { move: unit.move }),
      ...(typeof stepsLost === "number" ? [say("WARGAME.View.Unit.StepsLost", { steps: stepsLost })] : []),
    ],
    statuses: statusTexts(unit.status),
    out: false,
  };
}

export function statusTexts(statuses: readonly string[]): LocText[] {
  return statuses.map((status) => say("WARGAME.View.Status", { status }));
}

function plainFields(outcome: unknown): LocText[] {
  if (!isRecord(outcome)) return [say("WARGAME.View.Odds.Value", { value: JSON.stringify(outcome) })];
  return Object.entries(outcome).flatMap(([name, value]) =>
    typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? [say("WARGAME.View.Field", { name, value: String(value) })] : [],
  );
}

