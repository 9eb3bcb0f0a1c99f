import { createBoardIndex, type BoardIndex } from "@engine/board/board-index";
import type { BoardIndexSettings } from "@engine/board/board-index-options";
import type { Board, Terrain, Unit } from "@engine/board/types";
import type { BoardListener } from "../board/board-events";
import { readableBoard } from "../board/scene-board";
import { viewerSees } from "../board/viewed-scene";
import type { FlagSource, SceneSource } from "../board/sources";
import { notifyError } from "../localize";

/** A scene as the index reads it: its board, and its flags (its rule system). */
export type IndexedScene = SceneSource & FlagSource;

/** What changed: some units (with every side they were or are on), or the whole index. */
export type IndexChange =
  | { readonly kind: "units"; readonly ids: readonly string[]; readonly sides: readonly string[] }
  | { readonly kind: "rebuilt" };

export type IndexListener = (change: IndexChange) => void;

/** Where the index comes from: the viewed scene, and the zone and contact rules it is played with. */
export interface IndexSource {
  scene(): IndexedScene | null;
  settings(scene: IndexedScene): BoardIndexSettings;
}

/**
 * The one board index of the scene this client views. Built when the canvas is drawn (or first
 * asked for), then kept in step by the board events one unit at a time (`moveUnit`, `addUnit`,
 * `removeUnit`), never rebuilt for a move; rebuilt only for new terrain, a new scene or new rules.
 * Its listeners (the zones overlay) learn which units changed.
 */
export class ViewedIndex implements BoardListener {
  #index: BoardIndex | null = null;
  /** The index must be built afresh before use (nothing built yet, or the rules changed). */
  #stale = true;
  readonly #listeners = new Set<IndexListener>();

  constructor(private readonly source: IndexSource) {}

  /** The index, or null when no scene is viewed or its board cannot be read (the user was told why). */
  current(): BoardIndex | null {
    if (this.#stale) {
      this.#stale = false;
      const scene = this.source.scene();
      const board = scene === null ? null : readableBoard(scene, viewerSees()).board;
      this.#index =
        scene === null || board === null
          ? null
          : this.#guard(() => createBoardIndex(board, this.source.settings(scene)));
    }
    return this.#index;
  }

  /** Adds a listener; the returned function removes it. */
  subscribe(listener: IndexListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** The rules changed (the scene's rule system, the contact tolerance): build afresh. */
  invalidate(): void {
    this.#stale = true;
    this.#emit({ kind: "rebuilt" });
  }

  boardReplaced(board: Board): void {
    const scene = this.source.scene();
    this.#stale = false;
    this.#index = scene === null ? null : this.#guard(() => createBoardIndex(board, this.source.settings(scene)));
    this.#emit({ kind: "rebuilt" });
  }

  boardCleared(): void {
    this.#stale = false;
    this.#index = null;
    this.#emit({ kind: "rebuilt" });
  }

  terrainChanged(terrain: Terrain): void {
    const index = this.#live();
    const scene = this.source.scene();
    if (index === null || scene === null) return;
    // The index has no terrain updates: walls and regions change rarely, units often.
    this.#index = this.#guard(() => createBoardIndex({ ...index.board(), terrain }, this.source.settings(scene)));
    this.#emit({ kind: "rebuilt" });
  }

  unitAdded(unit: Unit): void {
    this.#change(unit.id, (index) => {
      index.addUnit(unit);
      return [unit.side];
    });
  }

  unitChanged(unit: Unit): void {
    this.#change(unit.id, (index) => {
      const old = index.unit(unit.id);
      if (old === undefined) index.addUnit(unit);
      else if (sameBesidesPlace(old, unit)) index.moveUnit(unit.id, { footprint: unit.footprint, facing: unit.facing });
      else {
        // Side, status or data changed: whether and where it exerts a zone may have too.
        index.removeUnit(unit.id);
        index.addUnit(unit);
      }
      return old === undefined || old.side === unit.side ? [unit.side] : [old.side, unit.side];
    });
  }

  unitRemoved(unitId: string): void {
    this.#change(unitId, (index) => {
      const old = index.unit(unitId);
      if (old === undefined) return null;
      index.removeUnit(unitId);
      return [old.side];
    });
  }

  /** The index when it is built and in step; null while it waits to be built afresh. */
  #live(): BoardIndex | null {
    return this.#stale ? null : this.#index;
  }

  /** Applies one unit's change; `apply` gives the sides touched, or null when nothing changed. */
  #change(id: string, apply: (index: BoardIndex) => readonly string[] | null): void {
    const index = this.#live();
    if (index === null) return;
    let sides: readonly string[] | null;
    try {
      sides = apply(index);
    } catch (error) {
      notifyError(error);
      this.invalidate();
      return;
    }
    if (sides !== null) this.#emit({ kind: "units", ids: [id], sides });
  }

  #guard(build: () => BoardIndex): BoardIndex | null {
    try {
      return build();
    } catch (error) {
      notifyError(error);
      return null;
    }
  }

  #emit(change: IndexChange): void {
    for (const listener of this.#listeners) listener(change);
  }
}

/** Whether two states of a unit differ only in where it stands and faces. */
function sameBesidesPlace(a: Unit, b: Unit): boolean {
  return JSON.stringify({ ...a, footprint: null, facing: 0 }) === JSON.stringify({ ...b, footprint: null, facing: 0 });
}
