import type { FanToken } from "../canvas/fan-ports";
import type { StackFan } from "../canvas/stack-fan";
import { viewedStackFan } from "../canvas/viewed-stack-fan";

/**
 * Stacks fan out under the pointer: a token hovered (`hoverToken`, with whether the pointer came or
 * went: foundryvtt.com/api/functions/hookEvents.hoverObject.html, v13; the same under /api/v14/) or
 * controlled (`controlToken`, with whether it was controlled or released: hookEvents.controlObject)
 * fans its stack out; Foundry redrawing a fanned token (`refreshToken`: hookEvents.refreshObject)
 * keeps it fanned; the canvas torn down (`canvasTearDown`: hookEvents.canvasTearDown) forgets the fan.
 */
export function listen(fan: StackFan<FanToken> = viewedStackFan): void {
  Hooks.on("hoverToken", (token, hovered) => (hovered ? fan.entered(token) : fan.left(token)));
  Hooks.on("controlToken", (token, controlled) => (controlled ? fan.entered(token) : fan.left(token)));
  Hooks.on("refreshToken", (token) => fan.refreshed(token));
  Hooks.on("canvasTearDown", () => fan.tornDown());
}
