/**
 * The plain data the combat templates render (the dialog's parts and the chat card), the same in
 * every host. Every text is a localization key with its values (`LocText`); a value that is itself
 * a `WARGAME.*` key (a tactic's name, say) is localized too, by the `wargameText` helper.
 */
import type { LocText } from "../engine/session/types";

export type { LocText } from "../engine/session/types";

/** Who looks at a view: the sides they play, and whether they referee (a GM sees and may answer for every side). */
export interface Viewer {
  readonly sides: readonly string[];
  readonly referee: boolean;
}

/** One unit in the combat's header. */
export interface UnitView {
  readonly id: string;
  readonly name: string;
  /** Its key numbers (value, steps left, move, …), each a short text. */
  readonly numbers: readonly LocText[];
  readonly statuses: readonly LocText[];
  /** No longer in the fight (shattered, retreated, removed). */
  readonly out: boolean;
}

/**
 * One value a unit's counter prints: the short form a wargame counter carries ("CC 4", "4-3"), and
 * what it means in full ("close combat 4"), for the counter's tooltip.
 */
export interface CounterValue {
  readonly short: LocText;
  readonly full: LocText;
}

/**
 * A kind of marker a rule system's counters carry beside their printed values (shock points, a
 * barrage value, cover, steps left): a numbered chit of its colour on the counter's lower edge.
 * `labelKey` names it in the board's legend, from the rule system's own language file.
 */
export interface CounterMarkerDeclaration {
  readonly id: string;
  readonly labelKey: string;
  /** A dark colour the chit is filled with, under white figures. */
  readonly colour: string;
}

/**
 * A kind of marker a rule system lays in cells (`Ruleset.cellMarkers`, same id), as hosts draw and
 * word it: keys of the rule system's language file.
 */
export interface CellMarkerView {
  readonly id: string;
  /** Its name in the legend. */
  readonly labelKey: string;
  /** Its count in a cell in full, with `{count}`, `{i}`, `{j}` (the chit's tooltip). */
  readonly countKey: string;
  /** Markers placed and removed, with `{count}`, `{i}`, `{j}` (a combat's effects in words). */
  readonly placedKey: string;
  readonly removedKey: string;
  /** A dark colour the chit is filled with, under white figures. */
  readonly colour: string;
}

/** One marker on a unit's counter: which declared kind, the number it shows, and what it means in full (its tooltip). */
export interface CounterMarker {
  readonly id: string;
  readonly value: number;
  readonly full: LocText;
}

export interface SideView {
  readonly side: string;
  /** "Attacker", "Defender", … when the ruleset says; null otherwise. */
  readonly role: LocText | null;
  /** The viewer plays this side. */
  readonly yours: boolean;
  readonly units: readonly UnitView[];
}

/** A side of the header with the name its players know it by (the header shows the name, never the id). */
export interface NamedSideView extends SideView {
  readonly name: string;
  /** Units of this side were left out of this reader's view (hidden from them): said once, never how many. */
  readonly unseen?: LocText;
}

export interface HeaderView {
  readonly ruleset: LocText;
  readonly sides: readonly NamedSideView[];
}

/** A ruleset's own summary (totals, modifiers, who may support): sections of rows. */
export interface SummaryView {
  readonly sections: readonly SummarySection[];
}

export interface SummarySection {
  readonly title: LocText;
  readonly rows: readonly SummaryRow[];
}

export interface SummaryRow {
  readonly label: LocText;
  /** The row's number or short value, shown right-aligned; null for none. */
  readonly value: LocText | null;
  /** Why the value is what it is (halved because …, not eligible because …). */
  readonly notes: readonly LocText[];
  /** Greyed out: does not count (ineligible artillery, …). */
  readonly muted: boolean;
}

export interface OptionView {
  readonly id: string;
  readonly label: LocText;
  readonly legal: boolean;
  /** Why an illegal option may not be picked. */
  readonly reason: LocText | null;
  /** An advisory on a legal option. */
  readonly note: LocText | null;
  /** The option will (or may) take a unit off the board, in words; absent when it will not. */
  readonly fatal?: LocText;
  /** A place on the board: its cell, where a host draws it to be clicked; absent for other options. */
  readonly cell?: { readonly i: number; readonly j: number };
}

