import "@sandbox/sandbox.css";
import { createBoardIndex, type BoardIndex } from "@engine/board/board-index";
import type { Footprint } from "@engine/model/footprint";
import type { Offset } from "@engine/model/coordinates";
import { createCellGrid } from "@engine/grid/cell-grid";
import { placeFootprint } from "@engine/grid/footprint";
import type { DecisionStep } from "@engine/session/types";
import { createBoardView, type BoardView } from "@sandbox/board/board-view";
import { statusLook } from "@sandbox/board/palette";
import { moveSnapshot } from "@sandbox/board/move-snapshot";
import { placeOptions } from "@engine/session/place-options";
import { randomBoard, type Kind } from "../board-index";
import { seededRandom } from "../prng";
import { median } from "../timing";

/*
 * Runs in Chromium (bench/sandbox-board.ts drives it). On boards of 10,000 units (the cap) of each grid kind,
 * one unit is dragged about, frame by frame:
 * - candidate: the index's update, then the view redrawing only what the move changed (`moved`);
 * - baseline: the same index update, then everything redrawn (`redraw`).
 * Each frame ends by forcing style and layout, as the browser would before painting. The candidate's
 * drawing is checked against a full redraw. Then the legal destinations of a charge of speed 8 are
 * highlighted (placeOptions and the outlines), against the same full redraw.
 */

const COUNT = 10_000;
const FRAMES = 60;
const BASELINE_FRAMES = 5;
const SPEED = 8;

interface Row {
  readonly name: string;
  readonly baselineMs: number;
  readonly candidateMs: number;
  /** Where a drag's frame goes: the script's share and the browser's style and layout. */
  readonly detail?: string;
}

/** Forces style and layout, as the browser does before it paints a frame. */
function settle(view: BoardView): number {
  return view.svg.getBoundingClientRect().width + document.body.getBoundingClientRect().height;
}

/**
 * The drawn zones, contacts and tokens, as text: two drawings of one board compare equal. Tokens
 * are listed in paint order, which overlapping counters show.
 */
function drawing(view: BoardView): string {
  const inOrder = (selector: string, read: (element: Element) => string): string[] =>
    [...view.svg.querySelectorAll(selector)].map(read);
  const list = (selector: string, read: (element: Element) => string): string[] => inOrder(selector, read).sort();
  const zones = list(
    ".zoc-cell, .zoc-zone",
    (e) =>
      `${e.getAttribute("data-side") ?? ""}@${e.getAttribute("data-cell") ?? e.getAttribute("data-unit-id") ?? ""}`,
  );
  const contacts = list(".contact", (e) => e.getAttribute("data-pair") ?? "");
  const tokens = inOrder(
    "g.unit",
    (e) =>
      [...e.attributes]
        .map((a) => `${a.name}=${a.value}`)
        .sort()
        .join(";") + e.innerHTML,
  );
  return JSON.stringify([zones, contacts, tokens]);
}

function timed(frames: number, frame: (k: number) => void): number {
  const times: number[] = [];
  for (let k = 0; k < frames; k++) {
    const start = performance.now();
    frame(k);
    times.push(performance.now() - start);
  }
  return median(times);
}

function dragRows(kind: Kind): Row[] {
  const board = randomBoard(kind, COUNT, seededRandom(7919 + kind.length));
  const grid = board.grid.kind === "gridless" ? null : createCellGrid(board.grid);
  const random = seededRandom(31 + kind.length);
  const side = Math.ceil(Math.sqrt(4 * COUNT));
  const unit = board.units[0];
  if (unit === undefined) throw new Error("no unit");
  const target = (): Footprint =>
    grid === null
      ? placeFootprint(unit.footprint, { x: random.between(0, side * 100), y: random.between(0, side * 100) })
      : { kind: "cells", cells: [{ i: random.int(0, side - 1), j: random.int(0, side - 1) }] };
  const index: BoardIndex = createBoardIndex(board);
  const view = createBoardView(
    board,
    {
      status: (status) => statusLook(status, [], (key) => key),
      values: () => [
        { short: "4-3", full: "value 4-3" },
        { short: "2/2", full: "2/2 steps" },
      ],
      markers: () => [],
      cellMarker: ({ marker, count }) => ({ id: marker, value: String(count), colour: "#555", full: marker }),
    },
    { cell: (i, j) => `${i},${j}`, distance: String, area: (area) => area.kind },
  );
  document.body.replaceChildren(view.svg);
  view.redraw(index);
  settle(view);

  const scripts: number[] = [];
  const candidate = timed(FRAMES, () => {
    const start = performance.now();
    const before = moveSnapshot(index, unit.id);
    index.moveUnit(unit.id, { footprint: target() });
    view.moved(index, before);
    scripts.push(performance.now() - start);
    settle(view);
  });
  const script = median(scripts);
  const incremental = drawing(view);
  view.redraw(index);
  if (drawing(view) !== incremental) throw new Error(`${kind}: the incremental drawing differs from a full redraw`);
  const baseline = timed(BASELINE_FRAMES, () => {
    index.moveUnit(unit.id, { footprint: target() });
    view.redraw(index);
    settle(view);
  });
  const rows: Row[] = [
    {
      name: `drag one of ${COUNT} units, ${kind}: index + zones + contacts + tokens per frame`,
      baselineMs: baseline,
      candidateMs: candidate,
      detail: `script ${script.toFixed(1)} ms, style and layout ${(candidate - script).toFixed(1)} ms`,
    },
  ];
  if (grid !== null) {
    // A charge of speed 8 from the middle of the board: every cell within 8 a destination.
    const centre: Offset = { i: Math.floor(side / 2), j: Math.floor(side / 2) };
    index.moveUnit(unit.id, { footprint: { kind: "cells", cells: [centre] } });
    view.redraw(index);
    const cells = grid.within(centre, SPEED);
    const step: DecisionStep = {
      kind: "decision",
      id: `charge:${unit.id}`,
      side: unit.side,
      secret: false,
      sealed: [],
      prompt: { key: "", data: {} },
      options: cells.map((cell) => ({
        id: `${cell.i},${cell.j}`,
        labelKey: "",
        data: { i: cell.i, j: cell.j },
        legal: true,
      })),
      min: 1,
      max: 1,
    };
    const current = index.board();
    const highlight = timed(FRAMES, () => {
      const places = placeOptions(step, current, grid);
      view.showDestinations(
        places.map((place) => ({
          optionId: place.optionId,
          cell: place.cell,
          from: grid.center(centre),
          picked: false,
        })),
      );
      settle(view);
    });
    const full = timed(BASELINE_FRAMES, () => {
      view.redraw(index);
      settle(view);
    });
    rows.push({
      name: `highlight a charge's ${cells.length} destinations (speed ${SPEED}), ${kind}`,
      baselineMs: full,
      candidateMs: highlight,
    });
  }
  return rows;
}

function run(): void {
  try {
    const rows = (["square", "hex", "gridless"] as const).flatMap(dragRows);
    document.body.dataset["result"] = JSON.stringify(rows);
  } catch (error) {
    document.body.dataset["error"] = error instanceof Error ? error.message : String(error);
  }
}

// After the page has loaded, so that the driver sees it load before the long run.
setTimeout(run, 0);
