import type { Effect } from "../engine/session/effects";
import { say } from "./text";
import type { LocText } from "./view-types";

/** The ruleset's own account: the chat lines among its effects, in order. */
export function logLines(effects: readonly Effect[]): LocText[] {
  return effects.flatMap((effect) => (effect.kind === "log" ? [effect.line] : []));
}

/** What the effects do to units, markers and resources, in words (chat lines and moves are shown elsewhere). */
export function effectWords(effects: readonly Effect[], name: (id: string) => string): LocText[] {
  return effects.flatMap((effect): LocText[] => {
    switch (effect.kind) {
      case "step-loss":
        return [say("WARGAME.View.Effect.StepLoss", { unit: name(effect.unitId), steps: effect.steps })];
      case "status":
        return [say(effect.on ? "WARGAME.View.Effect.StatusOn" : "WARGAME.View.Effect.StatusOff", { unit: name(effect.unitId), status: effect.status })];
      case "eliminated":
        return [say("WARGAME.View.Effect.Eliminated", { unit: name(effect.unitId) })];
      case "marker":
        return [say(effect.delta > 0 ? "WARGAME.View.Effect.MarkerPlaced" : "WARGAME.View.Effect.MarkerRemoved", {
          marker: effect.marker,
          count: Math.abs(effect.delta),
          i: effect.cell.i,
          j: effect.cell.j,
        })];
      case "resource":
        return [say(effect.delta < 0 ? "WARGAME.View.Effect.Spent" : "WARGAME.View.Effect.Gained", {
          side: effect.side,
          resource: effect.resource,
          count: Math.abs(effect.delta),
        })];
      case "move":
      case "log":
        return [];
    }
  });
}
