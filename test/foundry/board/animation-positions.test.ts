/**
 * Positions read mid-animation: Foundry writes interpolated x/y into a moving token's document every
 * frame while `_source` holds where it is stored (fakes/documents.ts, FakeToken). Everything the
 * host keeps or compares reads the stored place.
 */
import { describe, expect, it } from "vitest";
import { sceneBoard } from "@foundry/board/scene-board";
import { recordBefore } from "@foundry/gm/undo-record";
import { FakeScene, FakeToken } from "../fakes/documents";

function scene(grid: { type: number }): { scene: FakeScene; moving: FakeToken } {
  const moving = new FakeToken({
    id: "moving",
    name: "Lancers",
    x: 200,
    y: 100,
    rotation: 90,
    cells: [{ i: 1, j: 2 }],
  });
  return { scene: new FakeScene({ grid: { ...grid, size: 100 }, tokens: [moving] }), moving };
}

describe("a token part-way through an animation", () => {
  it("stands where it is stored on a square grid: row 1, column 2, facing 90", () => {
    const { scene: square, moving } = scene({ type: 1 });
    // Half-way to (400, 100), turning: the document shows x 300 and rotation 45.
    moving.midway({ x: 300, y: 100, rotation: 45 });
    const [unit] = sceneBoard(square).units;
    expect(unit?.footprint).toEqual({ kind: "cells", cells: [{ i: 1, j: 2 }] });
    expect(unit?.facing).toBe(90);
  });

  it("stands where it is stored on a gridless scene: centre (250, 150), not (350, 150)", () => {
    const { scene: gridless, moving } = scene({ type: 0 });
    moving.midway({ x: 300, y: 100 });
    // 1 x 1 token of 100 px: centre = top-left + 50.
    expect(sceneBoard(gridless).units[0]?.footprint).toMatchObject({ center: { x: 250, y: 150 } });
  });

  it("is recorded for undo at its stored place", () => {
    const { scene: square, moving } = scene({ type: 1 });
    moving.midway({ x: 300, y: 100, rotation: 45 });
    const record = recordBefore(square, {
      sceneId: "scene1",
      phases: [[{ tokenId: "moving", name: "Lancers", waypoints: [], rotation: 0 }]],
      edits: [],
    });
    expect(record.tokens[0]).toMatchObject({ x: 200, y: 100, rotation: 90 });
  });
});
