import { describe, expect, it } from "vitest";
import { pluralKey } from "@view/plural";
import { localizeText, type Localizer } from "@view/template-helpers";
import { interpolate } from "@engine/errors";

function localizer(strings: Readonly<Record<string, string>>, lang: string): Localizer {
  return {
    lang,
    has: (key) => strings[key] !== undefined,
    localize: (key) => strings[key] ?? key,
    format: (key, data) => interpolate(strings[key] ?? key, data),
  };
}

describe("plural forms", () => {
  const english = localizer(
    { "WARGAME.T.Hits.one": "{count} hit", "WARGAME.T.Hits.other": "{count} hits", "WARGAME.T.Plain": "{count} x" },
    "en",
  );

  it("picks English one and other by the count", () => {
    expect(localizeText({ key: "WARGAME.T.Hits", data: { count: 1 } }, english)).toBe("1 hit");
    expect(localizeText({ key: "WARGAME.T.Hits", data: { count: 0 } }, english)).toBe("0 hits");
    expect(localizeText({ key: "WARGAME.T.Hits", data: { count: 3 } }, english)).toBe("3 hits");
  });

  it("leaves a key without forms as it is", () => {
    expect(localizeText({ key: "WARGAME.T.Plain", data: { count: 1 } }, english)).toBe("1 x");
  });

  it("follows the language's categories, falling back to other", () => {
    // Polish: 1 is "one", 2–4 "few", 5 "many" (CLDR plural rules).
    const polish = localizer(
      {
        "WARGAME.T.Hits.one": "{count} trafienie",
        "WARGAME.T.Hits.few": "{count} trafienia",
        "WARGAME.T.Hits.other": "{count} trafień",
      },
      "pl",
    );
    expect(pluralKey({ key: "WARGAME.T.Hits", data: { count: 2 } }, polish)).toBe("WARGAME.T.Hits.few");
    expect(pluralKey({ key: "WARGAME.T.Hits", data: { count: 5 } }, polish)).toBe("WARGAME.T.Hits.other");
  });
});
