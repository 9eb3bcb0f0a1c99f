import { describe, expect, it } from "vitest";
import { readUrlOptions, withOptionsParam } from "@sandbox/page/url-options";

describe("the page's link options", () => {
  it("reads scenario, combat, dice, seed and speed", () => {
    expect(
      readUrlOptions(
        "?scenario=combat-grid-mountain-attack&combat=mountain-attack&dice=5,%203&seed=7&speed=0&coords=1&fresh=1&drag=free",
      ),
    ).toEqual({
      scenario: "combat-grid-mountain-attack",
      combat: "mountain-attack",
      dice: [5, 3],
      seed: 7,
      speed: 0,
      coordinates: true,
      freshDice: true,
      dragRules: false,
      position: null,
      options: null,
    });
  });

  it("leaves out what is missing or not a number", () => {
    expect(readUrlOptions("?dice=4,x,,2.5,6&seed=abc&speed=")).toEqual({
      scenario: null,
      combat: null,
      dice: [4, 6],
      seed: null,
      speed: null,
      options: null,
      coordinates: false,
      freshDice: false,
      dragRules: true,
      position: null,
    });
  });

  it("reads the group's option values as JSON text, and writes them back (none: left out)", () => {
    const url = withOptionsParam("http://localhost/?scenario=a", { zocRadius: 2 });
    expect(readUrlOptions(url.search).options).toBe('{"zocRadius":2}');
    expect(withOptionsParam(url.href, {}).search).toBe("?scenario=a");
  });
});
