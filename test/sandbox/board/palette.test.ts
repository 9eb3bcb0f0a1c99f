import { describe, expect, it } from "vitest";
import { WITH_TEST_ONLY } from "../../rulesets/test-only/register";
import { statusLook } from "@sandbox/board/palette";
import { englishStrings } from "@sandbox/i18n/strings";

const strings = englishStrings();
const localize = (key: string): string => strings[key] ?? key;

describe("status markers derived from the registry", () => {
  it("gives every registered status, the test-only rule system's included, a look of its own", () => {
    const statuses = WITH_TEST_ONLY.statuses;
    expect(statuses.map((status) => status.id)).toContain("shaken");
    const looks = statuses.map((status) => statusLook(status.id, WITH_TEST_ONLY.statuses, localize));
    // Each hue is n golden angles round the wheel (n = its place in the registry): none repeats.
    expect(new Set(looks.map((look) => look.colour)).size).toBe(statuses.length);
    expect(new Set(looks.map((look) => `${look.glyph} ${look.colour}`)).size).toBe(statuses.length);
  });

  it("names a status from its label and prints its initials", () => {
    // "Low on supply": the short word "on" is skipped, L and S.
    expect(statusLook("low-supply", WITH_TEST_ONLY.statuses, localize)).toMatchObject({
      glyph: "LS",
      name: "Low on supply",
    });
    expect(statusLook("broken", WITH_TEST_ONLY.statuses, localize)).toMatchObject({ glyph: "B", name: "Broken" });
    // The test-only rule system's status: its own label key (not in lang/en.json, so the key stands).
    expect(
      statusLook("shaken", WITH_TEST_ONLY.statuses, (key) => (key === "WARGAME.Test.Status.shaken" ? "Shaken" : key)),
    ).toMatchObject({
      glyph: "S",
      name: "Shaken",
    });
  });

  it("shows a status no rule system declares by its id, on grey", () => {
    expect(statusLook("mystery", WITH_TEST_ONLY.statuses, localize)).toEqual({
      glyph: "M",
      colour: "#777777",
      name: "mystery",
    });
  });
});
