import fc from "fast-check";
import { fuzzSeed } from "./fuzz-seed";

/** Every property test starts from one seed: the fixed one, or FC_SEED (see fuzz-seed.ts). */
fc.configureGlobal({ seed: fuzzSeed() });
