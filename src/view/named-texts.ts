import type { Area } from "../engine/board/types";
import { own } from "../engine/names/own";
import { TERRAIN_WORDS } from "./terrain-words";
import type { LocText } from "./view-types";

/** The sides' names a host knows (a scenario's `sides`), by side id; a side not listed goes by its id made readable. */
export type SideNames = Readonly<Record<string, string>>;

/**
 * What the players call the sides, terrain kinds and areas a text names. The engine's texts carry
 * them as ids, always in the same placeholders (`side`, `terrain`, `area`); the views put the
 * players' words in their place.
 */
export interface Words {
  side(id: string): string;
  /** The kind's word (a localization key, `terrain-words.ts`), or the kind made readable when it has none. */
  terrain(kind: string): string;
  /** An area of the board by its terrain kind's word (areas have ids, not names). */
  area(id: string): string;
}

/** The placeholders whose values are ids for the players to read as words. */
const PLACEHOLDERS = ["side", "terrain", "area"] as const;

/** The words for a combat: the host's side names, the terrain words, and the board's areas by their kinds. */
export function wordsFor(sideNames: SideNames, areas: readonly Area[]): Words {
  const kinds = new Map(areas.map((area) => [area.id, area.kind]));
  const terrain = (kind: string): string => own(TERRAIN_WORDS, kind) ?? readable(kind);
  return {
    side: (id) => sideName(sideNames, id),
    terrain,
    area: (id) => {
      const kind = kinds.get(id);
      return kind === undefined ? readable(id) : terrain(kind);
    },
  };
}

/** What the players call side `id`: its name, or its id made readable when it has none. */
export function sideName(sideNames: SideNames, id: string): string {
  return own(sideNames, id) ?? readable(id);
}

/** An id a person can read when nobody named it: "red-army" → "Red army", "blueForce" → "Blue Force". */
export function readable(id: string): string {
  const words = id
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .split(/[-_\s]+/)
    .filter((word) => word !== "")
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `text` with the players' words in its side, terrain and area placeholders (once: a name is not an id). */
export function namedText(text: LocText, words: Words): LocText {
  const named = PLACEHOLDERS.flatMap((placeholder) => {
    const id = text.data[placeholder];
    return typeof id === "string" && id !== "" ? [[placeholder, words[placeholder](id)] as const] : [];
  });
  return named.length === 0 ? text : { ...text, data: { ...text.data, ...Object.fromEntries(named) } };
}
