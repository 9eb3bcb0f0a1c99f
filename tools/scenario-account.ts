import { parseDice } from "../src/engine/session/dice";
import type { DecisionStep, RollStep } from "../src/engine/session/types";
import type { CombatRun } from "../src/engine/session/combat-run";
import type { Scenario, ScenarioCombat } from "../src/engine/scenario/scenario";
import { logLines } from "../src/view/effect-words";
import { moveWords } from "../src/view/move-words";
import { namedText, wordsFor } from "../src/view/named-texts";
import { shippedCatalog } from "../src/rulesets/shipped";
import type { LocText, MoveView } from "../src/view/view-types";
import { stringsLocalizer } from "../src/view/strings-localizer";
import { localizeText } from "../src/view/template-helpers";

type Strings = Readonly<Record<string, string>>;

/** The referee's view: every side's options, nothing secret. */
const REFEREE = { sides: [], referee: true } as const;

/** The rule systems the account reads: the shipped ones. */
const RULESETS = shippedCatalog();

/**
 * A played combat in English, as a table would read it: the ruleset's account, the outcome, the
 * planned moves and what they do on the way (from the same views the dialogs and chat cards use),
 * or, when the script ran out, the step waiting with its options and how to answer it.
 */
export function accountLines(
  scenario: Scenario,
  combat: ScenarioCombat,
  turn: boolean,
  run: CombatRun,
  strings: Strings,
): string[] {
  const named = namedEnglish(scenario, strings);
  if (turn) return turnLines(scenario, combat, run, named);
  // The view's texts are named already (a name is not an id: they are not named twice).
  const text = english(strings);
  const view = RULESETS.entry(scenario.ruleset).view({
    board: scenario.board,
    selection: combat.selection,
    log: run.log,
    viewer: REFEREE,
    odds: false,
    sideNames: scenario.sideNames,
  });
  const lines = [
    text({
      key: "WARGAME.Resolve.Title",
      data: { scenario: scenario.name, combat: combat.name, ruleset: view.header.ruleset.key },
    }),
  ];
  lines.push(...view.log.map((line) => `  ${text(line)}`));
  const done = view.step.done;
  if (done) {
    section(lines, text({ key: "WARGAME.Resolve.Outcome", data: {} }), done.outcome.map(text));
    section(
      lines,
      text({ key: "WARGAME.Resolve.Moves", data: {} }),
      done.moves.map((move) => moveLine(move, text)),
    );
    section(lines, text({ key: "WARGAME.Resolve.Effects", data: {} }), done.effects.map(text));
    return lines;
  }
  if (run.pending?.kind === "decision") lines.push(...decisionLines(run.pending, named));
  if (run.pending?.kind === "roll") lines.push(...rollLines(run.pending, named));
  return lines;
}

/**
 * A turn in English: every attack's account and the declines in order (the turn's chat lines),
 * then the retreats the attacks made; the rule system's views show one combat, not a turn.
 */
function turnLines(
  scenario: Scenario,
  turn: ScenarioCombat,
  run: CombatRun,
  text: (line: LocText) => string,
): string[] {
  const lines = [
    text({ key: "WARGAME.Resolve.Turn", data: { scenario: scenario.name, turn: turn.name } }),
    ...logLines(run.effects).map((line) => `  ${text(line)}`),
  ];
  section(
    lines,
    text({ key: "WARGAME.Resolve.Moves", data: {} }),
    moveWords(run.plan, scenario.board, RULESETS.ruleset(scenario.ruleset).statuses).map((move) =>
      moveLine(move, text),
    ),
  );
  if (run.pending?.kind === "decision") lines.push(...decisionLines(run.pending, text));
  if (run.pending?.kind === "roll") lines.push(...rollLines(run.pending, text));
  return lines;
}

/** What the session waits for, in words, for the JSON output's companion message. */
export function waitingLines(scenario: Scenario, run: CombatRun, strings: Strings): string[] {
  const text = namedEnglish(scenario, strings);
  if (run.pending?.kind === "decision") return decisionLines(run.pending, text);
  if (run.pending?.kind === "roll") return rollLines(run.pending, text);
  return [];
}

function decisionLines(step: DecisionStep, text: (line: LocText) => string): string[] {
  const options = step.options.map((option) => {
    const label = text({ key: option.labelKey, data: option.data });
    const reason = option.legal
      ? ""
      : ` ${text({ key: "WARGAME.Resolve.NotLegal", data: { reason: option.reason ? text(option.reason) : "" } })}`;
    return `    ${option.id}: ${label}${reason}`;
  });
  const first = step.options
    .filter((option) => option.legal)
    .slice(0, Math.max(step.min, 1))
    .map((option) => option.id);
  const picks =
    step.min === step.max
      ? { key: "WARGAME.Resolve.PickExactly", data: { count: step.min } }
      : { key: "WARGAME.Resolve.PickBetween", data: { min: step.min, max: step.max } };
  return [
    text({
      key: "WARGAME.Resolve.WaitingDecision",
      data: { side: step.side, step: step.id, prompt: text(step.prompt) },
    }),
    `  ${text(picks)}`,
    ...options,
    text({ key: "WARGAME.Resolve.AnswerDecision", data: {} }),
    // Quoted as JSON strings, which YAML reads as they are: an id like 0 or yes stays an id.
    `  - { step: ${JSON.stringify(step.id)}, picks: [${first.map((id) => JSON.stringify(id)).join(", ")}] }`,
  ];
}

function rollLines(step: RollStep, text: (line: LocText) => string): string[] {
  const { count, faces } = parseDice(step.dice);
  return [
    text({
      key: "WARGAME.Resolve.WaitingRoll",
      data: { side: step.side, step: step.id, dice: step.dice, purpose: text(step.purpose) },
    }),
    text({ key: "WARGAME.Resolve.AnswerRoll", data: { count, faces } }),
  ];
}

/** A move and, beneath it, why it goes there. */
function moveLine(move: MoveView, text: (line: LocText) => string): string {
  return [text(move.text), ...(move.reasons ?? []).map((reason) => `    · ${text(reason)}`)].join("\n  ");
}

function section(lines: string[], title: string, items: readonly string[]): void {
  if (items.length === 0) return;
  lines.push(title, ...items.map((item) => `  ${item}`));
}

/** A text of the engine's in English, with the scenario's words for its sides, terrain and areas, as the views show them. */
function namedEnglish(scenario: Scenario, strings: Strings): (line: LocText) => string {
  const text = english(strings);
  const words = wordsFor(scenario.sideNames, scenario.board.terrain.areas);
  return (line) => text(namedText(line, words));
}

/**
 * A text in English, as the hosts localize it (plural forms, values that are themselves keys such
 * as tactic names and causes put in English too).
 */
export function english(strings: Strings): (line: LocText) => string {
  const i18n = stringsLocalizer(strings);
  return (line) => localizeText(line, i18n);
}
