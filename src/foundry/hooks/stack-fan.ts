import type { FanToken } from "../canvas/fan-ports";
import type { StackFan } from "../canvas/stack-fan";
import { viewedStackFan } from "../canvas/viewed-stack-fan";
import { failSoft, type FailSoft } from "./fail-soft";

/**
 * Stacks fan out under the pointer: a token hovered (`hoverToken`, with whether the pointer came or
 * went: foundryvtt.com/api/functions/hookEvents.hoverObject.html, v13; the same under /api/v14/) or
 * controlled (`controlToken`, with whether it was controlled or released: hookEvents.controlObject)
 * fans its stack out; Foundry redrawing a fanned token (`refreshToken`: hookEvents.refreshObject)
 * keeps it fanned; the canvas torn down (`canvasTearDown`: hookEvents.canvasTearDown) forgets the fan.
 * Every handler runs guarded (fail-soft.ts): a fan that throws is off for the scene.
 */
export function listen(fan: StackFan<FanToken> = viewedStackFan, soft: FailSoft = failSoft): void {
  Hooks.on(
    "hoverToken",
    soft.guard("stackFan", (token, hovered) => (hovered ? fan.entered(token) : fan.left(token))),
  );
  Hooks.on(
    "controlToken",
    soft.guard("stackFan", (token, controlled) => (controlled ? fan.entered(token) : fan.left(token))),
  );
  Hooks.on(
    "refreshToken",
    soft.guard("stackFan", (token) => fan.refreshed(token)),
  );
  Hooks.on(
    "canvasTearDown",
    soft.guard("stackFan", () => fan.tornDown()),
  );
}
