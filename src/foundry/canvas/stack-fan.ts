import type { BoardIndex } from "@engine/board/board-index";
import type { Point } from "@engine/model/coordinates";
import { footprintsOverlap } from "@engine/grid/footprint";
import { fanOffsets } from "@view/fan-offsets";
import type { DrawnPoint, FanToken } from "./fan-ports";

/** Where the fan finds the stack: the viewed index (only the tokens this user sees), and the tokens on the canvas. */
export interface FanSource<Token extends FanToken> {
  index(): BoardIndex | null;
  token(id: string): Token | undefined;
  /** Runs `run` once the pointer events being handled now are done (a hover out is followed by the next hover in). */
  later(run: () => void): void;
}

/** One drawn point the fan moved: where Foundry had put it, and where the fan shows it. */
interface Moved {
  readonly point: DrawnPoint;
  base: Point;
  readonly offset: Point;
}

/** A fanned token: its container and its art, each moved by the same offset. */
interface Member<Token> {
  readonly token: Token;
  readonly moved: Moved[];
}

/**
 * Stacks fan out on the canvas: when the pointer comes over (or the user controls) a token sharing
 * its grid space with others, the stack's tokens are drawn side by side, the one pointed at staying
 * where it is, so each can be seen and picked; they go back when the pointer leaves the stack. Only
 * what is drawn moves (the token's container and its art), never a document: nothing is written to
 * the scene. The stack is what the viewed index holds, so a token hidden from this user is neither
 * moved nor counted.
 */
export class StackFan<Token extends FanToken> {
  #members: Member<Token>[] = [];
  /** Counts the pointer's comings and goings, so a close asked for before the pointer came back is dropped. */
  #moves = 0;

  constructor(private readonly source: FanSource<Token>) {}

  /** The ids of the tokens fanned now, in the order they stand. */
  fanned(): string[] {
    return this.#members.map((member) => member.token.id);
  }

  /** The pointer came over a token, or the user took control of it (`hoverToken`, `controlToken`). */
  entered(token: Token): void {
    this.#moves += 1;
    if (this.#holds(token)) return;
    this.close();
    this.#open(token);
  }

  /** The pointer left a token, or the user released it: the fan closes unless the pointer comes over one of its tokens. */
  left(token: Token): void {
    if (!this.#holds(token)) return;
    const asked = (this.#moves += 1);
    this.source.later(() => {
      if (asked === this.#moves) this.close();
    });
  }

  /** Foundry redrew a token (`refreshToken`): a fanned token it put back in place is moved out again. */
  refreshed(token: Token): void {
    const member = this.#members.find((each) => each.token === token);
    for (const moved of member?.moved ?? []) {
      if (!at(moved.point, shown(moved))) {
        moved.base = { x: moved.point.x, y: moved.point.y };
        moved.point.set(shown(moved).x, shown(moved).y);
      }
    }
  }

  /** Puts every fanned token back where Foundry drew it (one Foundry has moved since stays where it is now). */
  close(): void {
    for (const member of this.#members) {
      if (member.token.destroyed) continue;
      for (const moved of member.moved) if (at(moved.point, shown(moved))) moved.point.set(moved.base.x, moved.base.y);
    }
    this.#members = [];
  }

  /** The canvas is torn down (`canvasTearDown`): its tokens go with it, there is nothing to put back. */
  tornDown(): void {
    this.#members = [];
  }

  #holds(token: Token): boolean {
    return this.#members.some((member) => member.token.id === token.id);
  }

  #open(token: Token): void {
    const index = this.source.index();
    if (index === null || index.unit(token.id) === undefined) return;
    const tokens = stackOf(index, token.id).flatMap((id) => {
      const found = id === token.id ? token : this.source.token(id);
      return found === undefined || found.destroyed ? [] : [found];
    });
    if (tokens.length < 2) return;
    const offsets = fanOffsets(
      tokens.length,
      token.w,
      tokens.findIndex((each) => each.id === token.id),
    );
    this.#members = tokens.map((each, k) => {
      const offset = offsets[k] ?? { x: 0, y: 0 };
      const points = each.mesh ? [each.position, each.mesh.position] : [each.position];
      const moved = points.map((point) => ({ point, base: { x: point.x, y: point.y }, offset }));
      for (const entry of moved) entry.point.set(shown(entry).x, shown(entry).y);
      return { token: each, moved };
    });
  }
}

/**
 * The units sharing a unit's grid space, itself included, in id order: on a grid, those with a cell
 * of its footprint in theirs (none apart); gridless, those whose bases overlap its base (touching
 * bases are in contact, not stacked).
 */
export function stackOf(index: BoardIndex, id: string): string[] {
  const unit = index.unit(id);
  if (unit === undefined) return [];
  const near = index.unitsWithin(id, 0);
  const mates =
    unit.footprint.kind === "cells"
      ? near
      : near.filter((other) => {
          const mate = index.unit(other);
          return mate !== undefined && footprintsOverlap(unit, mate);
        });
  return [id, ...mates].sort();
}

function shown(moved: Moved): Point {
  return { x: moved.base.x + moved.offset.x, y: moved.base.y + moved.offset.y };
}

function at(point: DrawnPoint, where: Point): boolean {
  return point.x === where.x && point.y === where.y;
}
