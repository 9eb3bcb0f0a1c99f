import { localizeText, type Localizer } from "./template-helpers";
import type { CombatView, LocText } from "./view-types";

/**
 * A finished combat's record as a Markdown page a group can post (a forum, a chat, a wiki): its
 * name, the sides and their units, the outcome, the rolls with what each did, the account, the
 * moves with their reasons, the effects and the labelled defaults in use, in the host's language.
 */
export function combatMarkdown(title: string, view: CombatView, i18n: Localizer): string {
  const text = (line: LocText): string => escape(localizeText(line, i18n));
  const heading = (key: string): string => `## ${escape(i18n.localize(key))}`;
  const list = (lines: readonly string[]): string[] => lines.map((line) => `- ${line}`);
  const done = view.step.done;
  const sections: string[][] = [
    [`# ${escape(title)}`, "", `*${text(view.header.ruleset)}*`],
    view.header.sides.flatMap((side) => [
      `## ${escape(side.name)}${side.role === null ? "" : ` (${text(side.role)})`}`,
      ...list(
        side.units.map((unit) =>
          [escape(unit.name), ...unit.numbers.map(text), ...unit.statuses.map(text)].join(" · "),
        ),
      ),
    ]),
    done === null ? [] : [heading("WARGAME.View.Results"), ...list(done.outcome.map(text))],
    view.rolls.length === 0
      ? []
      : [
          heading("WARGAME.View.Rolls"),
          ...list(view.rolls.map((roll) => [text(roll.purpose), text(roll.faces), ...roll.did.map(text)].join(" — "))),
        ],
    view.log.length === 0 ? [] : [heading("WARGAME.View.Log"), ...list(view.log.map(text))],
    done === null || done.moves.length === 0
      ? []
      : [
          heading("WARGAME.View.Moves"),
          ...list(
            done.moves.map((move) =>
              [text(move.text), ...(move.reasons ?? []).map((reason) => `(${text(reason)})`)].join(" "),
            ),
          ),
        ],
    done === null || done.effects.length === 0
      ? []
      : [heading("WARGAME.View.Effects"), ...list(done.effects.map(text))],
    view.defaults.length === 0
      ? []
      : [
          heading("WARGAME.View.Defaults"),
          ...list(
            view.defaults.map((entry) => `${text(entry.option)}: ${text(entry.value)}. ${text(entry.reference)}`),
          ),
        ],
  ];
  return `${sections
    .filter((section) => section.length > 0)
    .map((section) => section.join("\n"))
    .join("\n\n")}\n`;
}

/** Text as Markdown shows it as written: its markup characters escaped. */
function escape(text: string): string {
  return text.replace(/([\\`*_[\]#<>|])/g, "\\$1");
}
