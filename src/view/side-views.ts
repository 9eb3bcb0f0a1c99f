import type { SideView, UnitView, Viewer } from "./view-types";
import type { LocText } from "./view-types";

/** One side of the header: its units, its role in words, and whether the viewer plays it. */
export function sideView(side: string, role: LocText | null, units: readonly UnitView[], viewer: Viewer): SideView {
  return { side, role, yours: viewer.sides.includes(side), units };
}
