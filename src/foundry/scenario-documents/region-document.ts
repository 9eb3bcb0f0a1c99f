import type { Area } from "@engine/board/types";
import type { CellGrid } from "@engine/grid/cell-grid";
import { MODULE_ID } from "../constants";
import { FLAG } from "../board/module-flags";
import { areaPolygons } from "./area-polygons";
import { REGION_VISIBILITY_LAYER } from "./foundry-constants";
import { plainName } from "./html";
import type { RegionData } from "./foundry-documents";
import { terrainColor } from "./terrain-colors";

/**
 * A terrain area as a Scene Region: one polygon shape per polygon of the area (one per cell for an
 * area of cells), the kind in the module flag `terrain` (and `blocksSight` when it stops sight),
 * which is what the host reads terrain from. No behaviours: what terrain does is the rule
 * system's to say, and a core movement-cost behaviour would charge Foundry's ruler twice over.
 */
export function regionDocument(area: Area, id: string, grid: CellGrid | null, levels?: readonly string[]): RegionData {
  return {
    _id: id,
    name: plainName(area.id, "area"),
    color: terrainColor(area.kind),
    shapes: areaPolygons(area, grid).map((polygon) => ({
      type: "polygon",
      hole: false,
      points: polygon.flatMap((p) => [p.x, p.y]),
    })),
    elevation: { bottom: null, top: null },
    behaviors: [],
    visibility: REGION_VISIBILITY_LAYER,
    ...(levels === undefined ? {} : { levels }),
    flags: {
      [MODULE_ID]: {
        [FLAG.terrain]: area.kind,
        ...(area.blocksSight === true ? { [FLAG.blocksSight]: true } : {}),
        ...("cells" in area.shape ? { [FLAG.cells]: true } : {}),
      },
    },
  };
}
