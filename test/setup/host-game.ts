import { expect, vi } from "vitest";
import { isRecord } from "@engine/validation/read-fields";

/** Games a test means to have no release (the seam's own test of a `game` outside Foundry). */
const withoutRelease = new WeakSet<object>();

/** A `game` without `release`, on purpose: the guard below lets it through. */
export function gameWithoutRelease(): object {
  const game = {};
  withoutRelease.add(game);
  return game;
}

/**
 * The host's tests run as Foundry v13 and again as v14 (vitest.config.ts), the version seam reading
 * `game.release.generation` (src/foundry/compat/choose-compat.ts), which takes a `game` without one
 * for v13. So a host test that stubs a `game` without a release would run as v13 in both projects,
 * unseen: here stubbing one throws, naming the fix (`release: fakeRelease()`, test/foundry/fakes/v14.ts).
 */
export function guardedStubGlobal(stub: typeof vi.stubGlobal, isHostTest: () => boolean): typeof vi.stubGlobal {
  return (name, value) => {
    if (
      name === "game" &&
      isHostTest() &&
      !(isRecord(value) && isRecord(value["release"])) &&
      !(isRecord(value) && withoutRelease.has(value))
    ) {
      throw new Error(
        "A host test's game needs a release: add `release: fakeRelease()` (test/foundry/fakes/v14.ts), so the test runs as its project's Foundry generation.",
      );
    }
    return stub(name, value);
  };
}

vi.stubGlobal = guardedStubGlobal(vi.stubGlobal.bind(vi), () =>
  (expect.getState().testPath ?? "").includes("/test/foundry/"),
);
