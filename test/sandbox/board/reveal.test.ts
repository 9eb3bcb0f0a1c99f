import { describe, expect, it } from "vitest";
import { centred, openingView, revealed } from "@sandbox/board/reveal";

const home = { minX: 0, minY: 0, maxX: 1000, maxY: 800 };
const camera = { minX: 0, minY: 0, maxX: 250, maxY: 200 };

describe("the view a combat is revealed in", () => {
  it("stays where it is when the combat is already in view", () => {
    expect(revealed(camera, home, { minX: 10, minY: 10, maxX: 200, maxY: 150 })).toBe(camera);
  });

  it("moves at the same zoom to centre on a combat out of view", () => {
    // Want 600–700 × 500–560: centre (650, 530); the camera keeps its 250 × 200.
    expect(revealed(camera, home, { minX: 600, minY: 500, maxX: 700, maxY: 560 })).toEqual({
      minX: 525,
      minY: 430,
      maxX: 775,
      maxY: 630,
    });
  });

  it("zooms out just enough to hold a combat wider than the view, keeping its shape", () => {
    // 500 wide in a 250-wide camera: twice as large, 500 × 400, centred on (350, 300).
    expect(revealed(camera, home, { minX: 100, minY: 250, maxX: 600, maxY: 350 })).toEqual({
      minX: 100,
      minY: 100,
      maxX: 600,
      maxY: 500,
    });
  });

  it("stays within the board's edge when centring would show past it", () => {
    // Centred on (980, 790) the camera would reach past 1000 × 800: it stops at the corner.
    expect(revealed(camera, home, { minX: 960, minY: 780, maxX: 1000, maxY: 800 })).toEqual({
      minX: 750,
      minY: 600,
      maxX: 1000,
      maxY: 800,
    });
  });

  it("shows the whole board once the combat needs as much", () => {
    expect(revealed(camera, home, { minX: 0, minY: 0, maxX: 1000, maxY: 100 })).toBeNull();
  });
});

describe("the view a game opens on, centred on its first fight", () => {
  it("is centred on the points when the board reaches past every side of it", () => {
    // 200 × 160 around (500, 400): 400–600 × 320–480.
    expect(centred(home, 200, 160, { minX: 480, minY: 380, maxX: 520, maxY: 420 })).toEqual({
      minX: 400,
      minY: 320,
      maxX: 600,
      maxY: 480,
    });
  });

  it("stops at the board's edge rather than show past it", () => {
    // Centred on (950, 20) it would reach 1050 and -60: held at 800–1000 × 0–160.
    expect(centred(home, 200, 160, { minX: 950, minY: 20, maxX: 950, maxY: 20 })).toEqual({
      minX: 800,
      minY: 0,
      maxX: 1000,
      maxY: 160,
    });
  });
});

describe("the view a game opens on", () => {
  // A board 1000 × 800 in an element 800 × 400: whole, it is drawn at 0.5 (the height), 500 px
  // wide, with 150 px of nothing either side.
  const size = { width: 800, height: 400 };
  const fight = { minX: 100, minY: 100, maxX: 200, maxY: 150 };
  const everyone = { minX: 50, minY: 50, maxX: 600, maxY: 300 };

  it("is the whole board when its smallest text reads there", () => {
    // 20 px text at 0.5 is 10 px on the screen.
    expect(openingView(home, size, 20, 10, [fight], 12)).toBeNull();
  });

  it("zoomed in, fills the element: nothing past the board's edge, of the element's shape", () => {
    // 16 px text needs 10/16 = 0.625, zoom 1.25; filling the element needs 0.8 (its width), zoom
    // 1.6: the view is 800/0.8 × 400/0.8 = 1000 × 500, from the board's left edge.
    const view = openingView(home, size, 16, 10, [fight], 12);
    expect(view).toEqual({ minX: 0, minY: 0, maxX: 1000, maxY: 500 });
  });

  it("holds every unit when they fit, else centres on the first fight", () => {
    // 4 px text needs 10/4 = 2.5 screen px a board px, zoom 5: a view 320 × 160, which holds the
    // fight (centred on (150, 125): 0–320 from the edge, 45–205) but not everyone (550 wide).
    expect(openingView(home, size, 4, 10, [everyone, fight], 12)).toEqual({
      minX: 0,
      minY: 45,
      maxX: 320,
      maxY: 205,
    });
    // 10 px text: zoom 2 (a screen px a board px), more than filling needs (1.6): a view 800 × 400,
    // which holds everyone (550 × 250); centred on (325, 175) it would start left of and above the edge.
    expect(openingView(home, size, 10, 10, [everyone, fight], 12)).toEqual({
      minX: 0,
      minY: 0,
      maxX: 800,
      maxY: 400,
    });
  });
});
