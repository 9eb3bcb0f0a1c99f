import { tableError } from "../errors";
import { SCENARIO_ERRORS } from "../scenario/scenario-errors";
import type { RulesetId } from "./ids";
import type { AnyRuleset, StatusDeclaration, TurnPlayer } from "./ruleset";

/**
 * The rule systems a host, a tool or a test runs with. Its composition root builds it from a list
 * (`src/rulesets/shipped.ts` for the module) and hands it in; nothing below a root looks a rule
 * system up anywhere else.
 */
export interface Rulesets {
  /** Every id, in list order. */
  readonly ids: readonly RulesetId[];
  has(id: unknown): id is RulesetId;
  /** The rule system `id`; throws an EngineError listing the known ids otherwise. */
  ruleset(id: string): AnyRuleset;
  /**
   * Every status some rule system reads or sets, once each, in list order (the first declaration
   * of an id is its look everywhere).
   */
  readonly statuses: readonly StatusDeclaration[];
}

/** Rulesets whose entries carry more than the rules (a view, say), each found by its rule system's id. */
export interface Catalog<Entry extends { readonly ruleset: AnyRuleset }> extends Rulesets {
  readonly entries: readonly Entry[];
  /** The entry of rule system `id`; throws an EngineError listing the known ids otherwise. */
  entry(id: string): Entry;
  /**
   * Adds a rule system after the listed ones (another module's, or a test's). Throws an EngineError
   * when its id is taken, so one can never stand in for another.
   */
  add(entry: Entry): void;
}

/** A catalog of `list`, in its order; an id listed twice is refused as `add` refuses it. */
export function catalogOf<Entry extends { readonly ruleset: AnyRuleset }>(list: readonly Entry[]): Catalog<Entry> {
  const byId = new Map<RulesetId, Entry>();
  const entry = (id: string): Entry => {
    const found = byId.get(id);
    if (found === undefined)
      throw tableError(SCENARIO_ERRORS, "UnknownRuleset", { got: id, choices: [...byId.keys()].join(", ") });
    return found;
  };
  const add = (added: Entry): void => {
    if (byId.has(added.ruleset.id)) throw tableError(SCENARIO_ERRORS, "RulesetTaken", { got: added.ruleset.id });
    byId.set(added.ruleset.id, added);
  };
  list.forEach(add);
  return {
    get ids() {
      return [...byId.keys()];
    },
    get entries() {
      return [...byId.values()];
    },
    get statuses() {
      const statuses = new Map<string, StatusDeclaration>();
      for (const { ruleset } of byId.values())
        for (const status of ruleset.statuses) if (!statuses.has(status.id)) statuses.set(status.id, status);
      return [...statuses.values()];
    },
    has: (id): id is RulesetId => typeof id === "string" && byId.has(id),
    ruleset: (id) => entry(id).ruleset,
    entry,
    add,
  };
}

/** The turn play of rule system `id`; throws an EngineError naming the rule systems that have one otherwise. */
export function turnPlayerOf(rulesets: Rulesets, id: RulesetId): TurnPlayer {
  const player = rulesets.ruleset(id).turn;
  if (player !== undefined) return player;
  const withTurns = rulesets.ids.filter((other) => rulesets.ruleset(other).turn !== undefined);
  throw tableError(SCENARIO_ERRORS, "NoTurns", { ruleset: id, rulesets: withTurns.join(", ") });
}
