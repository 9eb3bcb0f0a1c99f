import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listen } from "@foundry/hooks/drag-reach";
import { FailSoft } from "@foundry/hooks/fail-soft";
import { fakeRelease } from "../fakes/v14";
import { FakeHooks } from "../fakes/globals";

/**
 * A token placeable as the drag hooks see it. A drag's preview is a clone of the token with its id
 * (TokenDragContext.clonedToken, API v13 and v14): a preview (`isPreview`, v13) made for dragging
 * (`_previewType` "dragging", v14); the token itself is neither.
 */
function placeable(id: string, dragging: boolean): object {
  return dragging ? { id, isPreview: true, _previewType: "dragging" } : { id, isPreview: false, _previewType: null };
}

describe("the drag reach's hooks", () => {
  let hooks: FakeHooks;
  let events: string[];

  beforeEach(() => {
    hooks = new FakeHooks();
    vi.stubGlobal("Hooks", hooks);
    vi.stubGlobal("game", { release: fakeRelease() });
    events = [];
    const soft = new FailSoft({ sceneId: () => "scene1", log: () => undefined, warn: () => undefined });
    listen(
      {
        started: (id) => events.push(`start ${id}`),
        ended: (id) => events.push(`end ${id}`),
        clear: () => events.push("clear"),
      },
      soft,
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts at a drag preview's refresh and ends at its destruction, leaving the token's own refreshes alone", () => {
    hooks.fire("refreshToken", placeable("a", false), {});
    hooks.fire("refreshToken", placeable("a", true), { refreshPosition: true });
    hooks.fire("destroyToken", placeable("a", false));
    hooks.fire("destroyToken", placeable("a", true));
    hooks.fire("canvasTearDown");
    expect(events).toEqual(["start a", "end a", "clear"]);
  });

  it("on v14 leaves a preview that is not a drag's (a token's configuration sheet) alone", () => {
    vi.stubGlobal("game", { release: fakeRelease(14) });
    hooks.fire("refreshToken", { id: "a", isPreview: true, _previewType: "config" }, {});
    expect(events).toEqual([]);
  });
});
