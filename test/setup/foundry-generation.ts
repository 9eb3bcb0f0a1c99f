import { beforeEach, vi } from "vitest";
import { fakeGeneration, fakeRelease, installDataFieldOperators } from "../foundry/fakes/v14";

/**
 * The host suite's second run plays Foundry v14 (FOUNDRY_GENERATION=14, vitest.config.ts): before
 * each test, v14's data-field operators join whatever `foundry` global the test file set up, and a
 * test that set up no `game` gets one reporting release generation 14 (tests that stub `game`
 * themselves give it a release through the fakes).
 */
beforeEach(() => {
  if (fakeGeneration() !== 14) return;
  installDataFieldOperators();
  if (typeof Reflect.get(globalThis, "game") !== "object") vi.stubGlobal("game", { release: fakeRelease() });
});
