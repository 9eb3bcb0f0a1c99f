import type { Unit } from "@engine/board/types";
import type { Footprint } from "@engine/model/footprint";
import type { Offset, Point } from "@engine/model/coordinates";
import { checkDrop, type DropTarget } from "@engine/movement/normal-move";
import { dropRefusalText } from "@view/drop-words";
import { localizeText } from "@view/template-helpers";
import { foundryLocalizer } from "../apps/foundry-localizer";
import type { Sees } from "../board/board-units";
import { readableBoard } from "../board/scene-board";
import type { SceneSource, TokenSource } from "../board/sources";
import { indexSettingsOf } from "../canvas/index-settings";
import { hostRulesets } from "../rulesets";
import { rulesetOfScene } from "../scene/scene-ruleset";
import type { Place } from "./move-starts";

/** One token's part of a move: from where its move began (this turn) to where it goes, top-left pixels. */
export interface TokenMove {
  readonly token: TokenSource;
  readonly from: Place;
  readonly to: Place;
}

/**
 * Why one move of these tokens (a stack's, or a single token's) breaks the scene's rule system's
 * ordinary move (`checkDrop`, the sandbox's drag check), in this client's words, or null when it may
 * go. Every moving unit stands where its move began and is checked together with the others, so a
 * refused stack moves none. The board is the one `sees` sees: the player's own view, on the player's
 * client and on the GM's, so both give the same answer and the reason never names a unit hidden from
 * that player. What cannot be read (no board, a token off it) holds no move up: the board sync shows it.
 */
export function moveRefusal(scene: SceneSource, sees: Sees, moves: readonly TokenMove[]): string | null {
  const { board } = readableBoard(scene, sees);
  if (board === null) return null;
  const byId = new Map(moves.map((move) => [move.token.id ?? "", move]));
  const units = board.units.map((unit) => {
    const move = byId.get(unit.id);
    return move === undefined ? unit : { ...unit, footprint: footprintAt(unit, move.token, move.from) };
  });
  const targets = board.units.flatMap((unit): DropTarget[] => {
    const move = byId.get(unit.id);
    const to = move === undefined ? undefined : anchorAt(unit, move.token, move.to);
    return to === undefined ? [] : [{ unitId: unit.id, to }];
  });
  if (targets.length === 0) return null;
  const start = { ...board, units };
  const id = rulesetOfScene(scene);
  const check = checkDrop(start, hostRulesets().ruleset(id).normalMove, indexSettingsOf(scene), targets);
  if (check.legal) return null;
  const text = dropRefusalText(check.refusal, start, hostRulesets().entry(id).moveWording.cells);
  return localizeText(text, foundryLocalizer());
}

/** The unit's footprint with its token at `place`: Foundry's own spaces on a grid, the shape shifted gridless. */
function footprintAt(unit: Unit, token: TokenSource, place: Place): Footprint {
  if (unit.footprint.kind === "cells")
    return { kind: "cells", cells: token.getOccupiedGridSpaceOffsets(place).map(({ i, j }) => ({ i, j })) };
  return { ...unit.footprint, center: shifted(unit.footprint.center, token, place) };
}

/** Where the unit would stand: its anchor cell (first space) on a grid, its centre gridless. */
function anchorAt(unit: Unit, token: TokenSource, place: Place): Offset | Point | undefined {
  if (unit.footprint.kind === "cells") return token.getOccupiedGridSpaceOffsets(place)[0];
  return shifted(unit.footprint.center, token, place);
}

/** A point of the token at its stored place, carried along with the token to `place`. */
function shifted(point: Point, token: TokenSource, place: Place): Point {
  return { x: point.x + place.x - token._source.x, y: point.y + place.y - token._source.y };
}
