import { describe, expect, it } from "vitest";
import { own } from "@engine/names/own";
import { closestName, editDistance } from "@engine/names/closest-name";

describe("own", () => {
  it("reads only what the record itself holds", () => {
    const record: Record<string, number> = { open: 1 };
    expect(own(record, "open")).toBe(1);
    expect(own(record, "constructor")).toBeUndefined();
    expect(own(record, "__proto__")).toBeUndefined();
    expect(own(JSON.parse('{"__proto__": 3}') as Record<string, number>, "__proto__")).toBe(3);
  });
});

describe("closestName", () => {
  it("finds a near miss and nothing for a far one", () => {
    // strenght → strength: one swap of neighbours (h, t), 1 edit of at most floor(8 / 3) = 2.
    expect(editDistance("strenght", "strength")).toBe(1);
    expect(closestName("strenght", ["move", "strength"])).toBe("strength");
    // woodz → woods: one change. clear → open: 5 edits, more than floor(5 / 3) = 1.
    expect(closestName("woodz", ["open", "woods"])).toBe("woods");
    expect(closestName("clear", ["open", "woods"])).toBeUndefined();
    expect(closestName("CONSTRUCTOR", ["constructor"])).toBe("constructor");
  });
});
