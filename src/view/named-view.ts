import { namedText, type Words } from "./named-texts";
import type {
  CombatView,
  DecisionView,
  DoneView,
  LocText,
  NamedSideView,
  OddsView,
  OptionView,
  SummaryView,
} from "./view-types";

/**
 * A combat's view with the players' words for every side and terrain kind its texts name: what
 * the templates render, in every host.
 */
export function namedView(view: CombatView, words: Words): CombatView {
  const text = (line: LocText): LocText => namedText(line, words);
  const texts = (lines: readonly LocText[]): LocText[] => lines.map(text);
  const { step } = view;
  return {
    ...view,
    header: { ruleset: view.header.ruleset, sides: view.header.sides.map((side) => namedSide(side, text)) },
    step: {
      kind: step.kind,
      decision: step.decision && namedDecision(step.decision, text, texts),
      roll: step.roll && { ...step.roll, purpose: text(step.roll.purpose), who: text(step.roll.who) },
      done: step.done && namedDone(step.done, text, texts),
    },
    odds: view.odds && namedOdds(view.odds, text),
    defaults: view.defaults.map((item) => ({
      option: text(item.option),
      value: text(item.value),
      reference: text(item.reference),
    })),
    summary: view.summary && namedSummary(view.summary, text, texts),
    log: texts(view.log),
    rolls: view.rolls.map((roll) => ({ purpose: text(roll.purpose), faces: text(roll.faces), did: texts(roll.did) })),
  };
}

type Text = (line: LocText) => LocText;
type Texts = (lines: readonly LocText[]) => LocText[];

function namedSide(side: NamedSideView, text: Text): NamedSideView {
  return {
    ...side,
    role: side.role && text(side.role),
    units: side.units.map((unit) => ({ ...unit, numbers: unit.numbers.map(text), statuses: unit.statuses.map(text) })),
  };
}

/** A decision with the players' words for every side and terrain kind its texts name. */
export function namedDecisionView(decision: DecisionView, words: Words): DecisionView {
  const text = (line: LocText): LocText => namedText(line, words);
  return namedDecision(decision, text, (lines) => lines.map(text));
}

function namedDecision(decision: DecisionView, text: Text, texts: Texts): DecisionView {
  const named = (option: OptionView): OptionView => ({
    ...option,
    label: text(option.label),
    reason: option.reason && text(option.reason),
    note: option.note && text(option.note),
    ...(option.fatal === undefined ? {} : { fatal: text(option.fatal) }),
  });
  return {
    ...decision,
    prompt: text(decision.prompt),
    options: decision.options.map(named),
    places: decision.places.map(named),
    picks: text(decision.picks),
    sealed: texts(decision.sealed),
    waiting: decision.waiting && text(decision.waiting),
  };
}

function namedDone(done: DoneView, text: Text, texts: Texts): DoneView {
  return {
    outcome: texts(done.outcome),
    results: texts(done.results),
    moves: done.moves.map((move) => ({
      ...move,
      text: text(move.text),
      ...(move.reasons === undefined ? {} : { reasons: texts(move.reasons) }),
    })),
    effects: texts(done.effects),
  };
}

function namedOdds(odds: OddsView, text: Text): OddsView {
  return {
    tables: odds.tables.map((table) => ({
      title: text(table.title),
      rows: table.rows.map((row) => ({ ...row, label: text(row.label) })),
    })),
    note: text(odds.note),
  };
}

function namedSummary(summary: SummaryView, text: Text, texts: Texts): SummaryView {
  return {
    sections: summary.sections.map((section) => ({
      title: text(section.title),
      rows: section.rows.map((row) => ({
        ...row,
        label: text(row.label),
        value: row.value && text(row.value),
        notes: texts(row.notes),
      })),
    })),
  };
}
