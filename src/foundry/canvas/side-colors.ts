import { MODULE_ID } from "../constants";

/** How zones, contacts and paths are coloured: one colour per side, one opacity. */
export interface OverlayStyle {
  colorOf(side: string): number;
  readonly alpha: number;
}

/** Colours for sides the setting does not list, chosen by the side's name so each keeps its colour. */
const PALETTE: readonly number[] = [0x2fa37a, 0xd17a2f, 0x5c7a8a, 0xc92f8a, 0x7ab32f, 0x2fb3c9, 0xa3702f, 0x6b5cc9];

/** Contested grid spaces: a colour no side has by default. */
export const CONTESTED_COLOR = 0xff2fd1;

/**
 * The zone colours setting: `side=#rrggbb` entries separated by commas or semicolons. Entries
 * that do not read so are skipped, and their sides take a palette colour.
 */
export function parseZoneColors(text: string): Map<string, number> {
  const colors = new Map<string, number>();
  for (const entry of text.split(/[,;]/)) {
    const match = /^\s*([^=]+?)\s*=\s*#([0-9a-f]{6})\s*$/i.exec(entry);
    const side = match?.[1];
    const hex = match?.[2];
    if (side !== undefined && hex !== undefined) colors.set(side, parseInt(hex, 16));
  }
  return colors;
}

export function sideColor(colors: ReadonlyMap<string, number>, side: string): number {
  const listed = colors.get(side);
  if (listed !== undefined) return listed;
  let hash = 0;
  for (const char of side) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1_000_003;
  return PALETTE[hash % PALETTE.length] ?? 0;
}

/** The style the client's settings ask for. */
export function settingsStyle(): OverlayStyle {
  const colors = parseZoneColors(game.settings.get(MODULE_ID, "zoneColors"));
  return { colorOf: (side) => sideColor(colors, side), alpha: game.settings.get(MODULE_ID, "zoneOpacity") };
}
