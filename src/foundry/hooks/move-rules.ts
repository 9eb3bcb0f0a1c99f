import { checkDrop } from "@engine/movement/normal-move";
import type { Offset, Point } from "@engine/model/coordinates";
import type { Board } from "@engine/board/types";
import { dropRefusalText } from "@view/drop-words";
import { localizeText } from "@view/template-helpers";
import { foundryLocalizer } from "../apps/foundry-localizer";
import type { TokenSource } from "../board/sources";
import { readableBoard } from "../board/scene-board";
import { viewedScene, viewerSees } from "../board/viewed-scene";
import { indexSettingsOf } from "../canvas/index-settings";
import { hostRulesets } from "../rulesets";
import { rulesetOfScene } from "../scene/scene-ruleset";
import { movesFollowRules } from "../settings";

interface MovedToken extends TokenSource {
  readonly parent: { readonly id: string | null } | null;
}

/**
 * Token moves that follow the movement rules (the client setting `movesFollowRules`, on by
 * default): a player's move of a token on the scene this client shows is checked against the
 * scene's rule system (`checkDrop`, as the sandbox's drags are) before it is sent, and refused with
 * the reason. `preUpdateToken` fires only on the client that asks for the update, and a listener
 * returning false stops it ("Explicitly return false to prevent update of this Document",
 * foundryvtt.com/api/functions/hookEvents.preUpdateDocument.html, Version 13); in v13 every move,
 * a drag's `TokenDocument#move` included (foundryvtt/foundryvtt#11843), is an update of the token
 * (FOUNDRY-NOTES "Token movement"). That v14's moves (`Scene#moveTokens`, #13580) still pass through
 * `preUpdateToken` is unconfirmed. A GM moves freely; so does everyone with the setting off (free setup).
 */
export function listen(): void {
  Hooks.on("preUpdateToken", (token: MovedToken, changed: object) => {
    const refusal = refusedMove(token, changed);
    if (refusal === null) return undefined;
    ui.notifications?.warn(refusal);
    return false;
  });
}

/** Why this user's move of the token breaks the rules, in words, or null when it may go (or is no move). */
function refusedMove(token: MovedToken, changed: object): string | null {
  if (game.user?.isGM !== false || !movesFollowRules()) return null;
  const x = "x" in changed && typeof changed.x === "number" ? changed.x : token._source.x;
  const y = "y" in changed && typeof changed.y === "number" ? changed.y : token._source.y;
  if (x === token._source.x && y === token._source.y) return null;
  const scene = viewedScene();
  if (scene === null || token.parent?.id !== scene.id) return null;
  // What cannot be read is shown by the board's own sync (board-sync.ts); the move is not held up by it.
  const { board } = readableBoard(scene, viewerSees());
  const to = board === null ? undefined : destination(board, token, x, y);
  if (board === null || to === undefined) return null;
  const id = rulesetOfScene(scene);
  const check = checkDrop(board, hostRulesets().ruleset(id).normalMove, indexSettingsOf(scene), [
    { unitId: token.id ?? "", to },
  ]);
  if (check.legal) return null;
  const text = dropRefusalText(check.refusal, board, hostRulesets().entry(id).moveWording.cells);
  return localizeText(text, foundryLocalizer());
}

/** Where the unit would stand: its anchor cell at the new place on a grid, its centre shifted as far gridless. */
function destination(board: Board, token: MovedToken, x: number, y: number): Offset | Point | undefined {
  const unit = board.units.find((candidate) => candidate.id === token.id);
  if (unit === undefined) return undefined;
  if (unit.footprint.kind === "cells") return token.getOccupiedGridSpaceOffsets({ x, y })[0];
  const { center } = unit.footprint;
  return { x: center.x + x - token._source.x, y: center.y + y - token._source.y };
}
