import { describe, expect, it } from "vitest";
import type { Unit } from "@engine/board/types";
import { EngineError } from "@engine/errors";
import type { GridSpec } from "@engine/model/grid-spec";
import { localizeText } from "@view/template-helpers";
import { strictEnglish } from "./templates";
import { SHIPPED } from "../rulesets/shipped";

const SQUARE: GridSpec = { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" };

function unit(data: Record<string, unknown>, status: string[] = []): Unit {
  return {
    id: "u",
    name: "Unit",
    side: "red",
    footprint: { kind: "cells", cells: [{ i: 0, j: 0 }] },
    facing: 0,
    move: 4,
    status,
    data,
  };
}

/** Each marker as "kind value = full", as the counter's chit and its tooltip say it. */
function marked(rulesetId: string, counter: Unit): string[] {
  return SHIPPED.entry(rulesetId)
    .markersOf(counter, SQUARE)
    .map(({ id, value, full }) => `${id} ${value} = ${localizeText(full, strictEnglish)}`);
}

const TRACK = [{ attack: 0, defense: 2 }];

describe("the markers each rule system declares for its counters", () => {
  it("declares each kind once, with a legend label in its own language file and a colour", () => {
    for (const entry of SHIPPED.entries) {
      const ids = entry.counterMarkers.map((kind) => kind.id);
      expect(new Set(ids).size, entry.ruleset.id).toBe(ids.length);
      for (const kind of entry.counterMarkers) {
        expect(strictEnglish.has(kind.labelKey), `${entry.ruleset.id}: ${kind.labelKey}`).toBe(true);
        expect(kind.colour).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
    // The markers the rule texts name: shock (assault.txt), barrage values (grid-combat.txt), cover
    // (fall-back-and-follow-up.txt), and odds-crt's step-loss counters; the others' are statuses.
    expect(Object.fromEntries(SHIPPED.entries.map((e) => [e.ruleset.id, e.counterMarkers.map((k) => k.id)]))).toEqual({
      assault: ["shock"],
      "combat-grid": ["barrage"],
      "command-test": [],
      "odds-crt": ["steps"],
      "skirmish-recoil": [],
      "victory-margin": ["cover"],
    });
  });

  it("assault: the shock points the token carries, none at zero", () => {
    expect(marked("assault", unit({ closeCombat: 3, shock: 2 }))).toEqual(["shock 2 = 2 shock points"]);
    expect(marked("assault", unit({ closeCombat: 3, shock: 1 }))).toEqual(["shock 1 = 1 shock point"]);
    expect(marked("assault", unit({ closeCombat: 3, shock: 0 }))).toEqual([]);
    expect(marked("assault", unit({ closeCombat: 3 }))).toEqual([]);
  });

  it("combat-grid: an artillery unit's barrage value as it would barrage now; other units none", () => {
    const artillery = { type: "artillery", parent: "XXIV", track: TRACK, barrage: { value: 3, range: 12 } };
    expect(marked("combat-grid", unit(artillery))).toEqual(["barrage 3 = barrage value 3"]);
    // grid-combat.txt: "Artillery units that are low on supply have a barrage value of 1."
    expect(marked("combat-grid", unit(artillery, ["low-supply"]))).toEqual(["barrage 1 = barrage value 1"]);
    // Doubled by a tactic: 3 × 2 = 6.
    expect(marked("combat-grid", unit(artillery, ["doubled"]))).toEqual(["barrage 6 = barrage value 6"]);
    expect(marked("combat-grid", unit({ type: "infantry", parent: "XXIV", track: TRACK, stepsLost: 0 }))).toEqual([]);
  });

  it("victory-margin: the cover level where the unit stands, none in the open", () => {
    expect(marked("victory-margin", unit({ strength: 1, cover: 2 }))).toEqual(["cover 2 = cover level 2"]);
    expect(marked("victory-margin", unit({ strength: 1, cover: 0 }))).toEqual([]);
  });

  it("odds-crt: the steps a counter of several steps has left; a one-step counter none", () => {
    // 2 steps, 1 lost: 1 left.
    expect(marked("odds-crt", unit({ attack: 4, defence: 4, steps: 2, stepsLost: 1 }))).toEqual([
      "steps 1 = 1 step left",
    ]);
    expect(marked("odds-crt", unit({ attack: 4, defence: 4, steps: 3 }))).toEqual(["steps 3 = 3 steps left"]);
    expect(marked("odds-crt", unit({ attack: 4, defence: 4 }))).toEqual([]);
  });

  it("command-test and skirmish-recoil mark with statuses, so their counters carry no numbered markers", () => {
    expect(marked("command-test", unit({ strength: 4, commander: 2 }, ["disrupted"]))).toEqual([]);
    expect(marked("skirmish-recoil", unit({ type: "infantry", fer: 1 }, ["downed"]))).toEqual([]);
  });

  it("refuses data its rule system cannot read, with the engine's error", () => {
    expect(() => marked("assault", unit({ shock: "lots" }))).toThrow(EngineError);
    expect(() => marked("victory-margin", unit({ cover: -1 }))).toThrow(EngineError);
  });
});
