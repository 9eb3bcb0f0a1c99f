import type { Effect, MoveRequestBase } from "../session/effects";
import { moveRequests } from "../session/state-helpers";
import type { SessionStateBase } from "../session/types";
import type { Ruleset } from "./ruleset";

/** The facts most rule systems state the same way, which `defineRuleset` fills when left out. */
type Defaulted =
  "labelKey" | "statuses" | "cellMarkers" | "terrain" | "tables" | "options" | "errors" | "effects" | "moveRequests";

/** A rule system as its folder writes it: the `Ruleset` contract, less what `defineRuleset` defaults. */
export type RulesetDefinition<
  UnitData,
  Setup,
  State extends SessionStateBase,
  Outcome,
  Odds,
  Move extends MoveRequestBase,
> = Omit<Ruleset<UnitData, Setup, State, Outcome, Odds, Move>, Defaulted> &
  Partial<Pick<Ruleset<UnitData, Setup, State, Outcome, Odds, Move>, Defaulted>>;

/**
 * A rule system from its definition, each fact it leaves out filled the one way every rule system
 * states it: its name at `WARGAME.Ruleset.<id>` (in its own language file), no statuses, no cell markers, no terrain
 * of its own, no tables, no options, no errors of its own, its state's `effects` as they stand, and the moves among them.
 */
export function defineRuleset<
  UnitData,
  Setup,
  State extends SessionStateBase & { readonly effects: readonly Effect<Move>[] },
  Outcome,
  Odds,
  Move extends MoveRequestBase,
>(
  definition: RulesetDefinition<UnitData, Setup, State, Outcome, Odds, Move>,
): Ruleset<UnitData, Setup, State, Outcome, Odds, Move> {
  return {
    ...definition,
    labelKey: definition.labelKey ?? `WARGAME.Ruleset.${definition.id}`,
    statuses: definition.statuses ?? [],
    cellMarkers: definition.cellMarkers ?? [],
    terrain: definition.terrain ?? [],
    tables: definition.tables ?? {},
    options: definition.options ?? [],
    errors: definition.errors ?? {},
    effects: definition.effects ?? ((state) => state.effects),
    moveRequests: definition.moveRequests ?? moveRequests,
  };
}
