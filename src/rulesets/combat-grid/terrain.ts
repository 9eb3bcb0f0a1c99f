import type { Offset } from "@engine/model/coordinates";
import { own } from "@engine/names/own";

/** What a square's terrain does in combat. */
export type TerrainRule = {
  /** Open ground: armor elsewhere is vulnerable; tank shock only here. */
  readonly open: boolean;
  /** Attacking defending infantry here costs the attacker a shift down. */
  readonly infantryShift: boolean;
  /** Artillery in this terrain may not barrage. */
  readonly noBarrage: boolean;
};

/** The terrain kinds the text names for combat; any other kind is neither open nor special. */
export const TERRAIN_RULES = {
  open: { open: true, infantryShift: false, noBarrage: false },
  urban: { open: false, infantryShift: true, noBarrage: true },
  woods: { open: false, infantryShift: false, noBarrage: true },
  mountain: { open: false, infantryShift: true, noBarrage: false },
  bocage: { open: false, infantryShift: true, noBarrage: false },
} as const satisfies Readonly<Record<string, TerrainRule>>;

export type TerrainKind = keyof typeof TERRAIN_RULES;

const OTHER_TERRAIN: TerrainRule = { open: false, infantryShift: false, noBarrage: false };

export function terrainRule(kind: string): TerrainRule {
  return own(TERRAIN_RULES, kind) ?? OTHER_TERRAIN;
}

/** A square's terrain kind; squares not listed are open. */
export function terrainAt(terrain: readonly { readonly cell: Offset; readonly kind: string }[], cell: Offset): string {
  return terrain.find((entry) => entry.cell.i === cell.i && entry.cell.j === cell.j)?.kind ?? "open";
}
