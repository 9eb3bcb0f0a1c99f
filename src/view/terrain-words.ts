/**
 * The word of every terrain kind a rule system reads or a scenario may draw (the board's
 * well-known kinds, the scenery list, each rule system's `terrain` declarations; a test holds them to
 * it), as its localization key. A kind not listed shows as its id made readable.
 */
export const TERRAIN_WORDS: Readonly<Record<string, string>> = {
  open: "WARGAME.Terrain.open",
  field: "WARGAME.Terrain.field",
  road: "WARGAME.Terrain.road",
  crossroads: "WARGAME.Terrain.crossroads",
  river: "WARGAME.Terrain.river",
  stream: "WARGAME.Terrain.stream",
  ford: "WARGAME.Terrain.ford",
  bridge: "WARGAME.Terrain.bridge",
  urban: "WARGAME.Terrain.urban",
  village: "WARGAME.Terrain.village",
  farm: "WARGAME.Terrain.farm",
  building: "WARGAME.Terrain.building",
  mill: "WARGAME.Terrain.mill",
  hedge: "WARGAME.Terrain.hedge",
  bocage: "WARGAME.Terrain.bocage",
  ridge: "WARGAME.Terrain.ridge",
  hill: "WARGAME.Terrain.hill",
  woods: "WARGAME.Terrain.woods",
  marsh: "WARGAME.Terrain.marsh",
  difficult: "WARGAME.Terrain.difficult",
  impassable: "WARGAME.Terrain.impassable",
  barrier: "WARGAME.Terrain.barrier",
  fortification: "WARGAME.Terrain.fortification",
  mountain: "WARGAME.Terrain.mountain",
  "soft-ground": "WARGAME.Terrain.soft-ground",
  trench: "WARGAME.Terrain.trench",
};
