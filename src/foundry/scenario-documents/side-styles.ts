import type { Unit } from "@engine/board/types";
import { DISPOSITIONS } from "./foundry-constants";

export interface SideStyle {
  /** CONST.TOKEN_DISPOSITIONS: what Foundry's borders and targeting show; the module reads the side flag. */
  readonly disposition: number;
  /** Token tint, one per side. */
  readonly color: string;
}

/** Side colours in the order sides first appear; a board with more sides than this repeats them. */
const SIDE_COLORS = ["#b03a2e", "#1f5f99", "#2e7d32", "#8e6c00", "#6a3d9a", "#00838f"] as const;

const NAMED_DISPOSITIONS: ReadonlyMap<string, number> = new Map(Object.entries(DISPOSITIONS));

function dispositionOf(side: string, order: number): number {
  const named = NAMED_DISPOSITIONS.get(side);
  if (named !== undefined) return named;
  // Foundry has two opposed dispositions: the first side is friendly, the second hostile.
  if (order === 0) return DISPOSITIONS.friendly;
  if (order === 1) return DISPOSITIONS.hostile;
  return DISPOSITIONS.neutral;
}

/**
 * Each side's disposition and colour. A side named like a disposition (friendly, hostile, neutral,
 * secret) gets that one; otherwise the first side to appear is friendly, the second hostile and
 * any others neutral.
 */
export function sideStyles(units: readonly Unit[]): ReadonlyMap<string, SideStyle> {
  const sides = [...new Set(units.map((unit) => unit.side))];
  return new Map(
    sides.map((side, order) => [
      side,
      { disposition: dispositionOf(side, order), color: SIDE_COLORS[order % SIDE_COLORS.length] ?? "#777777" },
    ]),
  );
}
