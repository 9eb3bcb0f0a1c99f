import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * What the manifest and the README claim about Foundry versions. `compatibility.verified` names only
 * a version the Quench batches have passed on; none has run in a real Foundry from this project yet,
 * so it names the last version checked by review: 13.350, the build the v13 API pages the host was
 * reviewed against state ("Public API documentation for Foundry Virtual Tabletop version 13.350
 * Stable"). The v14 pages state no build, so no v14 build is named.
 */
const LAST_REVIEWED = "13.350";

const manifest: unknown = JSON.parse(readFileSync("module.json", "utf8"));
const readme = readFileSync("README.md", "utf8");
const hostReadme = readFileSync("src/foundry/README.md", "utf8");

function verified(): unknown {
  if (typeof manifest !== "object" || manifest === null) return undefined;
  const compatibility: unknown = Reflect.get(manifest, "compatibility");
  return typeof compatibility === "object" && compatibility !== null
    ? Reflect.get(compatibility, "verified")
    : undefined;
}

describe("the claims about Foundry versions", () => {
  it("verify no version nothing ran on: the last reviewed one, as both READMEs say", () => {
    expect(verified()).toBe(LAST_REVIEWED);
    expect(readme).toContain(`verified ${LAST_REVIEWED}`);
    expect(hostReadme).toContain(`verified ${LAST_REVIEWED}`);
    expect(`${readme}\n${hostReadme}`).not.toMatch(/verified 14\.\d+/);
  });

  it("say plainly that no Quench batch has run in a real Foundry", () => {
    expect(readme).toContain("No Quench batch has yet run in a real Foundry world from this project");
  });

  it("do not claim v14 moves an Adventure's background into a Level without a source", () => {
    expect(`${readme}\n${hostReadme}`).not.toMatch(/background (moves|is carried) into a (scene )?Level/);
  });
});
