import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { CANCELLABLE, callHook, type HookBus, moduleHook } from "@foundry/module-hooks";

/** Records which of Foundry's two calls ran; `call` answers as a listener that cancels would. */
function recorder(cancels: boolean): HookBus & { readonly calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    call: (hook) => {
      calls.push(`call ${hook}`);
      return !cancels;
    },
    callAll: (hook) => {
      calls.push(`callAll ${hook}`);
      return true;
    },
  };
}

describe("the module's hooks", () => {
  it("are named under the module's id", () => {
    expect(moduleHook("previewMoves")).toBe("wargame-combat.previewMoves");
  });

  it("calls a cancellable hook with Hooks.call and reports the cancel", () => {
    const bus = recorder(true);
    expect(callHook(bus, "clearPreview")).toBe(true);
    expect(
      callHook(
        bus,
        "preApplyMoves",
        { sceneId: "s", phases: [], edits: [] },
        { id: "u", name: "U", isGM: false, active: true },
      ),
    ).toBe(false);
    expect(bus.calls).toEqual(["callAll wargame-combat.clearPreview", "call wargame-combat.preApplyMoves"]);
  });
});

describe("the module's hooks are documented where they are fired", () => {
  const sources = readdirSync("src", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => readFileSync(join("src", file), "utf8"));
  /** Each call of a module hook, with the doc block just above it (empty when there is none). */
  const calls = sources.flatMap((text) =>
    [...text.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\s*)?[^\n]*callHook\([^,]+, "(\w+)"/g)].map((match) => ({
      name: match[2] ?? "",
      doc: match[1] ?? "",
    })),
  );
  const readme = readFileSync("README.md", "utf8");

  it.each(Object.entries(CANCELLABLE))(
    "%s: fired, documented at each call, and listed in the README",
    (name, cancellable) => {
      const sites = calls.filter((call) => call.name === name);
      expect(sites.length, name).toBeGreaterThan(0);
      for (const { doc } of sites) {
        expect(doc, name).toContain(`@function wargame-combat.${name}`);
        expect(doc, name).toContain(cancellable ? "Cancellable: called with `Hooks.call`" : "Not cancellable");
        if (cancellable) expect(doc, name).toContain("@returns {boolean}");
      }
      expect(readme).toContain(`| \`wargame-combat.${name}\` |`);
    },
  );

  it("fires no hook the table does not declare", () => {
    expect(calls.map((call) => call.name).filter((name) => !Object.hasOwn(CANCELLABLE, name))).toEqual([]);
  });
});
