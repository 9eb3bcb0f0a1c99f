import type { Effect, LogEffect, MoveRequestBase } from "./effects";
import type { DecisionOption, DecisionStep, LocText } from "./types";

/** Helpers every ruleset's state machine uses: effects, chat lines and localized texts. */

/** The state with `effects` recorded after the ones it has. */
export function withEffects<S extends { readonly effects: readonly Effect[] }>(state: S, ...effects: S["effects"]): S {
  return effects.length === 0 ? state : { ...state, effects: [...state.effects, ...effects] };
}

/** A chat line: a full localization key and the values that fill it; `counts`, the sides whose units its numbers count. */
export function line(key: string, data: LocText["data"] = {}, counts?: readonly string[]): LogEffect {
  return { kind: "log", line: text(key, data, counts) };
}

/** A text: a full localization key and the values that fill it; `counts`, the sides whose units its numbers count. */
export function text(key: string, data: LocText["data"] = {}, counts?: readonly string[]): LocText {
  return counts === undefined ? { key, data } : { key, data, counts };
}

/** A value the flow guarantees; its absence is a bug in the ruleset (`who`), not bad input. */
export function defined<T>(value: T | undefined, what: string, who = "ruleset"): T {
  if (value === undefined) throw new Error(`${who}: ${what} is missing`);
  return value;
}

/** The moves a state's effects ask for, in order. */
export function moveRequests<Move extends MoveRequestBase>(state: {
  readonly effects: readonly Effect<Move>[];
}): Move[] {
  return state.effects.flatMap((effect) => (effect.kind === "move" ? [effect.request] : []));
}

/** An open decision of `side` that picks exactly one of `options`. */
export function chooseOne(id: string, side: string, prompt: LocText, options: readonly DecisionOption[]): DecisionStep {
  return chooseSome(id, side, prompt, options, 1, 1);
}

/** An open decision of `side` that picks from `min` to `max` of `options` (by default, up to all of them). */
export function chooseSome(
  id: string,
  side: string,
  prompt: LocText,
  options: readonly DecisionOption[],
  min: number,
  max = options.length,
): DecisionStep {
  return { kind: "decision", id, side, secret: false, sealed: [], prompt, options, min, max };
}

/** An always-legal option with no data. */
export function choice(id: string, labelKey: string): DecisionOption {
  return { id, labelKey, data: {}, legal: true };
}
