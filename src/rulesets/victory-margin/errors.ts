import { errorFamily } from "@engine/errors";
import en from "./lang/en.json";

/** What a victory-margin combat setup can get wrong. Each problem's English is in lang/en.json alone. */
export const { table: VICTORY_MARGIN_ERRORS, error: victoryMarginError } = errorFamily(
  en.WARGAME.Error,
  "VictoryMargin",
);
