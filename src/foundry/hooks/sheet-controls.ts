import { isRecord } from "@engine/validation/read-fields";
import { openUnitDataEditor } from "../apps/unit-data-editor";
import { localized } from "../hud/localized";
import { rulesetOfScene } from "../scene/scene-ruleset";

/** The action's name in an ApplicationV2 header: also how a second call finds the control already there. */
const ACTION = "wargame-combat-unit-data";

/** A header control of an ApplicationV2 window (v13 calls `onClick` when it is chosen). */
interface HeaderControl {
  action: string;
  icon: string;
  label: string;
  onClick?: (event: PointerEvent) => void;
}

/** A header button of an Application (v1) sheet. */
interface HeaderButton {
  label: string;
  class: string;
  icon: string;
  onclick: (event: Event) => void;
}

/**
 * Actor sheets offer the unit data editor in their header, for the actor's owners, with the
 * viewed scene's rule system (else the world's): ApplicationV2 sheets among their header
 * controls, Application (v1) sheets among their header buttons. Both hooks pass a list that the
 * installed types describe otherwise (one entry; a jQuery element), so the list is checked here.
 */
export function listen(): void {
  Hooks.on("getHeaderControlsApplicationV2", (app: object, controls: unknown) => {
    const actor = ownedActor("document" in app ? app.document : null);
    if (actor === null || !Array.isArray(controls) || listed(controls, "action")) return;
    const control: HeaderControl = {
      action: ACTION,
      icon: "fa-solid fa-chess-knight",
      label: "WARGAME.UnitEditor.open",
      onClick: () => edit(actor),
    };
    controls.push(control);
  });
  Hooks.on("getActorSheetHeaderButtons", (sheet: object, buttons: unknown) => {
    const actor = ownedActor("actor" in sheet ? sheet.actor : null);
    if (actor === null || !Array.isArray(buttons) || listed(buttons, "class")) return;
    const button: HeaderButton = {
      label: localized("WARGAME.UnitEditor.open"),
      class: ACTION,
      icon: "fa-solid fa-chess-knight",
      onclick: () => edit(actor),
    };
    buttons.unshift(button);
  });
}

/** Whether the module's control is already in the list (another handler, or a second call, put it there). */
function listed(entries: readonly unknown[], field: "action" | "class"): boolean {
  return entries.some((entry) => isRecord(entry) && entry[field] === ACTION);
}

function ownedActor(document: unknown): Actor.Implementation | null {
  return document instanceof Actor && document.isOwner ? document : null;
}

function edit(actor: Actor.Implementation): void {
  openUnitDataEditor(actor, rulesetOfScene(canvas?.scene ?? null));
}
