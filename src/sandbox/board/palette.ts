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
}

const STATUS_MARKS: Readonly<Record<string, StatusMark>> = {
  tipped: { glyph: "⤵", colour: "#7a5230" },
  broken: { glyph: "✖", colour: "#b0201a" },
  shock: { glyph: "⚡", colour: "#c08a00" },
  suppressed: { glyph: "#", colour: "#5a5a5a" },
  downed: { glyph: "↓", colour: "#26262f" },
  disrupted: { glyph: "≈", colour: "#8e3b8e" },
  forage: { glyph: "⌂", colour: "#3d7a34" },
  "force-march": { glyph: "»", colour: "#c0661a" },
  "low-supply": { glyph: "▽", colour: "#8a6d4b" },
  doubled: { glyph: "2", colour: "#1f7d7d" },
  marched: { glyph: "→", colour: "#2f5d8c" },
  "broke-through": { glyph: "⇑", colour: "#a8322d" },
  "difficult-going": { glyph: "∿", colour: "#6b6b2f" },
};

/** A status no table here knows: its first letter on grey. */
export function statusMark(status: string): StatusMark {
  return STATUS_MARKS[status] ?? { glyph: status.slice(0, 1).toUpperCase(), colour: "#777777" };
}