export interface DecisionView {
  readonly id: string;
  readonly side: string;
  readonly prompt: LocText;
  /** The viewer may answer this decision. */
  readonly yours: boolean;
  readonly secret: boolean;
  /** The options, for a viewer who may answer (a secret decision shows none to anyone else), places apart. */
  readonly options: readonly OptionView[];
  /** The options that are places on the board (both hosts draw them there, to be clicked), in the same order. */
  readonly places: readonly OptionView[];
  /**
   * For many places: the board comes first ("click a highlighted place"), and the list of places
   * folds away under this summary as the fallback; null shows the places as a plain list.
   */
  readonly placeList: { readonly hint: LocText; readonly summary: LocText } | null;
  readonly min: number;
  readonly max: number;
  /** Several picks allowed: the template shows checkboxes, else radio buttons. */
  readonly multiple: boolean;
  /** "Choose 1", "Choose 0 to 2", … */
  readonly picks: LocText;
  /** "{side} has chosen" for each side whose secret choice of this round is in (never what). */
  readonly sealed: readonly LocText[];
  /** For a viewer who may not answer: whom the session waits for. */
  readonly waiting: LocText | null;
}

export interface RollView {
  readonly id: string;
  readonly side: string;
  readonly dice: string;
  readonly purpose: LocText;
  /** "{side} rolls {dice}". */
  readonly who: LocText;
}

/** A roll made: what it was for, what it showed, what it did. */
export interface RollRecordView {
  readonly purpose: LocText;
  /** "{side} rolled 2d6: 5, 3". */
  readonly faces: LocText;
  /** The ruleset's lines that came of it. */
  readonly did: readonly LocText[];
}

/** One planned move or event of the result, in words. */
export interface MoveView {
  readonly unitId: string;
  readonly text: LocText;
  /** Why: the rule that moved the unit, then what shaped its path or stopped it (empty for other lines). */
  readonly reasons?: readonly LocText[];
}

export interface DoneView {
  /** The outcome, line by line. */
  readonly outcome: readonly LocText[];
  /** The ruleset's account of the combat (its chat lines), in order. */
  readonly results: readonly LocText[];
  /** The planned moves and what happens on the way, in words. */
  readonly moves: readonly MoveView[];
  /** What the result does to units, markers and resources, in words. */
  readonly effects: readonly LocText[];
}

/** Exactly one of `decision`, `roll`, `done` is set, as `kind` says (templates test the one they need). */
export interface StepView {
  readonly kind: "decision" | "roll" | "done";
  readonly decision: DecisionView | null;
  readonly roll: RollView | null;
  readonly done: DoneView | null;
}

export interface OddsRow {
  readonly label: LocText;
  /** Percentage with one decimal, e.g. "41.7". */
  readonly percent: string;
  /** The same, rounded to a whole number, for a bar's width. */
  readonly width: number;
}

export interface OddsTable {
  readonly title: LocText;
  readonly rows: readonly OddsRow[];
}

export interface OddsView {
  readonly tables: readonly OddsTable[];
  /** How the odds were worked out (choices to come take their first option, …). */
  readonly note: LocText;
}

/** A labelled default in use: the option, its value, and the reference text that says it is not the original rule. */
export interface DefaultView {
  readonly option: LocText;
  readonly value: LocText;
  readonly reference: LocText;
}

export interface CombatView {
  readonly rulesetId: string;
  readonly header: HeaderView;
  readonly step: StepView;
  /** Null when the step is done, secret, or the odds were not asked for. */
  readonly odds: OddsView | null;
  readonly defaults: readonly DefaultView[];
  /** The ruleset's own summary, or null when it has none. */
  readonly summary: SummaryView | null;
  /** The ruleset's account so far, in order. */
  readonly log: readonly LocText[];
  /** Every roll so far, each with its purpose and what it did. */
  readonly rolls: readonly RollRecordView[];
}

/** The chat card of a finished combat: its view, and whether the GM may still undo it. */
export interface CardView {
  readonly combat: CombatView;
  /** Shows the Undo button (its host shows it to a GM only). */
  readonly undoable: boolean;
  readonly undone: boolean;
}
