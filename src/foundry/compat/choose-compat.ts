import { isRecord } from "@engine/validation/read-fields";
import type { FoundryCompat } from "./foundry-compat";

export type { SceneLevel } from "./foundry-compat";
import { v13Compat } from "./v13-compat";
import { v14Compat } from "./v14-compat";

/** The oldest generation the module installs on (module.json `compatibility.minimum`). */
const MINIMUM_GENERATION = 13;

/** The implementation for a Foundry generation: v14's from 14 on, v13's before. */
export function compatFor(generation: number): FoundryCompat {
  return generation >= 14 ? v14Compat : v13Compat;
}

/**
 * The implementation for the Foundry that runs: the one place the host asks which version it is.
 * `game.release.generation` is there from `init` on in every supported Foundry; a `game` without a
 * release (only outside Foundry) counts as the minimum generation.
 */
export function foundryCompat(): FoundryCompat {
  return compatFor(releaseGeneration());
}

function releaseGeneration(): number {
  const release: unknown = typeof game === "undefined" ? undefined : Reflect.get(game, "release");
  const generation = isRecord(release) ? release["generation"] : undefined;
  return typeof generation === "number" ? generation : MINIMUM_GENERATION;
}
