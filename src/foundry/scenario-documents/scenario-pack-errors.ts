import type { ErrorTable } from "@engine/errors";

/** What stops a valid scenario from becoming Foundry documents. */
export const SCENARIO_PACK_ERRORS = {
  HexCells: [
    "WARGAME.Error.ScenarioPack.HexCells",
    "{owner}: a unit on a hex grid becomes a token of one hex, but it covers {count} hexes.",
  ],
  SquareCells: [
    "WARGAME.Error.ScenarioPack.SquareCells",
    "{owner}: a unit's squares must fill a rectangle to become one token.",
  ],
  Negative: [
    "WARGAME.Error.ScenarioPack.Negative",
    "{owner}: lies at ({x}, {y}), but a Foundry scene starts at (0, 0); move the scenario to positive coordinates.",
  ],
  GridSize: [
    "WARGAME.Error.ScenarioPack.GridSize",
    "{owner}: a Foundry grid is a whole number of pixels, {min} or more, not {size}.",
  ],
  DuplicateScenario: [
    "WARGAME.Error.ScenarioPack.DuplicateScenario",
    "{file} and {other} both hold the scenario {id}.",
  ],
  MissingText: ["WARGAME.Error.ScenarioPack.MissingText", "lang/en.json has no text for {key}."],
} as const satisfies ErrorTable;
