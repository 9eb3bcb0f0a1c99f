import { isRecord } from "@engine/validation/read-fields";
import type { Board, Unit } from "@engine/board/types";
import type { JsonValue } from "@engine/rulesets/ruleset";

/**
 * How a board differs from a scenario combat's `expected` units (scenarios/README.md: per unit
 * `removed`, `status`, `stepsLost`, `cell`, `center` within `tolerance`, `facing`) and `markers`
 * (the markers left in cells, in any order), one line per difference; none when it matches. The live test batches and the unit tests both use it, so what
 * Foundry does and what the fakes do are held to the same account. Lines are for test reports.
 */
export function expectedDifferences(board: Board, expected: JsonValue | undefined): string[] {
  if (!isRecord(expected)) return [];
  const tolerance = typeof expected["tolerance"] === "number" ? expected["tolerance"] : 0.1;
  const units = new Map(board.units.map((unit) => [unit.id, unit]));
  const wanted = isRecord(expected["units"]) ? Object.entries(expected["units"]) : [];
  return [
    ...wanted.flatMap(([id, want]) => (isRecord(want) ? unitDifferences(id, units.get(id), want, tolerance) : [])),
    ...markerDifferences(board, expected["markers"]),
  ];
}

function markerDifferences(board: Board, expected: JsonValue | undefined): string[] {
  if (!Array.isArray(expected)) return [];
  const got = sortedLines((board.markers ?? []).map(({ marker, cell, count }) => markerLine(marker, cell, count)));
  const want = sortedLines(
    expected.filter(isRecord).map((entry) => markerLine(entry["marker"], entry["cell"], entry["count"])),
  );
  return got === want ? [] : [`markers: ${got || "none"}, expected ${want || "none"}`];
}

/** A marker as "kind (i, j) ×count", so that the same list in any order reads the same. */
function markerLine(marker: unknown, cell: unknown, count: unknown): string {
  const at = isRecord(cell) ? cell : {};
  return `${String(marker)} (${String(at["i"])}, ${String(at["j"])}) ×${String(count)}`;
}

function sortedLines(lines: string[]): string {
  return lines.sort().join("; ");
}

function unitDifferences(
  id: string,
  unit: Unit | undefined,
  want: Readonly<Record<string, unknown>>,
  tolerance: number,
): string[] {
  if (want["removed"] === true) return unit === undefined ? [] : [`${id}: still on the board, expected removed`];
  if (unit === undefined) return [`${id}: not on the board`];
  const differences: string[] = [];
  const status = want["status"];
  if (Array.isArray(status) && JSON.stringify([...unit.status].sort()) !== JSON.stringify(status.map(String).sort())) {
    differences.push(`${id}: status ${JSON.stringify(unit.status)}, expected ${JSON.stringify(status)}`);
  }
  if (typeof want["stepsLost"] === "number" && unit.data["stepsLost"] !== want["stepsLost"]) {
    differences.push(`${id}: stepsLost ${String(unit.data["stepsLost"])}, expected ${want["stepsLost"]}`);
  }
  const cell = want["cell"];
  if (
    isRecord(cell) &&
    JSON.stringify(unit.footprint) !== JSON.stringify({ kind: "cells", cells: [{ i: cell["i"], j: cell["j"] }] })
  ) {
    differences.push(`${id}: at ${JSON.stringify(unit.footprint)}, expected cell ${JSON.stringify(cell)}`);
  }
  const center = want["center"];
  if (isRecord(center)) {
    const at = unit.footprint.kind === "cells" ? null : unit.footprint.center;
    const off = at === null ? Infinity : Math.hypot(at.x - Number(center["x"]), at.y - Number(center["y"]));
    if (!(off <= tolerance))
      differences.push(`${id}: centre ${JSON.stringify(at)}, expected ${JSON.stringify(center)}`);
  }
  if (typeof want["facing"] === "number" && Math.abs(unit.facing - want["facing"]) > 1e-6) {
    differences.push(`${id}: facing ${unit.facing}, expected ${want["facing"]}`);
  }
  return differences;
}
