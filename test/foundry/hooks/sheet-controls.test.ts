import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listen } from "@foundry/hooks/sheet-controls";
import { FakeApplicationV2, fakeApplicationsApi } from "../fakes/applications";
import { FakeActor } from "../fakes/documents";
import { englishI18n } from "../fakes/english";
import { FakeHooks } from "../fakes/globals";
import { fakeRelease } from "../fakes/v14";

// The module's applications are declared when it loads, on Foundry's ApplicationV2.
await vi.hoisted(async () => {
  const { fakeApplicationsApi: api } = await import("../fakes/applications");
  vi.stubGlobal("foundry", { applications: { api: api() } });
});

/** Stands in for Foundry's Actor class: the hooks recognise actors by it. */
class SheetActor extends FakeActor {
  constructor(
    readonly id: string,
    readonly name: string,
    readonly isOwner: boolean,
  ) {
    super();
  }
}

interface Control {
  readonly action?: string;
  readonly label?: string;
  readonly class?: string;
  readonly onClick?: () => void;
  readonly onclick?: () => void;
}

describe("the actor sheets' unit data control", () => {
  let hooks: FakeHooks;
  let instances: Map<string, FakeApplicationV2>;

  beforeEach(() => {
    hooks = new FakeHooks();
    instances = new Map();
    vi.stubGlobal("Hooks", hooks);
    vi.stubGlobal("Actor", SheetActor);
    vi.stubGlobal("canvas", { scene: null });
    vi.stubGlobal("foundry", { applications: { api: fakeApplicationsApi(), instances } });
    vi.stubGlobal("game", { release: fakeRelease(), i18n: englishI18n(), settings: { get: () => "combat-grid" } });
    listen();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is offered in an ApplicationV2 sheet's header to the actor's owner, once", () => {
    const controls: Control[] = [{ action: "configureSheet" }];
    const actor = new SheetActor("a1", "1st Bn", true);
    hooks.fire("getHeaderControlsApplicationV2", { document: actor }, controls);
    hooks.fire("getHeaderControlsApplicationV2", { document: actor }, controls);
    expect(controls.map((control) => control.action)).toEqual(["configureSheet", "wargame-combat-unit-data"]);
    expect(controls[1]?.label).toBe("WARGAME.UnitEditor.open");
    // The window open for this actor is brought forward rather than opened twice.
    const open = new FakeApplicationV2();
    instances.set("wargame-combat-unit-data-a1", open);
    controls[1]?.onClick?.();
    expect(open.broughtToFront).toBe(true);
  });

  it("is not offered to others, nor on windows that show no actor", () => {
    const controls: Control[] = [];
    hooks.fire("getHeaderControlsApplicationV2", { document: new SheetActor("a1", "1st Bn", false) }, controls);
    hooks.fire("getHeaderControlsApplicationV2", { document: { name: "a journal" } }, controls);
    hooks.fire("getHeaderControlsApplicationV2", {}, controls);
    expect(controls).toEqual([]);
  });

  it("is offered first among a v1 sheet's header buttons, with its label in the user's language", () => {
    const buttons: Control[] = [{ class: "close" }];
    hooks.fire("getActorSheetHeaderButtons", { actor: new SheetActor("a1", "1st Bn", true) }, buttons);
    expect(buttons.map((button) => [button.class, button.label])).toEqual([
      ["wargame-combat-unit-data", "Unit data"],
      ["close", undefined],
    ]);
  });
});
