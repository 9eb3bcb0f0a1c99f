import type { JsonValue } from "@engine/rulesets/ruleset";
import { isRecord } from "@engine/validation/read-fields";
import type { LocText } from "@view/view-types";
import type { ShownNotice } from "../host/host-notice";
import { localizedText, notifyError, notifyWarning } from "../localize";
import { COMBAT_PARTS } from "./combat-parts";
import { DecisionPrompt } from "./decision-prompt";
import { WargameApplication } from "./wargame-application";

interface HostedContext extends Readonly<Record<string, unknown>> {
  readonly controls: {
    readonly asking: LocText | null;
    readonly failed: LocText | null;
    /** The combat runs on the GM's client: no Roll or Apply button here. */
    readonly hosted: true;
    /** Being applied, applied or ended: nothing left to abandon (the host refuses to end it). */
    readonly over: boolean;
  };
}

type ViewNotice = Extract<ShownNotice, { kind: "view" }>;

/** Asks the host to show a combat again or to end it (the host hands it in, so this file never imports it). */
export type AskHost = (kind: "view" | "ask" | "cancel", combatId: string) => Promise<void>;

/**
 * A combat as this user may see it, sent by the host (the active GM's client) for this user alone:
 * the same parts as the combat dialog, without its Roll and Apply buttons (the host rolls and
 * applies; decisions are asked in their own prompt). Closing it does not end the combat: the host
 * shows it again on the next step, or when the user asks; Abandon asks the host to end it.
 */
export class HostedCombatDialog extends WargameApplication<HostedContext> {
  static override DEFAULT_OPTIONS = {
    classes: ["combat-dialog"],
    window: { title: "WARGAME.Combat.Title", icon: "fa-solid fa-burst" },
    position: { width: 560 },
    actions: { cancel: HostedCombatDialog.#onCancel, askAgain: HostedCombatDialog.#onAskAgain },
  };

  static override PARTS = COMBAT_PARTS;

  static readonly #open = new Map<string, HostedCombatDialog>();
  #notice: ViewNotice;
  readonly #ask: AskHost;

  constructor(notice: ViewNotice, ask: AskHost) {
    super();
    this.#notice = notice;
    this.#ask = ask;
  }

  /** Shows a notice: a refusal as a warning; a view in the combat's dialog (opened, or brought up to date). */
  static show(notice: ShownNotice, ask: AskHost): void {
    if (notice.kind === "refused") {
      notifyWarning(notice.error);
      return;
    }
    DecisionPrompt.stepShown(notice.combatId, notice.status === "open" ? decisionId(notice.view) : null);
    const open = HostedCombatDialog.#open.get(notice.combatId);
    const dialog = open ?? new HostedCombatDialog(notice, ask);
    dialog.#notice = notice;
    HostedCombatDialog.#open.set(notice.combatId, dialog);
    void dialog.render({ force: true }).catch(notifyError);
    if (notice.status === "ended" && notice.failed !== null) notifyWarning(notice.failed);
  }

  protected override _prepareContext(): Promise<HostedContext> {
    const { view, asking, failed, status } = this.#notice;
    const context: Readonly<Record<string, JsonValue>> = view;
    return Promise.resolve({
      ...context,
      controls: {
        asking,
        failed: failed === null ? null : localizedText(failed),
        hosted: true,
        over: status !== "open",
      },
    });
  }

  protected override _onClose(options: Parameters<WargameApplication<HostedContext>["_onClose"]>[0]): void {
    super._onClose(options);
    HostedCombatDialog.#open.delete(this.#notice.combatId);
  }

  static async #onCancel(this: HostedCombatDialog): Promise<void> {
    await this.#ask("cancel", this.#notice.combatId).catch(notifyError);
  }

  /** Has the host ask its question again (the host does for a GM; it shows a player the combat again). */
  static async #onAskAgain(this: HostedCombatDialog): Promise<void> {
    await this.#ask("ask", this.#notice.combatId).catch(notifyError);
  }
}

/** The id of the decision a view stands at, if any (only compared with the question's own). */
function decisionId(view: Readonly<Record<string, JsonValue>>): string | null {
  const step = view["step"];
  const decision = isRecord(step) ? step["decision"] : undefined;
  return isRecord(decision) && typeof decision["id"] === "string" ? decision["id"] : null;
}
