/**
 * The guard that keeps the host's tests honest about the Foundry generation they play
 * (test/setup/host-game.ts): a host test's `game` must carry a release from the shared fake.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { foundryCompat } from "@foundry/compat/choose-compat";
import { gameWithoutRelease } from "../../setup/host-game";
import { fakeGeneration, fakeRelease } from "./v14";

afterEach(() => vi.unstubAllGlobals());

describe("a host test's game", () => {
  it("is refused without a release, which would make a v14 run play v13 unseen", () => {
    expect(() => vi.stubGlobal("game", { i18n: {} })).toThrow(/needs a release/);
    expect(() => vi.stubGlobal("game", { release: null })).toThrow(/needs a release/);
  });

  it("plays the project's generation with the shared fake's release", () => {
    vi.stubGlobal("game", { release: fakeRelease(), i18n: {} });
    expect(foundryCompat().generation).toBe(fakeGeneration());
  });

  it("may lack a release only on purpose", () => {
    vi.stubGlobal("game", gameWithoutRelease());
    expect(foundryCompat().generation).toBe(13);
  });
});
