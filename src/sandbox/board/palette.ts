import type { Unit } from "@engine/board/types";
import type { StatusDeclaration } from "@engine/rulesets/ruleset";
import { round } from "./svg";

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
export interface StatusLook {
  readonly glyph: string;
  readonly colour: string;
  /** Its name in the page's language (a status no registered rule system declares: its id, as the scenario wrote it). */
  readonly name: string;
}

/** The golden angle: hues this far apart never come back near each other, however many statuses there are. */
const HUE_STEP = 137.508;

/**
 * A status's marker, derived from the rule systems' statuses (a catalog's `statuses`): the initials of its name
 * (at most two words, short words such as "on" skipped) on a disc of its own hue, the n-th
 * registered status turned n golden angles round the colour wheel, so that each rule system's
 * statuses, a new one's included, look apart with nothing listed here. A status no rule system
 * declares: its id's first letter on grey.
 */
export function statusLook(
  status: string,
  statuses: readonly StatusDeclaration[],
  localize: (key: string) => string,
): StatusLook {
  const at = statuses.findIndex((declared) => declared.id === status);
  const declared = statuses[at];
  if (declared === undefined) return { glyph: status.slice(0, 1).toUpperCase(), colour: "#777777", name: status };
  const name = localize(declared.labelKey);
  return { glyph: initials(name), colour: `hsl(${round((at * HUE_STEP) % 360)} 60% 36%)`, name };
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word.length > 2);
  const letters = (words.length > 0 ? words : [name]).slice(0, 2).map((word) => word.slice(0, 1).toUpperCase());
  return letters.join("");
}
