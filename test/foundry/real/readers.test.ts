import { describe, expect, it } from "vitest";
import { readableBoard, sceneBoard } from "../../../src/foundry/board/scene-board";
import { SEES_ALL } from "../../../src/foundry/board/board-units";
import { FIXTURES, storedScene } from "./fixtures";

describe("every real-shaped scene reads as a board", () => {
  for (const fixture of FIXTURES) {
    it(fixture.name, () => {
      const scene = storedScene(fixture);
      const { board, skipped } = readableBoard(scene, SEES_ALL);
      expect(skipped.map((e) => e.message)).toEqual([]);
      expect(board?.units).toHaveLength(fixture.doc.tokens.length);
      expect(() => sceneBoard(scene)).not.toThrow();
    });
  }
});
