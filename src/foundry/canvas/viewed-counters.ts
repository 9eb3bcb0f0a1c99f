import type { GridSpec } from "@engine/model/grid-spec";
import type { RegisteredRuleset } from "@view/ruleset-catalog";
import { hostRulesets } from "../rulesets";
import { localizeText } from "@view/template-helpers";
import { foundryLocalizer } from "../apps/foundry-localizer";
import { rulesetOfScene } from "../scene/scene-ruleset";
import { liveCanvas } from "./live-canvas";
import { type CounterLabel, TokenCounters } from "./token-counters";
import { foundryReasonTooltip } from "./reason-tooltip";
import { viewedIndex } from "./viewed-board";

/** A token placeable of the viewed canvas, as `canvas.tokens.get(id)` gives it. */
type CanvasToken = NonNullable<ReturnType<NonNullable<NonNullable<typeof canvas>["tokens"]>["get"]>>;

/** Counter text: white with a dark outline over any token art; what a combat in progress will change in amber. */
const TEXT_COLOR = 0xffffff;
const PENDING_COLOR = 0xffb347;
const OUTLINE_COLOR = 0x000000;
/** The text's size as a share of the token's smaller side, never below a size one can read. */
const FONT_SHARE = 0.14;
/** A line may run this much wider than its token before it wraps (it is drawn over the ground around it, never cut off). */
const WRAP_SHARE = 1.5;
const MIN_FONT = 11;
/**
 * A marker chit's side as a share of the token's smaller side, and its figure's size as a share of
 * the side: the sandbox's chit (src/sandbox/board/token.ts, half side 0.28 of the half counter,
 * figures 1.3 × that), never smaller than the counter text's least size.
 */
const CHIT_SHARE = 0.28;
const CHIT_FONT_SHARE = 0.65;

/**
 * A token's counter: PIXI children of the token (a PIXI v7 Container; a child is drawn with it and is
 * not clipped to its art). The values are one PIXI.Text at the token's lower edge, centred, wrapping
 * a little wider than the token and growing upwards, so it is never cut off; Foundry's nameplate
 * stands below the token (found by review), so neither covers the other. The markers are square chits in their kind's
 * colour down the token's right edge from its top corner, away from Foundry's status icons (a
 * column from the top left: found by review), each naming its marker in full in Foundry's tooltip
 * when hovered. Text is set only when it changes.
 * https://pixijs.download/v7.x/docs/PIXI.Text.html, https://pixijs.download/v7.x/docs/PIXI.Graphics.html
 */
function pixiCounterLabel(token: CanvasToken): CounterLabel {
  const text = token.addChild(
    new PIXI.Text("", {
      fontFamily: "Signika",
      fill: TEXT_COLOR,
      stroke: OUTLINE_COLOR,
      strokeThickness: 4,
      lineJoin: "round",
      align: "center",
      wordWrap: true,
    }),
  );
  text.anchor.set(0.5, 1);
  const chits = token.addChild(new PIXI.Container());
  const tooltip = foundryReasonTooltip();
  let printed = "";
  let drawnChits = "";
  return {
    get destroyed() {
      return text.destroyed;
    },
    show(face) {
      const content = face.lines.join("\n");
      text.visible = content !== "";
      text.style.fill = face.pending ? PENDING_COLOR : TEXT_COLOR;
      text.style.fontSize = Math.max(MIN_FONT, Math.round(Math.min(token.w, token.h) * FONT_SHARE));
      text.style.wordWrapWidth = Math.max(token.w * WRAP_SHARE, MIN_FONT * 8);
      text.position.set(token.w / 2, token.h - 2);
      if (content !== printed) text.text = content;
      printed = content;
      const side = Math.max(MIN_FONT / CHIT_FONT_SHARE, Math.round(Math.min(token.w, token.h) * CHIT_SHARE));
      const wanted = JSON.stringify([side, token.w, face.chits]);
      if (wanted === drawnChits) return;
      drawnChits = wanted;
      for (const old of chits.removeChildren()) old.destroy({ children: true });
      face.chits.forEach((chit, k) => {
        const box = chits.addChild(new PIXI.Graphics());
        box.lineStyle(2, OUTLINE_COLOR, 0.8);
        box.beginFill(chit.colour, 1);
        box.drawRoundedRect(0, 0, side, side, side * 0.1);
        box.endFill();
        box.position.set(token.w - side, k * (side + 2));
        box.eventMode = "static";
        box.on("pointerover", (event: PIXI.FederatedPointerEvent) =>
          tooltip.show([chit.full], { x: event.clientX, y: event.clientY }),
        );
        box.on("pointerout", () => tooltip.hide());
        const figure = box.addChild(
          new PIXI.Text(chit.value, {
            fontFamily: "Signika",
            fontWeight: "bold",
            fill: TEXT_COLOR,
            fontSize: Math.round(side * CHIT_FONT_SHARE),
          }),
        );
        figure.anchor.set(0.5, 0.5);
        figure.position.set(side / 2, side / 2);
      });
    },
    destroy() {
      tooltip.hide();
      text.destroy();
      chits.destroy({ children: true });
    },
  };
}

/** The viewed scene's rule system and grid, or null before its board is indexed. */
function viewed(): { readonly entry: RegisteredRuleset; readonly grid: GridSpec } | null {
  const index = viewedIndex.current();
  const scene = liveCanvas()?.scene ?? null;
  return index === null || scene === null
    ? null
    : { entry: hostRulesets().entry(rulesetOfScene(scene)), grid: index.board().grid };
}

/** The counters of the viewed scene's tokens (see hooks/token-counters). */
export const viewedCounters = new TokenCounters<CanvasToken>(
  {
    unit: (id) => viewedIndex.current()?.unit(id),
    board: () => viewedIndex.current()?.board() ?? null,
    values: (unit) => {
      const shown = viewed();
      return shown === null ? [] : shown.entry.counterValues(unit, shown.grid);
    },
    markers: (unit) => {
      const shown = viewed();
      return shown === null ? [] : shown.entry.markersOf(unit, shown.grid);
    },
    markerColour: (id) => viewed()?.entry.counterMarkers.find((kind) => kind.id === id)?.colour ?? "",
    words: (text) => localizeText(text, foundryLocalizer()),
    token: (id) => liveCanvas()?.tokens?.get(id),
    sceneId: () => liveCanvas()?.scene?.id ?? null,
  },
  pixiCounterLabel,
);
