import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { createBoardIndex } from "@engine/board/board-index";
import { firstCell } from "@engine/board/first-cell";
import { allTargets, draggedWith, targetStacks } from "@engine/board/target-stacks";
import type { Board, Unit } from "@engine/board/types";
import { parseScenarioText } from "@engine/scenario/scenario-text";
import { validateScenario } from "@engine/scenario/scenario";
import { SHIPPED_RULESETS } from "../../../src/rulesets/shipped";
import { SHIPPED } from "../../rulesets/shipped";
import { GRID_CASES, boardArb, specOf } from "./board-arbitraries";

const MILL = "scenarios/command-test/mill-crossing.yml";
const mill = validateScenario(parseScenarioText(readFileSync(MILL, "utf8"), MILL), MILL, SHIPPED);
const commandTest = SHIPPED.ruleset("command-test");
const oddsCrt = SHIPPED.ruleset("odds-crt");

describe("targetStacks", () => {
  it("command-test, mill crossing: each Russian hex next to the light cavalry is a target of its own", () => {
    // The light cavalry in (1,3) touches the Grenadiers alone in (2,4) and the Cossacks alone in
    // (1,4); the 1st Division in (2,3) touches only the Grenadiers (its other neighbours are French).
    const index = createBoardIndex(mill.board);
    const stacks = targetStacks(index, "light-cav", commandTest);
    expect(stacks).toEqual([["grenadiers"], ["cossacks"]]);
    // Rule 10.1: one enemy stack per order, so "attack them all" offers nothing with two in contact.
    expect(allTargets(stacks, commandTest)).toEqual([]);
    const one = targetStacks(index, "div-1", commandTest);
    expect(one).toEqual([["grenadiers"]]);
    expect(allTargets(one, commandTest)).toEqual(["grenadiers"]);
  });

  it("a stack of a unit and its commander is one target naming the unit only; a lone commander is none", () => {
    const at = (i: number, j: number) => ({ kind: "cells" as const, cells: [{ i, j }] });
    const unit = (id: string, side: string, i: number, j: number, data: Unit["data"]): Unit => ({
      id,
      name: id,
      side,
      footprint: at(i, j),
      facing: 0,
      move: 3,
      status: [],
      data,
    });
    const board: Board = {
      ...mill.board,
      units: [
        unit("a", "french", 2, 3, { strength: 4 }),
        unit("line", "russian", 2, 4, { strength: 3 }),
        unit("general", "russian", 2, 4, { strength: 0, commander: 2 }),
        unit("alone", "russian", 1, 3, { strength: 0, commander: 1 }),
      ],
    };
    const index = createBoardIndex(board);
    expect(targetStacks(index, "a", commandTest)).toEqual([["line"]]);
    // odds-crt declares no commander: both units of the hex are its target, one stack.
    expect(targetStacks(index, "a", oddsCrt)).toEqual([["line", "general"], ["alone"]]);
    expect(allTargets(targetStacks(index, "a", oddsCrt), oddsCrt)).toEqual(["line", "general", "alone"]);
  });

  it("on random boards of every grid, each rule system's offered targets are enemies in contact, in one stack each, never out of action or excluded, and none is missed", () => {
    for (const { ruleset } of SHIPPED_RULESETS) {
      const out = ruleset.statuses.filter((status) => status.outOfAction === true).map((status) => status.id);
      const excluded = (unit: Unit): boolean =>
        unit.status.some((status) => out.includes(status)) || ruleset.targeting?.notTarget?.(unit) === true;
      for (const gridCase of GRID_CASES) {
        const spec = specOf(gridCase);
        // Statuses from the rule system's own, and a commander's data half the time.
        const dressed = boardArb(spec).chain((board) =>
          fc
            .tuple(
              ...board.units.map(() =>
                fc.record({
                  status: fc.subarray(ruleset.statuses.map((status) => status.id)),
                  commander: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
                }),
              ),
            )
            .map((extra): Board => ({
              ...board,
              units: board.units.map((unit, k) => ({
                ...unit,
                status: extra[k]?.status ?? [],
                data: { strength: extra[k]?.commander === null ? 2 : 0, commander: extra[k]?.commander ?? null },
              })),
            })),
        );
        fc.assert(
          fc.property(dressed, (board) => {
            const index = createBoardIndex(board);
            for (const attacker of board.units) {
              const stacks = targetStacks(index, attacker.id, ruleset);
              const offered = stacks.flat();
              expect(new Set(offered).size).toBe(offered.length);
              for (const id of offered) {
                const unit = index.unit(id);
                expect(unit).toBeDefined();
                if (unit === undefined) continue;
                expect(unit.side).not.toBe(attacker.side);
                expect(index.contactsOf(attacker.id)).toContain(id);
                expect(excluded(unit)).toBe(false);
              }
              for (const stack of stacks) {
                const units = stack.map((id) => index.unit(id));
                const cells = new Set(units.map((unit) => JSON.stringify(firstCell(unit))));
                const sides = new Set(units.map((unit) => unit?.side));
                expect(stack.length).toBeGreaterThan(0);
                expect(sides.size).toBe(1);
                expect(cells.size).toBe(1);
                if (spec.kind === "gridless") expect(stack).toHaveLength(1);
              }
              // None missed: every enemy in contact that may be attacked is offered.
              const missed = index
                .contactsOf(attacker.id)
                .flatMap((id) => index.unit(id) ?? [])
                .filter((unit) => unit.side !== attacker.side && !excluded(unit) && !offered.includes(unit.id));
              expect(missed).toEqual([]);
              const all = allTargets(stacks, ruleset);
              expect(all).toEqual(ruleset.targeting?.oneStack === true && stacks.length > 1 ? [] : offered);
            }
          }),
          { numRuns: 8 },
        );
      }
    }
  });
});

describe("draggedWith", () => {
  it("a stack's counter drags its side's units in its hex, itself first; alone, only itself", () => {
    expect(draggedWith(mill.board, "ney", false)).toEqual(["ney", "div-1"]);
    expect(draggedWith(mill.board, "ney", true)).toEqual(["ney"]);
    expect(draggedWith(mill.board, "grenadiers", false)).toEqual(["grenadiers"]);
    expect(draggedWith(mill.board, "nobody", false)).toEqual([]);
  });

  it("off a grid a unit is dragged alone", () => {
    const board: Board = {
      ...mill.board,
      grid: { kind: "gridless", size: 100, distance: 1, units: "in", diagonals: "equidistant" },
      units: ["a", "b"].map((id) => ({
        id,
        name: id,
        side: "red",
        footprint: { kind: "circle", center: { x: 50, y: 50 }, radius: 10 },
        facing: 0,
        move: 4,
        status: [],
        data: {},
      })),
    };
    expect(draggedWith(board, "a", false)).toEqual(["a"]);
  });
});
