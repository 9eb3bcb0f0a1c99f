import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { distFiles, packageModule } from "../../tools/package";

describe("npm run package", () => {
  it("zips exactly dist/ (less LevelDB lock files), byte for byte", () => {
    const zip = join(mkdtempSync(join(tmpdir(), "wgc-zip-")), "module.zip");
    packageModule("dist", zip);
    const entries = unzipSync(readFileSync(zip));
    const expected = distFiles("dist").filter((file) => !file.endsWith("/LOCK"));
    expect(Object.keys(entries).sort()).toEqual(expected.sort());
    expect(Buffer.from(entries["module.json"] ?? []).equals(readFileSync("dist/module.json"))).toBe(true);
  });
});
