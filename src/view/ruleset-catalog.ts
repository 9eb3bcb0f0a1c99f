import type { Unit } from "../engine/board/types";
import { type Catalog, catalogOf } from "../engine/rulesets/catalog";
import type { AnyRuleset, Ruleset } from "../engine/rulesets/ruleset";
import type { GridSpec } from "../engine/model/grid-spec";
import type { MoveRequestBase } from "../engine/session/effects";
import type { SessionStateBase } from "../engine/session/types";
import { type CombatViewBuilder, type RulesetView, viewBuilder } from "./ruleset-view";
import type { MoveWording } from "./move-words";
import type { CellMarkerView, CounterMarker, CounterMarkerDeclaration, CounterValue } from "./view-types";

/** A rule system as a catalog holds it: its rules and its view, each built with its own types. */
export interface RegisteredRuleset {
  readonly ruleset: AnyRuleset;
  readonly view: CombatViewBuilder;
  /** The values a unit's counter prints (RulesetView.counterValues). */
  readonly counterValues: (unit: Unit, grid: GridSpec) => CounterValue[];
  /** How it words moves (RulesetView.moveWording): a refused drag counts in the same word. */
  readonly moveWording: MoveWording;
  /** The kinds of marker its counters carry, and those a unit's counter carries now (RulesetView.markersOf). */
  readonly counterMarkers: readonly CounterMarkerDeclaration[];
  readonly markersOf: (unit: Unit, grid: GridSpec) => CounterMarker[];
  /** The markers it lays in cells, as they are drawn (RulesetView.cellMarkers). */
  readonly cellMarkers: readonly CellMarkerView[];
}

/** The rule systems a host or tool runs with, each with its view (see `Catalog`). */
export type RulesetCatalog = Catalog<RegisteredRuleset>;

/**
 * The catalog entry of a rule system and its view, both with the rule system's own types. Neither
 * imports the other's module object, so no import goes round in a circle.
 */
export function registration<
  UnitData,
  Setup,
  State extends SessionStateBase,
  Outcome,
  Odds,
  Move extends MoveRequestBase,
>(
  ruleset: Ruleset<UnitData, Setup, State, Outcome, Odds, Move>,
  view: RulesetView<State, Outcome, Odds>,
): RegisteredRuleset {
  return {
    ruleset,
    view: viewBuilder(ruleset, view),
    counterValues: (unit, grid) => view.counterValues(unit, grid),
    moveWording: view.moveWording ?? {},
    counterMarkers: view.counterMarkers,
    markersOf: (unit, grid) => view.markersOf(unit, grid),
    cellMarkers: view.cellMarkers,
  };
}

/** A catalog of `entries`, in their order (a composition root builds it and hands it in). */
export function rulesetCatalog(entries: readonly RegisteredRuleset[]): RulesetCatalog {
  return catalogOf(entries);
}
