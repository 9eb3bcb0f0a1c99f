import type { Unit } from "../../engine/board/types";

/** Side colours, given to sides in the order their first unit appears in the scenario. */
const SIDE_COLOURS = ["#2f5d8c", "#a8322d", "#3d7a34", "#b97a12", "#6b3f91", "#1f7d7d"];

/** Sides named after a colour (a common habit: "red" and "blue") are drawn in it. */
const NAMED_SIDES: Readonly<Record<string, string>> = {
  blue: "#2f5d8c",
  red: "#a8322d",
  green: "#3d7a34",
  yellow: "#b99a12",
  orange: "#c0661a",
  purple: "#6b3f91",
  brown: "#7a5230",
  grey: "#666666",
  gray: "#666666",
  black: "#262626",
  white: "#d8d8d8",
};

const TERRAIN_COLOURS: Readonly<Record<string, string>> = {
  open: "#e9e4cf",
  difficult: "#c9b98a",
  impassable: "#5b5047",
  barrier: "#8a6d4b",
  fortification: "#8f8f8f",
  urban: "#b0a49a",
  woods: "#6f9a5b",
  mountain: "#a38b70",
  bocage: "#87a25e",
  "soft-ground": "#a9a06a",
  river: "#6fa3c9",
  bridge: "#9c7d5c",
};

/** Terrain kinds a ruleset adds of its own are drawn in a neutral tone. */
const OTHER_TERRAIN = "#bdb6a4";

export function sideColours(units: readonly Unit[]): ReadonlyMap<string, string> {
  const colours = new Map<string, string>();
  let next = 0;
  for (const unit of units) {
    if (colours.has(unit.side)) continue;
    const named = NAMED_SIDES[unit.side.toLowerCase()];
    if (named !== undefined) {
      colours.set(unit.side, named);
      continue;
    }
    colours.set(unit.side, SIDE_COLOURS[next % SIDE_COLOURS.length] ?? "#555");
    next += 1;
  }
  return colours;
}

export function terrainColour(kind: string): string {
  return TERRAIN_COLOURS[kind] ?? OTHER_TERRAIN;
}

/** A status's marker: a symbol on a disc of its own colour, so that each status reads apart at a glance. */
export interface StatusMark {
  readonly glyph: string;
  readonly colour: string;
  /** Its name's key in lang/en.json; null for a status no rule system here knows (its id is its name). */
  readonly name: string | null;
}

const STATUS_MARKS: Readonly<Record<string, StatusMark>> = {
  tipped: { glyph: "⤵", colour: "#7a5230", name: "WARGAME.Status.tipped" },
  broken: { glyph: "✖", colour: "#b0201a", name: "WARGAME.Status.broken" },
  suppressed: { glyph: "#", colour: "#5a5a5a", name: "WARGAME.Status.suppressed" },
  downed: { glyph: "↓", colour: "#26262f", name: "WARGAME.Status.downed" },
  disrupted: { glyph: "≈", colour: "#8e3b8e", name: "WARGAME.Status.disrupted" },
  forage: { glyph: "⌂", colour: "#3d7a34", name: "WARGAME.Status.forage" },
  "force-march": { glyph: "»", colour: "#c0661a", name: "WARGAME.Status.force-march" },
  "low-supply": { glyph: "▽", colour: "#8a6d4b", name: "WARGAME.Status.low-supply" },
  doubled: { glyph: "2", colour: "#1f7d7d", name: "WARGAME.Status.doubled" },
  marched: { glyph: "→", colour: "#2f5d8c", name: "WARGAME.Status.marched" },
  "broke-through": { glyph: "⇑", colour: "#a8322d", name: "WARGAME.Status.broke-through" },
  "difficult-going": { glyph: "∿", colour: "#6b6b2f", name: "WARGAME.Status.difficult-going" },
};

/** A status's marker; one no table here knows: its first letter on grey. */
export function statusMark(status: string): StatusMark {
  return STATUS_MARKS[status] ?? { glyph: status.slice(0, 1).toUpperCase(), colour: "#777777", name: null };
}

/** A status's name in the page's language (one no rule system here knows: its id, as the scenario wrote it). */
export function statusName(status: string, localize: (key: string) => string): string {
  const key = statusMark(status).name;
  return key === null ? status : localize(key);
}
