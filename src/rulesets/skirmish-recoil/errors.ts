import { errorFamily } from "@engine/errors";
import en from "./lang/en.json";

/** What a skirmish-recoil combat setup can get wrong. Each problem's English is in lang/en.json alone. */
export const { table: SKIRMISH_RECOIL_ERRORS, error: skirmishRecoilError } = errorFamily(
  en.WARGAME.Error,
  "SkirmishRecoil",
);
