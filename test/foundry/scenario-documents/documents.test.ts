import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Unit } from "@engine/board/types";
import { validateBoard } from "@engine/board/validate-board";
import { createCellGrid } from "@engine/grid/cell-grid";
import { COMBAT_GRID_OPTIONS } from "@rulesets/combat-grid/options";
import { effectIdOf } from "@foundry/statuses/status-effects";
import { actorDocument, statusEffectId, UNIT_ACTOR_TYPE } from "@foundry/scenario-documents/actor-document";
import { boardSvg } from "@foundry/scenario-documents/board-svg";
import { englishSay } from "../../../tools/scenario-pack/build-scenario-pack";
import { regionDocument } from "@foundry/scenario-documents/region-document";
import { labelledDefaultsHtml } from "@foundry/scenario-documents/ruleset-reference";
import { wallDocument } from "@foundry/scenario-documents/wall-document";

const say = englishSay();

describe("actorDocument", () => {
  const unit: Unit = {
    id: "stug",
    name: "StuG",
    side: "german",
    footprint: { kind: "cells", cells: [{ i: 1, j: 1 }] },
    facing: 270,
    move: 1,
    status: ["tipped", "low-supply"],
    data: {},
  };
  const actor = actorDocument(
    unit,
    {
      actor: "ACTOR00000000001",
      folder: "FOLDER0000000001",
      effect: (status) => `EFFECT${status.padEnd(10, "0").slice(0, 10)}`,
    },
    { x: 100, y: 100, width: 1, height: 1, shape: 4 },
    { disposition: -1, color: "#1f5f99" },
    { type: "armor", track: [6, 4] },
    3,
    say,
  );

  it("is of the module's own actor type, which module.json declares", () => {
    const manifest = JSON.parse(readFileSync("module.json", "utf8")) as {
      id: string;
      documentTypes?: { Actor?: Record<string, unknown> };
    };
    const [scope, subtype = ""] = UNIT_ACTOR_TYPE.split(".");
    expect(scope).toBe(manifest.id);
    expect(manifest.documentTypes?.Actor).toHaveProperty(subtype);
    expect(actor.type).toBe(UNIT_ACTOR_TYPE);
  });

  it("holds the unit's move and data in the flag the host reads", () => {
    expect(actor.flags).toEqual({ "wargame-combat": { unit: { move: 1, data: { type: "armor", track: [6, 4] } } } });
  });

  it("carries the unit's statuses as status effects, named in English when they are the module's own", () => {
    expect(statusEffectId("tipped")).toBe(effectIdOf("tipped"));
    expect(actor.effects.map((effect) => [effect.name, effect.statuses])).toEqual([
      ["Tipped", ["wargame-combat-tipped"]],
      ["Low on supply", ["wargame-combat-low-supply"]],
    ]);
  });
});

describe("walls and regions", () => {
  it("round a wall's ends to whole pixels and keep what it blocks", () => {
    const wall = wallDocument(
      { id: "w", a: { x: 10.4, y: 20.6 }, b: { x: 30, y: 40 }, blocksMove: false, blocksSight: true },
      "WALL000000000001",
    );
    expect(wall).toMatchObject({ c: [10, 21, 30, 40], move: 0, sight: 20, light: 20, sound: 20, door: 0 });
  });

  it("make a region of one polygon per cell, with the terrain kind in its flags", () => {
    const spec = { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" } as const;
    const region = regionDocument(
      {
        id: "woods",
        kind: "woods",
        shape: {
          cells: [
            { i: 0, j: 1 },
            { i: 2, j: 2 },
          ],
        },
        blocksSight: true,
      },
      "REGION0000000001",
      createCellGrid(spec),
    );
    expect(region.shapes.map((shape) => shape.points)).toEqual([
      [100, 0, 200, 0, 200, 100, 100, 100],
      [200, 200, 300, 200, 300, 300, 200, 300],
    ]);
    expect(region.flags).toEqual({ "wargame-combat": { terrain: "woods", blocksSight: true, cells: true } });
    expect(region.behaviors).toEqual([]);
  });
});

describe("the combat-grid reference page", () => {
  const html = labelledDefaultsHtml(COMBAT_GRID_OPTIONS, say);

  it("lists each labelled default with its reference text and default value", () => {
    // Two options of combat-grid stand in for missing rules: evasion and retreatSquares.
    expect(html.match(/<h3>/g)).toHaveLength(2);
    expect(html).toContain("<h3>Evasion</h3>");
    expect(html).toContain(say("WARGAME.CombatGrid.Gap.Evasion").replace(/'/g, "&#39;"));
    expect(html).toContain("Default: The defender may retreat once hits are applied to him");
    expect(html).toContain("<h3>Retreat distance in squares</h3>");
    expect(html).toContain("Default: 1");
  });

  it("says so when a rule system needs no default", () => {
    expect(labelledDefaultsHtml([], say)).toContain("needs no labelled default");
  });
});

describe("boardSvg", () => {
  it("draws every area cell and wall on a picture the scene's size", () => {
    const board = validateBoard({
      grid: { kind: "hex-odd-q", size: 100, distance: 1, units: "km", diagonals: "equidistant" },
      units: [],
      terrain: {
        walls: [{ id: "w", a: { x: 0, y: 0 }, b: { x: 100, y: 100 }, blocksMove: false }],
        areas: [
          {
            id: "r",
            kind: "river",
            shape: {
              cells: [
                { i: 1, j: 1 },
                { i: 1, j: 2 },
              ],
            },
          },
        ],
      },
    });
    const svg = boardSvg(board, createCellGrid(board.grid), { width: 500, height: 400 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="500" height="400" viewBox="0 0 500 400">/);
    expect(svg.match(/<polygon /g)).toHaveLength(2);
    expect(svg).toContain(">river</text>");
    // A wall that blocks only sight is dashed.
    expect(svg).toMatch(/<line x1="0" y1="0" x2="100" y2="100" [^>]*stroke-dasharray/);
    expect(svg.trim().endsWith("</svg>")).toBe(true);
  });
});
