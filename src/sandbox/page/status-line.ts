import { EngineError, errorPhrase, localizedData } from "@engine/errors";
import type { Localizer } from "@view/template-helpers";

/** A line under the board for what just happened, or why something was refused. */
export interface StatusLine {
  say(text: string): void;
  /** Shows the engine's refusal in words; anything else is a bug, logged as an error too. */
  refused(error: unknown): void;
  /** Shows a refusal already in words. */
  refusedText(text: string): void;
}

export function createStatusLine(element: HTMLElement, i18n: Localizer): StatusLine {
  const show = (text: string, kind: "info" | "refused"): void => {
    element.textContent = text;
    element.dataset["kind"] = kind;
  };
  return {
    say: (text) => show(text, "info"),
    refusedText: (text) => show(text, "refused"),
    refused(error) {
      if (error instanceof EngineError) {
        const data = localizedData(errorPhrase(error).data, (key, values) => i18n.format(key, values));
        show(i18n.format("WARGAME.Sandbox.Refused", { problem: i18n.format(error.key, data) }), "refused");
        return;
      }
      console.error(error);
      show(error instanceof Error ? error.message : String(error), "refused");
    },
  };
}
