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
/** In place of a text that must stay (a prompt, a roll's purpose) whose numbers count units left out. */
export const UNSEEN_NUMBERS: LocText = { key: "WARGAME.View.Unseen.Numbers", data: {} };
/** In place of a summary row's value that counts units left out. */
export const UNSEEN_VALUE: LocText = { key: "WARGAME.View.Unseen.Value", data: {} };

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
 * - A number about a whole side that lost units counts them. A text whose numbers count such a side
 *   (its `counts` names it, or, in a list, it names the side by its name or id and carries a number)
 *   is not shown: a line of a list says only that the side's totals are not shown
 *   (`UNSEEN_TOTAL_KEY`), once per side and list; a summary row's value says "not shown"
 *   (`UNSEEN_VALUE`), a row so labelled is left out; a text that must stay says its numbers are not
 *   shown (`UNSEEN_NUMBERS`); a visible unit's number so marked is left out; the odds tables (every
 *   outcome counts every unit) are left out.
 * Numbers that count no such side (a die's faces, a visible unit's own values) stay.
 * A view without anything unseen is returned as it is.
 */
export function withoutUnseen(view: CombatView, unseen: readonly UnseenUnit[]): CombatView {
  if (unseen.length === 0) return view;
  const mentions = mentionsOf(unseen);
  const ids = new Set(unseen.map((unit) => unit.id));
  const names = (text: LocText): boolean => Object.values(text.data).some(namesIn(mentions));
  const short: Short[] = view.header.sides.flatMap((side) =>
    side.units.some((unit) => ids.has(unit.id)) ? [{ side: side.side, name: side.name }] : [],
  );
  const counted = countedOf(short);
  const hides = (text: LocText): boolean => names(text) || counted(text).length > 0;
  const sides = view.header.sides.map((side) => sideWithout(side, ids, hides));
  const keep = (lines: readonly LocText[]): LocText[] =>
    withoutTotals(
      lines.filter((line) => !names(line)),
      short,
      counted,
    );
  const say = (text: LocText): LocText => seenText(text, mentions, short);
  const { step } = view;
  return {
    ...view,
    header: { ...view.header, sides },
    step: {
      kind: step.kind,
      decision: step.decision && decisionWithout(step.decision, mentions, hides, say),
      roll: step.roll && rollWithout(step.roll, mentions, say),
      done: step.done && doneWithout(step.done, ids, keep, say),
    },
    odds: short.length > 0 ? null : view.odds && oddsWithout(view.odds, names),
    summary: view.summary && summaryWithout(view.summary, names, counted, keep),
    log: keep(view.log),
    rolls: view.rolls
      .filter((roll) => !names(roll.purpose) && !names(roll.faces))
      .map((roll) => ({
        purpose: say(roll.purpose),
        faces: say(roll.faces),
        did: keep(roll.did),
      })),
  };
}

/** A side of a combat some of whose units a reader may not see: its id, and the name its players know it by. */
export interface Short {
  readonly side: string;
  readonly name: string;
}

/**
 * A text as a reader who may not see the units (`mentions`) of the sides `short` takes part with
 * reads it: "its numbers are not shown" when its numbers count one of those sides, else with
 * "an unseen unit" in place of each value that names one of the units.
 */
export function seenText(text: LocText, mentions: Mentions, short: readonly Short[]): LocText {
  return countedOf(short)(text).length > 0 ? UNSEEN_NUMBERS : unseenText(text, mentions);
}

/** `text` with "an unseen unit" in place of each value that names one of the units. */
export function unseenText(text: LocText, mentions: Mentions): LocText {
  const named = namesIn(mentions);
  if (!Object.values(text.data).some(named)) return text;
  return {
    ...text,
    data: Object.fromEntries(
      Object.entries(text.data).map(([name, value]) => [name, named(value) ? UNSEEN_UNIT.key : value]),
    ),
  };
}

/** The sides of `short` whose units a text's numbers count, as it declares (`counts`). */
function countedOf(short: readonly Short[]): (text: LocText) => Short[] {
  return (text) => short.filter((side) => text.counts?.includes(side.side) === true);
}

/**
 * The lines with each one that gives a number about a side short of units (counts it, or names it
 * and carries a number) replaced by that side's "totals not shown" line (once per side in the list).
 */
function withoutTotals(lines: readonly LocText[], short: readonly Short[], counted: Counted): LocText[] {
  if (short.length === 0) return [...lines];
  const said = new Set<string>();
  return lines.flatMap((line) => {
    const values = Object.values(line.data);
    const named = values.some((value) => typeof value === "number")
      ? short.filter((side) => values.some((value) => value === side.name || value === side.side))
      : [];
    const sides = [...new Set([...counted(line), ...named])];
    if (sides.length === 0) return [line];
    return sides.flatMap((side) => {
      if (said.has(side.side)) return [];
      said.add(side.side);
      return [totalsNotShown(side)];
    });
  });
}

function totalsNotShown(side: Short): LocText {
  return { key: UNSEEN_TOTAL_KEY, data: { side: side.name } };
}

function namesIn(mentions: Mentions): (value: string | number) => boolean {
  return (value) => typeof value === "string" && mentions(value);
}

type Names = (text: LocText) => boolean;
type Counted = (text: LocText) => Short[];
type Keep = (lines: readonly LocText[]) => LocText[];
type Say = (text: LocText) => LocText;

function sideWithout(side: NamedSideView, ids: ReadonlySet<string>, hides: Names): NamedSideView {
  const units = side.units.filter((unit) => !ids.has(unit.id));
  const hiding = units.some((unit) => [...unit.numbers, ...unit.statuses].some(hides));
  if (units.length === side.units.length && !hiding) return side;
  // A unit the reader sees whose numbers name an unseen one or count its side keeps its numbers without those.
  const seen = units.map((unit) => ({
    ...unit,
    numbers: unit.numbers.filter((n) => !hides(n)),
    statuses: unit.statuses.filter((s) => !hides(s)),
  }));
  return units.length === side.units.length ? { ...side, units: seen } : { ...side, units: seen, unseen: UNSEEN_SIDE };
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

function summaryWithout(summary: SummaryView, names: Names, counted: Counted, keep: Keep): SummaryView {
  const title = (text: LocText): LocText => {
    const [side] = counted(text);
    return side === undefined ? text : totalsNotShown(side);
  };
  return {
    sections: summary.sections
      .filter((section) => !names(section.title))
      .map((section) => ({
        title: title(section.title),
        rows: section.rows
          .filter(
            (row) => !names(row.label) && counted(row.label).length === 0 && (row.value === null || !names(row.value)),
          )
          .map((row) => ({
            ...row,
            value: row.value !== null && counted(row.value).length > 0 ? UNSEEN_VALUE : row.value,
            notes: keep(row.notes),
          })),
      })),
  };
}
