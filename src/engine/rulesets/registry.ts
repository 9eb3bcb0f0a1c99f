import { tableError } from "../errors";
import { SCENARIO_ERRORS } from "../scenario/scenario-errors";
import type { Unit } from "../board/types";
import type { GridSpec } from "../model/grid-spec";
import type { MoveRequestBase } from "../session/effects";
import type { SessionStateBase } from "../session/types";
import { type CombatViewBuilder, type RulesetView, viewBuilder } from "../../view/ruleset-view";
import type { CounterValue } from "../../view/view-types";
import type { RulesetId } from "./ids";
import type { Ruleset, StatusDeclaration } from "./ruleset";
import { assault } from "../../rulesets/assault/assault-ruleset";
import { assaultView } from "../../rulesets/assault/view";
import { combatGrid } from "../../rulesets/combat-grid/combat-grid-ruleset";
import { combatGridView } from "../../rulesets/combat-grid/view";
import { commandTest } from "../../rulesets/command-test/command-test-ruleset";
import { commandTestView } from "../../rulesets/command-test/view";
import { skirmishRecoil } from "../../rulesets/skirmish-recoil/skirmish-recoil-ruleset";
import { skirmishRecoilView } from "../../rulesets/skirmish-recoil/view";
import { victoryMargin } from "../../rulesets/victory-margin/victory-margin-ruleset";
import { victoryMarginView } from "../../rulesets/victory-margin/view";

/** A ruleset seen from code that works with any of them (scenarios, hosts, the resolver). */
export type AnyRuleset = Ruleset<unknown, unknown, SessionStateBase, unknown, unknown, MoveRequestBase>;

/** A rule system as the registry holds it: its rules and its view, each built with its own types. */
export interface RegisteredRuleset {
  readonly ruleset: AnyRuleset;
  readonly view: CombatViewBuilder;
  /** The values a unit's counter prints (RulesetView.counterValues). */
  readonly counterValues: (unit: Unit, grid: GridSpec) => CounterValue[];
}

/**
 * The registry entry of a rule system and its view, both with the rule system's own types. The
 * registry imports both; neither imports the other's module object, so no import goes round in a
 * circle.
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
  return { ruleset, view: viewBuilder(ruleset, view), counterValues: (unit, grid) => view.counterValues(unit, grid) };
}

/** The rule systems that ship with the module: one line each. */
const REGISTERED = new Map<RulesetId, RegisteredRuleset>(
  [
    registration(victoryMargin, victoryMarginView),
    registration(skirmishRecoil, skirmishRecoilView),
    registration(assault, assaultView),
    registration(commandTest, commandTestView),
    registration(combatGrid, combatGridView),
  ].map((entry) => [entry.ruleset.id, entry]),
);

/**
 * Adds a rule system after the ones that ship (a test's, or another module's). Throws an
 * EngineError when its id is taken, so one can never stand in for another.
 */
export function registerRuleset(entry: RegisteredRuleset): void {
  if (REGISTERED.has(entry.ruleset.id)) throw tableError(SCENARIO_ERRORS, "RulesetTaken", { got: entry.ruleset.id });
  REGISTERED.set(entry.ruleset.id, entry);
}

/** Every registered rule system, in registration order. */
export function registeredRulesets(): readonly RegisteredRuleset[] {
  return [...REGISTERED.values()];
}

export function rulesetIds(): readonly RulesetId[] {
  return [...REGISTERED.keys()];
}

export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === "string" && REGISTERED.has(value);
}

/** The registered rule system `id`; throws an EngineError listing the registered ones otherwise. */
export function rulesetById(id: string): RegisteredRuleset {
  const found = REGISTERED.get(id);
  if (found === undefined)
    throw tableError(SCENARIO_ERRORS, "UnknownRuleset", { got: id, choices: rulesetIds().join(", ") });
  return found;
}

/**
 * Every status some registered rule system reads or sets, once each, in registration order (the
 * first declaration of an id is its look everywhere).
 */
export function registeredStatuses(): readonly StatusDeclaration[] {
  const byId = new Map<string, StatusDeclaration>();
  for (const { ruleset } of REGISTERED.values())
    for (const status of ruleset.statuses) if (!byId.has(status.id)) byId.set(status.id, status);
  return [...byId.values()];
}
