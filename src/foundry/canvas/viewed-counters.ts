import { hostRulesets } from "../rulesets";
import { localizeText } from "@view/template-helpers";
import { foundryLocalizer } from "../apps/foundry-localizer";
import { rulesetOfScene } from "../scene/scene-ruleset";
import { liveCanvas } from "./live-canvas";
import { type CounterLabel, TokenCounters } from "./token-counters";
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
 * A token's counter: one PIXI.Text child of the token (a PIXI v7 Container; a child is drawn with
 * it and is not clipped to its art), at the token's lower edge, centred, wrapping a little wider than
 * the token and growing upwards, so it is never cut off. Its text is set only when it changes.
 * https://pixijs.download/v7.x/docs/PIXI.Text.html
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
  let printed = "";
  return {
    get destroyed() {
      return text.destroyed;
    },
    show(lines, pending) {
      const content = lines.join("\n");
      text.visible = content !== "";
      text.style.fill = pending ? PENDING_COLOR : TEXT_COLOR;
      text.style.fontSize = Math.max(MIN_FONT, Math.round(Math.min(token.w, token.h) * FONT_SHARE));
      text.style.wordWrapWidth = Math.max(token.w * WRAP_SHARE, MIN_FONT * 8);
      text.position.set(token.w / 2, token.h - 2);
      if (content !== printed) text.text = content;
      printed = content;
    },
    destroy() {
      text.destroy();
    },
  };
}

/** The counters of the viewed scene's tokens (see hooks/token-counters). */
export const viewedCounters = new TokenCounters<CanvasToken>(
  {
    unit: (id) => viewedIndex.current()?.unit(id),
    values: (unit) => {
      const index = viewedIndex.current();
      const scene = liveCanvas()?.scene ?? null;
      return index === null || scene === null
        ? []
        : hostRulesets().entry(rulesetOfScene(scene)).counterValues(unit, index.board().grid);
    },
    words: (text) => localizeText(text, foundryLocalizer()),
    token: (id) => liveCanvas()?.tokens?.get(id),
    sceneId: () => liveCanvas()?.scene?.id ?? null,
  },
  pixiCounterLabel,
);
