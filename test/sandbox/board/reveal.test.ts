import { describe, expect, it } from "vitest";
import { centred, revealed } from "@sandbox/board/reveal";

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
