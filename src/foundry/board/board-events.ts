import type { Board, Terrain, Unit } from "@engine/board/types";

/**
 * What the viewed scene's board does between snapshots, one change at a time, so an incremental
 * index can follow it without rebuilding.
 */
export interface BoardListener {
  unitAdded(unit: Unit): void;
  unitChanged(unit: Unit): void;
  unitRemoved(unitId: string): void;
  /** The whole terrain after any wall or terrain region changed. */
  terrainChanged(terrain: Terrain): void;
  /** Another scene is viewed, or the canvas was redrawn: start again from this board. */
  boardReplaced(board: Board): void;
  /** No scene is viewed, or the viewed one cannot be read at all: there is no board. */
  boardCleared(): void;
}

/** Passes every change on to each subscribed listener. */
export class BoardEvents implements BoardListener {
  readonly #listeners = new Set<BoardListener>();

  /** Adds a listener; the returned function removes it. */
  subscribe(listener: BoardListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  unitAdded(unit: Unit): void {
    for (const listener of this.#listeners) listener.unitAdded(unit);
  }

  unitChanged(unit: Unit): void {
    for (const listener of this.#listeners) listener.unitChanged(unit);
  }

  unitRemoved(unitId: string): void {
    for (const listener of this.#listeners) listener.unitRemoved(unitId);
  }

  terrainChanged(terrain: Terrain): void {
    for (const listener of this.#listeners) listener.terrainChanged(terrain);
  }

  boardReplaced(board: Board): void {
    for (const listener of this.#listeners) listener.boardReplaced(board);
  }

  boardCleared(): void {
    for (const listener of this.#listeners) listener.boardCleared();
  }
}

/** The module's one stream of board changes (fed by hooks/board-sync). */
export const boardEvents = new BoardEvents();
