import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import type { Unit } from "../../../src/engine/board/types";
import { resolveCombat } from "../../../src/engine/scenario/resolve-combat";
import { rulesetOf, validateScenario } from "../../../src/engine/scenario/scenario";

const ROOT = "scenarios";
const files = readdirSync(ROOT, { recursive: true, encoding: "utf8" }).filter((file) => /\.ya?ml$|\.json$/.test(file));

interface ExpectedUnit {
  stepsLost?: number;
  status?: string[];
  /** Where a unit on a grid ends, after the result's moves. */
  cell?: { i: number; j: number };
  /** Where a gridless unit's centre ends (pixels, within the block's `tolerance`), and its facing. */
  center?: { x: number; y: number };
  facing?: number;
  removed?: boolean;
}

interface Expected {
  outcome: unknown;
  /** Pixels a gridless centre may be off (default 0.1). */
  tolerance?: number;
  units?: Record<string, ExpectedUnit>;
}

function load(file: string) {
  return validateScenario(parse(readFileSync(join(ROOT, file), "utf8")), file);
}

describe.each(files)("scenario %s", (file) => {
  const scenario = load(file);

  it("validates, with every combat's selection against its board", () => {
    expect(scenario.board.units.length).toBeGreaterThan(0);
  });

  it.each(scenario.combats.map((combat) => [combat.id, combat] as const))("combat %s ends as worked out by hand", (_id, combat) => {
    const run = resolveCombat(rulesetOf(scenario), scenario.board, combat.selection, combat.script);
    expect(run.status).toBe("done");
    const expected = combat.expected as Expected | undefined;
    if (!expected) return;
    expect(run.outcome).toEqual(expected.outcome);
    const byId = new Map<string, Unit>(run.board.units.map((unit) => [unit.id, unit]));
    for (const [id, want] of Object.entries(expected.units ?? {})) {
      const unit = byId.get(id);
      if (want.removed) {
        expect(unit, id).toBeUndefined();
        continue;
      }
      expect(unit, id).toBeDefined();
      if (want.status) expect([...(unit?.status ?? [])].sort(), id).toEqual([...want.status].sort());
      if (want.stepsLost !== undefined) expect(unit?.data["stepsLost"], id).toBe(want.stepsLost);
      if (want.cell) expect(unit?.footprint, id).toEqual({ kind: "cells", cells: [want.cell] });
      if (want.center) {
        const centre = unit?.footprint.kind === "cells" ? undefined : unit?.footprint.center;
        const off = Math.hypot((centre?.x ?? NaN) - want.center.x, (centre?.y ?? NaN) - want.center.y);
        expect(off, `${id} ends at ${JSON.stringify(centre)}`).toBeLessThanOrEqual(expected.tolerance ?? 0.1);
      }
      if (want.facing !== undefined) expect(unit?.facing, `${id} facing`).toBeCloseTo(want.facing, 6);
    }
  });
});
