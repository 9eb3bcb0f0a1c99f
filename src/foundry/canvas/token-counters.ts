import type { Board, Unit } from "@engine/board/types";
import { EngineError } from "@engine/errors";
import type { Effect } from "@engine/session/effects";
import type { LocText } from "@engine/session/types";
import type { CounterValue } from "@view/view-types";
import { type PendingUnit, pendingUnits } from "@view/pending-units";

/** A token on the canvas, as its counter sits on it: its id and its size in pixels. */
export interface CounterToken {
  readonly id: string;
  readonly w: number;
  readonly h: number;
}

/** The text a counter prints on its token (a PIXI.Text child in Foundry), made once per token. */
export interface CounterLabel {
  readonly destroyed: boolean;
  /** Prints `lines` on the token; `pending` marks what a combat in progress will change. */
  show(lines: readonly string[], pending: boolean): void;
  destroy(): void;
}

/** Where the counters read what they print. */
export interface CounterSource<Token extends CounterToken> {
  /** The unit a token stands for, as this user sees it (none for a token the user cannot see). */
  unit(tokenId: string): Unit | undefined;
  /** The values the viewed scene's rule system prints on a unit's counter; throws the engine's error on data it cannot read. */
  values(unit: Unit): readonly CounterValue[];
  words(text: LocText): string;
  /** The token of a unit on the viewed canvas, to print again. */
  token(unitId: string): Token | undefined;
  sceneId(): string | null;
}

/**
 * The values the rule system uses, printed on each token, and the marks of a combat in progress:
 * a unit its effects mark shows at once as it will be (its values after the loss) with what
 * happens to it, until the combat is applied or abandoned. Each token has one label, made the
 * first time it is printed and re-used at every refresh; it goes when the token is destroyed.
 */
export class TokenCounters<Token extends CounterToken> {
  readonly #labels = new WeakMap<Token, CounterLabel>();
  #pending = new Map<string, PendingUnit>();

  constructor(
    private readonly source: CounterSource<Token>,
    private readonly makeLabel: (token: Token) => CounterLabel,
  ) {}

  /** Prints a token's counter (Foundry's `refreshToken`). */
  refresh(token: Token): void {
    const unit = this.source.unit(token.id);
    const pending = unit === undefined ? undefined : this.#pending.get(token.id);
    const shown = pending?.after ?? unit;
    const values = shown === undefined ? [] : this.#values(shown);
    // One value a line: a line breaks where the reader expects, never inside a value.
    const lines = [...values, ...(pending?.words ?? []).map((text) => this.source.words(text))];
    let label = this.#labels.get(token);
    if (lines.length === 0) {
      label?.show([], false);
      return;
    }
    if (label === undefined || label.destroyed) {
      label = this.makeLabel(token);
      this.#labels.set(token, label);
    }
    label.show(lines, pending !== undefined);
  }

  /** The token is destroyed (Foundry's `destroyToken`): its label goes with it. */
  forget(token: Token): void {
    this.#labels.get(token)?.destroy();
    this.#labels.delete(token);
  }

  /** Prints again the tokens of these units (the index changed them). */
  refreshUnits(ids: Iterable<string>): void {
    for (const id of ids) {
      const token = this.source.token(id);
      if (token !== undefined) this.refresh(token);
    }
  }

  /** A combat on `sceneId` marked units: shown on the viewed scene's tokens at once, until cleared. */
  showPending(board: Board, effects: readonly Effect[], sceneId: string): void {
    const before = [...this.#pending.keys()];
    this.#pending = sceneId === this.source.sceneId() ? pendingUnits(board, effects) : new Map<string, PendingUnit>();
    this.refreshUnits(new Set([...before, ...this.#pending.keys()]));
  }

  /** The combat was applied or abandoned: its marks go. */
  clearPending(): void {
    const before = [...this.#pending.keys()];
    this.#pending = new Map<string, PendingUnit>();
    this.refreshUnits(before);
  }

  #values(unit: Unit): string[] {
    try {
      // The short forms a counter prints ("CC 4"): the token's name tooltip stays Foundry's own.
      return this.source.values(unit).map((value) => this.source.words(value.short));
    } catch (error) {
      // A unit whose data its rule system cannot read prints nothing; the combat dialog names the problem.
      if (error instanceof EngineError) return [];
      throw error;
    }
  }
}
