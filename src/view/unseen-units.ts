import type {
  CombatView,
  DecisionView,
  DoneView,
  LocText,
  MoveView,
  NamedSideView,
  OddsView,
  OptionView,
  RollView,
  SummaryView,
} from "./view-types";

/** A unit someone may not see, as a view names it: by its id and by its name. */
export interface UnseenUnit {
  readonly id: string;
  readonly name: string;
}

/** How a view names a unit its reader may not see, where a text cannot do without it. */
export const UNSEEN_UNIT: LocText = { key: "WARGAME.View.Unseen.Unit", data: {} };
/** The line under a side whose units were left out: that some were, never how many. */
export const UNSEEN_SIDE: LocText = { key: "WARGAME.View.Unseen.Side", data: {} };
/** In place of a line that gives a number about a side with units left out (its total counts them). */
export const UNSEEN_TOTAL_KEY = "WARGAME.View.Unseen.Total";

/**
 * Whether a string names one of the units: it holds the unit's id or name as a whole word (so
 * "Alpha" is in "Alpha, Bravo" and "a1" in "retreat:a1", but "Alpha" is not in "Alphabet"). A text
 * names one when one of its values does (its key is the module's, never a unit's).
 */
export type Mentions = (text: string) => boolean;

/** Whether a string names one of `unseen` (see `Mentions`). */
export function mentionsOf(unseen: readonly UnseenUnit[]): Mentions {
  const words = [...new Set(unseen.flatMap((unit) => [unit.id, unit.name]))].filter((word) => word.trim() !== "");
  if (words.length === 0) return () => false;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}_])(?:${words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}\\p{N}_])`,
    "u",
  );
  return (text) => pattern.test(text);
}

/**
 * The view of a combat for a reader who may not see `unseen` (units on tokens hidden from them):
 * no id, name or line of those units is left in it, and no list says how many there were.
 * - The header leaves them out; a side that lost any says so once (`UNSEEN_SIDE`), without a number.
 * - A line of a list (outcome, results, effects, log, rolls, summary rows, odds rows, decision
 *   options and places, sealed choices, a move's reasons) that names one is left out; so is a move of one.
 * - A text that must stay (a decision's prompt, a roll's purpose, a move of a unit they see that
 *   names one on its way) says "an unseen unit" in place of each value that names one; an id that
 *   names one (a step's) becomes empty.
 * - A number about a whole side that lost units counts them: a line naming such a side (by its
 *   name or id) that carries a number says only that its totals are not shown (`UNSEEN_TOTAL_KEY`),
 *   once per side and list; the odds tables (every outcome counts every unit) are left out.
 * Numbers that name no side (a die's faces, a visible unit's own values, an odds column) stay.
 * A view without anything unseen is returned as it is.
 */
export function withoutUnseen(view: CombatView, unseen: readonly UnseenUnit[]): CombatView {
  if (unseen.length === 0) return view;
  const mentions = mentionsOf(unseen);
  const ids = new Set(unseen.map((unit) => unit.id));
  const names = (text: LocText): boolean => Object.values(text.data).some(namesIn(mentions));
  const sides = view.header.sides.map((side) => sideWithout(side, ids, names));
  const short = sides.flatMap((side, index) =>
    side === view.header.sides[index] ? [] : [{ name: side.name, ids: new Set([side.name, side.side]) }],
  );
  const keep = (lines: readonly LocText[]): LocText[] =>
    withoutTotals(
      lines.filter((line) => !names(line)),
      short,
    );
  const say = (text: LocText): LocText => unseenText(text, mentions);
  const { step } = view;
  return {
    ...view,
    header: { ...view.header, sides },
    step: {
      kind: step.kind,
      decision: step.decision && decisionWithout(step.decision, mentions, names, say),
      roll: step.roll && rollWithout(step.roll, mentions, say),
      done: step.done && doneWithout(step.done, ids, keep, say),
    },
    odds: short.length > 0 ? null : view.odds && oddsWithout(view.odds, names),
    summary: view.summary && summaryWithout(view.summary, names, keep),
    log: keep(view.log),
    rolls: view.rolls
      .filter((roll) => !names(roll.purpose) && !names(roll.faces))
      .map((roll) => ({
        ...roll,
        did: keep(roll.did),
      })),
  };
}

/** `text` with "an unseen unit" in place of each value that names one of the units. */
export function unseenText(text: LocText, mentions: Mentions): LocText {
  const named = namesIn(mentions);
  if (!Object.values(text.data).some(named)) return text;
  return {
    key: text.key,
    data: Object.fromEntries(
      Object.entries(text.data).map(([name, value]) => [name, named(value) ? UNSEEN_UNIT.key : value]),
    ),
  };
}

/**
 * The lines with each one that gives a number about a side short of units replaced by that side's
 * "totals not shown" line (once per side in the list).
 */
function withoutTotals(
  lines: readonly LocText[],
  short: readonly { readonly name: string; readonly ids: ReadonlySet<string> }[],
): LocText[] {
  if (short.length === 0) return [...lines];
  const said = new Set<string>();
  return lines.flatMap((line) => {
    const values = Object.values(line.data);
    const side = values.some((value) => typeof value === "number")
      ? short.find((candidate) => values.some((value) => typeof value === "string" && candidate.ids.has(value)))
      : undefined;
    if (side === undefined) return [line];
    if (said.has(side.name)) return [];
    said.add(side.name);
    return [{ key: UNSEEN_TOTAL_KEY, data: { side: side.name } }];
  });
}

function namesIn(mentions: Mentions): (value: string | number) => boolean {
  return (value) => typeof value === "string" && mentions(value);
}

type Names = (text: LocText) => boolean;
type Keep = (lines: readonly LocText[]) => LocText[];
type Say = (text: LocText) => LocText;

function sideWithout(side: NamedSideView, ids: ReadonlySet<string>, names: Names): NamedSideView {
  const units = side.units.filter((unit) => !ids.has(unit.id));
  if (units.length === side.units.length) return side;
  // A unit the reader sees whose numbers name an unseen one keeps its numbers without that one.
  return {
    ...side,
    units: units.map((unit) => ({
      ...unit,
      numbers: unit.numbers.filter((n) => !names(n)),
      statuses: unit.statuses.filter((s) => !names(s)),
    })),
    unseen: UNSEEN_SIDE,
  };
}

function decisionWithout(decision: DecisionView, mentions: Mentions, names: Names, say: Say): DecisionView {
  const shown = (option: OptionView): boolean =>
    !mentions(option.id) &&
    [option.label, option.reason, option.note, option.fatal].every((text) => text == null || !names(text));
  return {
    ...decision,
    id: mentions(decision.id) ? "" : decision.id,
    prompt: say(decision.prompt),
    options: decision.options.filter(shown),
    places: decision.places.filter(shown),
    placeList: decision.placeList && { hint: say(decision.placeList.hint), summary: say(decision.placeList.summary) },
    sealed: decision.sealed.filter((line) => !names(line)),
    waiting: decision.waiting && say(decision.waiting),
  };
}

function rollWithout(roll: RollView, mentions: Mentions, say: Say): RollView {
  return { ...roll, id: mentions(roll.id) ? "" : roll.id, purpose: say(roll.purpose), who: say(roll.who) };
}

function doneWithout(done: DoneView, ids: ReadonlySet<string>, keep: Keep, say: Say): DoneView {
  const moves: MoveView[] = done.moves
    .filter((move) => !ids.has(move.unitId))
    .map((move) => ({
      ...move,
      text: say(move.text),
      ...(move.reasons === undefined ? {} : { reasons: keep(move.reasons) }),
    }));
  return { outcome: keep(done.outcome), results: keep(done.results), moves, effects: keep(done.effects) };
}

function oddsWithout(odds: OddsView, names: Names): OddsView {
  return {
    ...odds,
    tables: odds.tables
      .filter((table) => !names(table.title))
      .map((table) => ({ ...table, rows: table.rows.filter((row) => !names(row.label)) })),
  };
}

function summaryWithout(summary: SummaryView, names: Names, keep: Keep): SummaryView {
  return {
    sections: summary.sections
      .filter((section) => !names(section.title))
      .map((section) => ({
        ...section,
        rows: section.rows
          .filter((row) => !names(row.label) && (row.value === null || !names(row.value)))
          .map((row) => ({ ...row, notes: keep(row.notes) })),
      })),
  };
}
