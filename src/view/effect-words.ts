import type { Effect } from "../engine/session/effects";
import { statusWord } from "./status-words";
import { say } from "./text";
import type { CellMarkerView, LocText } from "./view-types";

/** The ruleset's own account: the chat lines among its effects, in order. */
export function logLines(effects: readonly Effect[]): LocText[] {
  return effects.flatMap((effect) => (effect.kind === "log" ? [effect.line] : []));
}

/** Resources and markers the rule systems count, in words with their plural forms; any other shows its count alone. */
const SPENT: Readonly<Record<string, string>> = {
  ops: "WARGAME.View.Effect.Resource.OpsSpent",
  "command-chits": "WARGAME.View.Effect.Resource.ChitsSpent",
};
const GAINED: Readonly<Record<string, string>> = { shock: "WARGAME.View.Effect.Resource.ShockGained" };

/**
 * What the effects do to units, markers and resources, in words (chat lines and moves are shown
 * elsewhere); a marker in a cell in its rule system's words (`markers`), any other by its count alone.
 */
export function effectWords(
  effects: readonly Effect[],
  name: (id: string) => string,
  markers: readonly CellMarkerView[] = [],
): LocText[] {
  return effects.flatMap((effect): LocText[] => {
    switch (effect.kind) {
      case "step-loss":
        return [say("WARGAME.View.Effect.StepLoss", { unit: name(effect.unitId), count: effect.steps })];
      case "status":
        return [
          say(effect.on ? "WARGAME.View.Effect.StatusOn" : "WARGAME.View.Effect.StatusOff", {
            unit: name(effect.unitId),
            status: statusWord(effect.status),
          }),
        ];
      case "eliminated":
        return [say("WARGAME.View.Effect.Eliminated", { unit: name(effect.unitId) })];
      case "marker": {
        const kind = markers.find((candidate) => candidate.id === effect.marker);
        const placed = kind?.placedKey ?? "WARGAME.View.Effect.MarkerPlaced";
        const removed = kind?.removedKey ?? "WARGAME.View.Effect.MarkerRemoved";
        return [
          say(effect.delta > 0 ? placed : removed, {
            count: Math.abs(effect.delta),
            i: effect.cell.i,
            j: effect.cell.j,
          }),
        ];
      }
      case "resource":
        return [
          say(
            (effect.delta < 0 ? SPENT[effect.resource] : GAINED[effect.resource]) ??
              (effect.delta < 0 ? "WARGAME.View.Effect.Spent" : "WARGAME.View.Effect.Gained"),
            {
              side: effect.side,
              count: Math.abs(effect.delta),
            },
          ),
        ];
      case "move":
      case "log":
        return [];
    }
  });
}
