import type { Board, Unit } from "@engine/board/types";
import { EngineError } from "@engine/errors";
import type { LocText } from "@engine/session/types";
import type { CounterMarker, CounterValue } from "@view/view-types";
import { markedUnit, type MarkedUnit } from "@view/marked-unit";
import type { PendingMark } from "@view/pending-marks";

/** A token on the canvas, as its counter sits on it: its id and its size in pixels. */
export interface CounterToken {
  readonly id: string;
  readonly w: number;
  readonly h: number;
}

/** A marker's chit as drawn: the number it shows, its kind's colour (0xRRGGBB), and what it means in full. */
export interface CounterChit {
  readonly id: string;
  readonly value: string;
  readonly colour: number;
  readonly full: string;
}

/** What a token's counter shows. */
export interface CounterFace {
  /** The rule system's values, one a line, then what a combat in progress will change. */
  readonly lines: readonly string[];
  /** Whether a combat in progress marks this unit (its values are those after the mark). */
  readonly pending: boolean;
  /** The rule system's markers on the unit (`RulesetView.markersOf`). */
  readonly chits: readonly CounterChit[];
}

/** The drawing on a token (PIXI children in Foundry), made once per token. */
export interface CounterLabel {
  readonly destroyed: boolean;
  show(face: CounterFace): void;
  destroy(): void;
}

/** Where the counters read what they print. */
export interface CounterSource<Token extends CounterToken> {
  /** The unit a token stands for, as this user sees it (none for a token the user cannot see). */
  unit(tokenId: string): Unit | undefined;
  /** The board the units stand on (the viewed scene's). */
  board(): Board | null;
  /** The values the viewed scene's rule system prints on a unit's counter; throws the engine's error on data it cannot read. */
  values(unit: Unit): readonly CounterValue[];
  /** The markers its counter carries; throws the engine's error on data it cannot read. */
  markers(unit: Unit): readonly CounterMarker[];
  /** A marker kind's colour, as its rule system declares it ("#rrggbb"). */
  markerColour(id: string): string;
  words(text: LocText): string;
  /** The token of a unit on the viewed canvas, to print again. */
  token(unitId: string): Token | undefined;
  sceneId(): string | null;
}

/** The marks one combat shows on a scene. */
interface CombatMarks {
  readonly sceneId: string;
  readonly marks: ReadonlyMap<string, PendingMark>;
}

/**
 * The values and markers the rule system uses, drawn on each token, and the marks of a combat in
 * progress (`pendingMarks`, from the host: the effects so far and, once planned, the moves' statuses
 * and removals): a unit a mark touches shows at once as it will be, with what happens to it, until
 * the combat is applied or abandoned. Each token has one label, made the first time it is printed
 * and re-used at every refresh; it goes when the token is destroyed.
 */
export class TokenCounters<Token extends CounterToken> {
  readonly #labels = new WeakMap<Token, CounterLabel>();
  /** Marks by combat: several combats may be open at once. */
  readonly #combats = new Map<string, CombatMarks>();

  constructor(
    private readonly source: CounterSource<Token>,
    private readonly makeLabel: (token: Token) => CounterLabel,
  ) {}

  /** Prints a token's counter (Foundry's `refreshToken`). */
  refresh(token: Token): void {
    const unit = this.source.unit(token.id);
    const marked = unit === undefined ? undefined : this.#marked(unit);
    const shown = marked === undefined ? unit : (marked.after ?? unit);
    const face: CounterFace = {
      // One value a line: a line breaks where the reader expects, never inside a value.
      lines: [
        ...(shown === undefined
          ? []
          : this.#read(() => this.source.values(shown).map((v) => this.source.words(v.short)))),
        ...(marked?.words ?? []).map((text) => this.source.words(text)),
      ],
      pending: marked !== undefined,
      chits: shown === undefined ? [] : this.#read(() => this.#chits(shown)),
    };
    let label = this.#labels.get(token);
    if (face.lines.length === 0 && face.chits.length === 0) {
      label?.show(face);
      return;
    }
    if (label === undefined || label.destroyed) {
      label = this.makeLabel(token);
      this.#labels.set(token, label);
    }
    label.show(face);
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

  /** A combat on `sceneId` marks units (the host's latest word on it): shown on that scene's tokens, until cleared. */
  showPending(combatId: string, sceneId: string, marks: readonly PendingMark[]): void {
    const before = this.#touched(combatId);
    this.#combats.set(combatId, { sceneId, marks: new Map(marks.map((mark) => [mark.unitId, mark])) });
    this.refreshUnits(new Set([...before, ...this.#touched(combatId)]));
  }

  /** The combat was applied or abandoned: its marks go. */
  clearPending(combatId: string): void {
    const before = this.#touched(combatId);
    this.#combats.delete(combatId);
    this.refreshUnits(before);
  }

  #touched(combatId: string): string[] {
    return [...(this.#combats.get(combatId)?.marks.keys() ?? [])];
  }

  /** The unit as the marks of combats on the viewed scene leave it (the last combat's mark, when two mark it). */
  #marked(unit: Unit): MarkedUnit | undefined {
    const viewed = this.source.sceneId();
    const board = this.source.board();
    let mark: PendingMark | undefined;
    for (const combat of this.#combats.values())
      if (combat.sceneId === viewed) mark = combat.marks.get(unit.id) ?? mark;
    return mark === undefined || board === null ? undefined : markedUnit(board, unit, mark);
  }

  #chits(unit: Unit): CounterChit[] {
    return this.source.markers(unit).map((marker) => ({
      id: marker.id,
      value: String(marker.value),
      colour: colourNumber(this.source.markerColour(marker.id)),
      full: this.source.words(marker.full),
    }));
  }

  /** What the rule system reads off a unit; nothing when its data does not read (the combat dialog names the problem). */
  #read<T>(read: () => T[]): T[] {
    try {
      return read();
    } catch (error) {
      if (error instanceof EngineError) return [];
      throw error;
    }
  }
}

/** "#rrggbb" or "#rgb" as 0xRRGGBB; a grey for anything else. */
export function colourNumber(css: string): number {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css.trim())?.[1];
  if (hex === undefined) return 0x555555;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
  return parseInt(full, 16);
}
