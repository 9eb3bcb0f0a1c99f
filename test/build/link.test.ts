import { mkdirSync, mkdtempSync, readlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { linkModule, linkTarget } from "../../tools/link";

describe("npm run link", () => {
  it("accepts the user data folder or its Data/ folder", () => {
    expect(linkTarget("/srv/foundry")).toBe("/srv/foundry/Data/modules/wargame-combat");
    expect(linkTarget("/srv/foundry/Data")).toBe("/srv/foundry/Data/modules/wargame-combat");
  });

  it("links dist/ into Data/modules, replacing an older link", () => {
    const data = mkdtempSync(join(tmpdir(), "wgc-data-"));
    const target = linkModule(data, "dist");
    expect(readlinkSync(target)).toBe(resolve("dist"));
    expect(linkModule(data, "dist")).toBe(target);
  });

  it("refuses to replace a real folder", () => {
    const data = mkdtempSync(join(tmpdir(), "wgc-data-"));
    mkdirSync(join(data, "Data/modules/wargame-combat"), { recursive: true });
    writeFileSync(join(data, "Data/modules/wargame-combat/keep.txt"), "mine");
    expect(() => linkModule(data, "dist")).toThrow(/not a link/);
  });
});
