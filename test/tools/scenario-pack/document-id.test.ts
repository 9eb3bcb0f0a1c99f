import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DOCUMENT_ID, documentId } from "../../../tools/scenario-pack/document-id";

describe("documentId", () => {
  it("is 16 letters and digits, the same for the same parts", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 4 }), (parts) => {
        expect(documentId(...parts)).toMatch(DOCUMENT_ID);
        expect(documentId(...parts)).toBe(documentId(...parts));
      }),
      { numRuns: 200 },
    );
  });

  it("differs when the parts are cut differently", () => {
    expect(documentId("ab", "c")).not.toBe(documentId("a", "bc"));
    expect(documentId("scenario", "a", "token", "u1")).not.toBe(documentId("scenario", "a", "actor", "u1"));
  });
});
