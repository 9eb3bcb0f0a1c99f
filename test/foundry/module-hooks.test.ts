import { describe, expect, it } from "vitest";
import { callHook, type HookBus, moduleHook } from "@foundry/module-hooks";

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
