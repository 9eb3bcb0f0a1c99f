import { viewedIndex } from "../canvas/viewed-board";
import { viewedCounters } from "../canvas/viewed-counters";

/**
 * Counters on the tokens: printed at every token refresh (`refreshToken`, fired whenever Foundry
 * redraws part of a token; its label is re-used), taken away when the token is destroyed
 * (`destroyToken`), and printed again when the index learns a unit changed (its data or statuses
 * may change without the token being redrawn). Hook names: hookEvents.refreshObject and
 * hookEvents.destroyObject, v13 and v14 API ("refreshToken", "destroyToken").
 */
export function listen(
  counters: typeof viewedCounters = viewedCounters,
  index: typeof viewedIndex = viewedIndex,
): void {
  Hooks.on("refreshToken", (token) => counters.refresh(token));
  Hooks.on("destroyToken", (token) => counters.forget(token));
  index.subscribe((change) => {
    if (change.kind === "units") counters.refreshUnits(change.ids);
    else
      counters.refreshUnits(
        index
          .current()
          ?.board()
          .units.map((unit) => unit.id) ?? [],
      );
  });
}
