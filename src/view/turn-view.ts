import type { TurnProgress } from "../engine/rulesets/ruleset";
import type { DecisionStep, RollStep } from "../engine/session/types";
import { decisionView } from "./decision-view";
import { effectWords, logLines } from "./effect-words";
import { namedText, type SideNames, wordsFor } from "./named-texts";
import { namedDecisionView } from "./named-view";
import { say } from "./text";
import type { DecisionView, LocText, Viewer } from "./view-types";

/** One side in the turn tracker: its resources left, and whether it orders next or is done. */
export interface TurnSideView {
  readonly side: string;
  /** The side in the players' words (its scenario name, else its id made readable). */
  readonly name: string;
  readonly chits: LocText;
  /** Whether the rule system's turn counts a resource for the side at all (`TurnProgress.chits` lists it): else no chits are shown. */
  readonly counted: boolean;
  readonly onTurn: boolean;
  readonly done: boolean;
}

/** A turn in play as both hosts' turn trackers show it (templates/apps/turn-tracker.hbs). */
export interface TurnView {
  readonly name: string;
  readonly sides: readonly TurnSideView[];
  /** Where the turn is when it asks nothing here: a combat being fought, a result to apply, or the turn over. */
  readonly status: LocText | null;
  /** The turn's own decision (an order, the units to send), as the combat dialog shows one; null otherwise. */
  readonly step: { readonly kind: "decision"; readonly decision: DecisionView } | null;
  /** What each combat of the turn came to, in order. */
  readonly combats: readonly LocText[];
  /** The turn's own account (a side declining, markers removed at its end). */
  readonly lines: readonly LocText[];
  readonly over: boolean;
}

/**
 * The turn tracker's view of a turn: `pending` is the step the turn waits for (null once over, or
 * while a host has a combat's result to apply before the turn goes on); a step of the combat being
 * fought is answered in the combat dialog, not here.
 */
export function turnView(
  name: string,
  progress: TurnProgress,
  pending: DecisionStep | RollStep | null,
  viewer: Viewer,
  sideNames: SideNames,
): TurnView {
  const unitName = (id: string): string => progress.board.units.find((unit) => unit.id === id)?.name ?? id;
  const own = progress.combat === null && pending?.kind === "decision" ? pending : null;
  const words = wordsFor(sideNames, progress.board.terrain.areas);
  const named = (line: LocText): LocText => namedText(line, words);
  return {
    name,
    sides: progress.sides.map((side) => ({
      side,
      name: words.side(side),
      chits: say("WARGAME.Turn.Chits", { count: progress.chits[side] ?? 0 }),
      counted: Object.hasOwn(progress.chits, side),
      onTurn: side === progress.side && !progress.over,
      done: progress.done.includes(side),
    })),
    status: namedStatus(progress, own, named),
    step:
      own === null
        ? null
        : { kind: "decision", decision: namedDecisionView(decisionView(own, viewer, unitName), words) },
    combats: progress.combats.flatMap((combat) => (combat.summary === null ? [] : [named(combat.summary)])),
    lines: [...logLines(progress.effects), ...effectWords(progress.effects, unitName)].map(named),
    over: progress.over,
  };
}

/** Where the turn is when it asks nothing here, in the players' words. */
function namedStatus(
  progress: TurnProgress,
  own: DecisionStep | null,
  named: (line: LocText) => LocText,
): LocText | null {
  const status = progress.over
    ? say("WARGAME.Turn.Over")
    : progress.combat !== null
      ? say("WARGAME.Turn.Fighting", { side: progress.combat.side, order: progress.combats.length + 1 })
      : own !== null
        ? null
        : say("WARGAME.Turn.Result");
  return status === null ? null : named(status);
}
