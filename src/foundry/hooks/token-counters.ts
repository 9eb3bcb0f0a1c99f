import type { CounterToken } from "../canvas/token-counters";
import { viewedIndex } from "../canvas/viewed-board";
import { viewedCounters } from "../canvas/viewed-counters";
import { failSoft, type FailSoft } from "./fail-soft";

/** What the hooks call of the counters (`TokenCounters` fits). */
export interface CounterHooks {
  refresh(token: CounterToken): void;
  forget(token: CounterToken): void;
  refreshUnits(ids: Iterable<string>): void;
}

/**
 * Counters on the tokens: printed at every token refresh (`refreshToken`, fired whenever Foundry
 * redraws part of a token; its label is re-used), taken away when the token is destroyed
 * (`destroyToken`), and printed again when the index learns a unit changed (its data or statuses
 * may change without the token being redrawn). Hook names: hookEvents.refreshObject and
 * hookEvents.destroyObject, v13 and v14 API ("refreshToken", "destroyToken"). Every handler runs
 * guarded (fail-soft.ts): counters that throw are off for the scene.
 */
export function listen(
  counters: CounterHooks = viewedCounters,
  index: typeof viewedIndex = viewedIndex,
  soft: FailSoft = failSoft,
): void {
  Hooks.on(
    "refreshToken",
    soft.guard("tokenCounters", (token) => counters.refresh(token)),
  );
  Hooks.on(
    "destroyToken",
    soft.guard("tokenCounters", (token) => counters.forget(token)),
  );
  index.subscribe(
    soft.guard("tokenCounters", (change) => {
      if (change.kind === "units") counters.refreshUnits(change.ids);
      else
        counters.refreshUnits(
          index
            .current()
            ?.board()
            .units.map((unit) => unit.id) ?? [],
        );
    }),
  );
}
