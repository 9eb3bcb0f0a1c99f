import { openUnitDataEditor } from "../apps/unit-data-editor";
import type { UnitDataActor } from "../apps/unit-data-form";
import { targetStacks } from "@engine/board/target-stacks";
import { viewedIndex } from "../canvas/viewed-board";
import { addHudButtons, type HudElement, type HudToken } from "../hud/token-hud-buttons";
import { startContactCombat } from "./contact-combat";
import { hostRulesets } from "../rulesets";
import { rulesetOfScene } from "../scene/scene-ruleset";
import { failSoft, type FailSoft } from "./fail-soft";

/** A token as the HUD shows it: what the buttons read, and the actor the editor writes. */
export interface HudDocument extends HudToken {
  readonly actor: (UnitDataActor & { readonly isOwner: boolean }) | null;
}

/**
 * The token HUD offers a combat while the token is in contact with an enemy, and its unit data to its
 * owners. The handler runs guarded (fail-soft.ts): buttons that throw are off for the scene.
 */
export function listen(soft: FailSoft = failSoft): void {
  Hooks.on(
    "renderTokenHUD",
    soft.guard("tokenHud", (hud: { readonly document: HudDocument }, html: HudElement) => {
      const token = hud.document;
      addHudButtons(html, token, {
        contacts: (tokenId) => {
          const index = viewedIndex.current();
          if (index?.unit(tokenId) === undefined) return null;
          // The enemy stacks it may attack, one after another: never a Downed figure or a commander.
          return targetStacks(index, tokenId, hostRulesets().ruleset(rulesetOfScene(canvas?.scene ?? null))).flat();
        },
        startCombat: startContactCombat,
        editUnit: () => {
          if (token.actor) openUnitDataEditor(token.actor, rulesetOfScene(canvas?.scene ?? null));
        },
      });
    }),
  );
}
