import { afterEach, describe, expect, it, vi } from "vitest";
import { compatFor, foundryCompat } from "@foundry/compat/choose-compat";
import { v13TokenMover } from "@foundry/movement/v13-token-mover";
import { v14TokenMover } from "@foundry/movement/v14-token-mover";
import { fakeGeneration, fakeRelease } from "../fakes/v14";
import { gameWithoutRelease } from "../../setup/host-game";

describe("choosing the version seam", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("takes v14's implementation from generation 14 on, v13's before", () => {
    expect(compatFor(13).generation).toBe(13);
    expect(compatFor(13).tokenMover).toBe(v13TokenMover);
    expect(compatFor(14).generation).toBe(14);
    expect(compatFor(14).tokenMover).toBe(v14TokenMover);
    expect(compatFor(15).generation).toBe(14);
  });

  it("asks game.release.generation", () => {
    vi.stubGlobal("game", { release: fakeRelease(14) });
    expect(foundryCompat().generation).toBe(14);
    vi.stubGlobal("game", { release: fakeRelease(13) });
    expect(foundryCompat().generation).toBe(13);
  });

  it("counts a game without a release (only outside Foundry) as the minimum generation, 13", () => {
    vi.stubGlobal("game", gameWithoutRelease());
    expect(foundryCompat().generation).toBe(13);
  });

  it("runs this suite as the generation the project names (FOUNDRY_GENERATION)", () => {
    vi.stubGlobal("game", { release: fakeRelease() });
    expect(foundryCompat().generation).toBe(fakeGeneration());
  });
});
