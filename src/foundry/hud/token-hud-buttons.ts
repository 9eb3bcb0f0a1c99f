import { escapeHtml } from "./escape-html";
import { localized } from "./localized";

/** The parts of the token HUD's element the buttons use (an HTMLElement fits). */
export interface HudElement {
  querySelector(selectors: string): HudElement | null;
  insertAdjacentHTML(position: "beforeend", html: string): void;
  addEventListener(type: "click", listener: (event: Event) => void): void;
}

/** The token the HUD shows (a TokenDocument fits). */
export interface HudToken {
  readonly id: string | null;
  readonly name: string;
  readonly parent: { readonly id: string | null } | null;
  readonly actor: { readonly isOwner: boolean } | null;
}

/** What the HUD hands a combat to start with: the token, and the enemies it is in contact with. */
export interface HudCombatRequest {
  readonly sceneId: string;
  readonly tokenId: string;
  /** Enemy tokens in contact with it, by id (sorted). */
  readonly contacts: readonly string[];
}

/** What the buttons ask of the rest of the module. */
export interface HudActions {
  /** The enemies in contact with the token, from the viewed scene's index (null: no index, or not a unit). */
  contacts(tokenId: string): readonly string[] | null;
  startCombat(request: HudCombatRequest): void;
  editUnit(token: HudToken): void;
}

/** data-wargame-combat values marking the module's buttons. */
const START = "start-combat";
const EDIT = "edit-unit";

/**
 * Adds the module's buttons to a token's HUD (right column): start a combat, only while the
 * token is in contact with an enemy; edit its unit data, for whoever owns its actor.
 */
export function addHudButtons(root: HudElement, token: HudToken, actions: HudActions): void {
  const column = root.querySelector(".col.right") ?? root;
  const tokenId = token.id;
  const sceneId = token.parent?.id ?? null;
  if (tokenId !== null && sceneId !== null) {
    const contacts = actions.contacts(tokenId) ?? [];
    if (contacts.length > 0) {
      addButton(column, START, "WARGAME.Hud.startCombat", "fa-solid fa-burst", () =>
        actions.startCombat({ sceneId, tokenId, contacts: [...contacts] }),
      );
    }
  }
  if (token.actor?.isOwner === true)
    addButton(column, EDIT, "WARGAME.Hud.editUnit", "fa-solid fa-chess-knight", () => actions.editUnit(token));
}

function addButton(column: HudElement, kind: string, labelKey: string, icon: string, onClick: () => void): void {
  const label = escapeHtml(localized(labelKey));
  column.insertAdjacentHTML(
    "beforeend",
    `<button type="button" class="control-icon wargame-combat-hud" data-wargame-combat="${kind}" data-tooltip="${label}" aria-label="${label}"><i class="${icon}" inert></i></button>`,
  );
  column.querySelector(`[data-wargame-combat="${kind}"]`)?.addEventListener("click", onClick);
}
