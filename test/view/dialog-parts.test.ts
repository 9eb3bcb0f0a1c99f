import { describe, expect, it } from "vitest";
import { DIALOG_PARTS, shownParts } from "@view/dialog-parts";

describe("the combat dialog's parts, decided once for both hosts", () => {
  it("shows the step waiting first, then the odds and the header", () => {
    expect(DIALOG_PARTS).toEqual(["decision", "roll", "done", "odds", "header"]);
    expect(shownParts("decision")).toEqual(["decision", "odds", "header"]);
    expect(shownParts("roll")).toEqual(["roll", "odds", "header"]);
    expect(shownParts("done")).toEqual(["done", "odds", "header"]);
  });
});
