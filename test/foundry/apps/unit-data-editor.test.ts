import { readFileSync } from "node:fs";
import Handlebars from "handlebars";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { combatGrid } from "@rulesets/combat-grid/combat-grid-ruleset";
import {
  openUnitDataEditor,
  UNIT_DATA_TEMPLATE,
  UnitDataEditor,
  type UnitDataContext,
} from "@foundry/apps/unit-data-editor";
import { checkDraft, defaultDraft, draftOf, readDraft, saveUnitData } from "@foundry/apps/unit-data-form";
import { format } from "@foundry/localize";
import { FakeApplicationV2, fakeApplicationsApi } from "../fakes/applications";
import { FakeActorDelta, FakeSyntheticActor } from "../fakes/actor-delta";
import { FakeActor, FakeScene, FakeToken } from "../fakes/documents";
import { sceneBoard } from "@foundry/board/scene-board";
import { englishI18n } from "../fakes/english";
import { fakeRelease, installDataFieldOperators } from "../fakes/v14";

// The module's applications are declared when it loads, on Foundry's ApplicationV2.
await vi.hoisted(async () => {
  const { fakeApplicationsApi: api } = await import("../fakes/applications");
  vi.stubGlobal("foundry", { applications: { api: api() } });
});

/** An actor as the editor sees it: flags, a name and an id. */
class NamedActor extends FakeActor {
  constructor(
    readonly id: string,
    readonly name: string,
    flags: Record<string, unknown> = {},
  ) {
    super({ flags });
  }
}

function texts(check: ReturnType<typeof checkDraft>): string[] {
  return check.ok ? [] : check.errors.map(format);
}

describe("the unit data form", () => {
  beforeEach(() => vi.stubGlobal("game", { release: fakeRelease(), i18n: englishI18n() }));
  afterEach(() => vi.unstubAllGlobals());

  it("starts from the actor's flag, or from the rule system's defaults for the data it lacks", () => {
    const flagged = new NamedActor("a1", "1st Bn", { unit: { move: 3, data: { type: "armor" } } });
    expect(draftOf(flagged, "combat-grid")).toEqual({ move: 3, data: JSON.stringify({ type: "armor" }, null, 2) });
    expect(draftOf(new NamedActor("a2", "2nd Bn"), "combat-grid")).toEqual({
      move: 0,
      data: JSON.stringify(combatGrid.defaultUnitData, null, 2),
    });
    expect(defaultDraft("combat-grid", "4")).toEqual({
      move: "4",
      data: JSON.stringify(combatGrid.defaultUnitData, null, 2),
    });
    expect(readDraft({ move: 5, data: "{}" })).toEqual({ move: 5, data: "{}" });
  });

  it("lists every problem, naming the unit and the field, in the user's language", () => {
    expect(texts(checkDraft({ move: -1, data: "{type: armor}" }, "combat-grid", "1st Bn"))).toEqual([
      'Unit "1st Bn" (flags.wargame-combat.unit): move must not be negative, got -1.',
      expect.stringMatching(
        /^Unit "1st Bn" \(flags\.wargame-combat\.unit\): the unit data is not valid JSON \(.+\)\.$/,
      ) as unknown,
    ]);
    expect(texts(checkDraft({ move: "2", data: '{"type": "cavalry"}' }, "combat-grid", "1st Bn"))).toEqual([
      'Unit "1st Bn" (data): type must be one of infantry, armor, artillery, other, got "cavalry".',
    ]);
    expect(texts(checkDraft({ move: null, data: "" }, "combat-grid", "1st Bn"))).toHaveLength(2);
  });

  it("fills the rule system's defaults and replaces the flag whole", async () => {
    const check = checkDraft({ move: "2.5", data: '{"type": "armor", "track": [4, 3]}' }, "combat-grid", "1st Bn");
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    // An armor unit given no armor value takes the text's typical 3; a track box of 4 is 4/4.
    expect(check.unit).toEqual({
      move: 2.5,
      data: {
        type: "armor",
        element: null,
        parent: "",
        track: [
          { attack: 4, defense: 4 },
          { attack: 3, defense: 3 },
        ],
        armor: { attack: 3, defense: 3 },
        barrage: null,
        traits: [],
      },
    });
    const actor = new NamedActor("a1", "1st Bn", { unit: { move: 1, data: { stale: true } } });
    await saveUnitData(actor, check.unit);
    expect(actor.flags["unit"]).toEqual(check.unit);
  });
});

describe("the unit data editor", () => {
  let instances: Map<string, FakeApplicationV2>;

  beforeEach(() => {
    instances = new Map();
    vi.stubGlobal("game", { release: fakeRelease(), i18n: englishI18n() });
    vi.stubGlobal("foundry", { applications: { api: fakeApplicationsApi(), instances } });
    // The stub replaces `foundry`: v14's operators go back on it (they are unused on v13).
    installDataFieldOperators();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps what was typed and shows the problems, or saves and closes", async () => {
    const actor = new NamedActor("a1", "1st Bn");
    const editor = new UnitDataEditor(actor, "combat-grid");
    expect(editor.title).toBe("Unit data: 1st Bn");
    expect(await editor.submitDraft({ move: 1, data: '{"traits": [""]}' })).toBe(false);
    const context = await editor._prepareContext();
    expect(context).toMatchObject({ ruleset: "WARGAME.Ruleset.combat-grid", move: 1, data: '{"traits": [""]}' });
    expect(context.errors).toEqual(['Unit "1st Bn" (data): traits[0] must be a non-empty string, got "".']);
    expect(actor.flags["unit"]).toBeUndefined();

    expect(await editor.submitDraft({ move: 1, data: "{}" })).toBe(true);
    expect(actor.flags["unit"]).toEqual({ move: 1, data: combatGrid.defaultUnitData });
    expect(await editor._prepareContext()).toMatchObject({ errors: [] });
  });

  it("opens one editor per actor, bringing the open one forward", () => {
    const actor = new NamedActor("a1", "1st Bn");
    const open = new FakeApplicationV2();
    instances.set("wargame-combat-unit-data-a1", open);
    openUnitDataEditor(actor, "combat-grid");
    expect(open.broughtToFront).toBe(true);
  });
});

describe("the unit data editor on a token's actor", () => {
  beforeEach(() => vi.stubGlobal("game", { release: fakeRelease(), i18n: englishI18n() }));
  afterEach(() => vi.unstubAllGlobals());

  // A skirmish-recoil unit with a move cost for two terrains; the user removes the marsh's.
  const withMarsh = {
    move: 4,
    data: { type: "infantry", irregular: false, fer: 0, terrainMoves: { forest: 2, marsh: 3 } },
  };
  const edited = { move: 4, data: '{"terrainMoves": {"forest": 2}}' };
  const saved = { move: 4, data: { type: "infantry", irregular: false, fer: 0, terrainMoves: { forest: 2 } } };

  /** The unit a scene reads from a token of this actor. */
  function boardUnit(actor: FakeActor | FakeSyntheticActor): unknown {
    const token = new FakeToken({ id: "t1", flags: { side: "red" }, cells: [{ i: 0, j: 0 }] });
    Reflect.set(token, "actor", actor);
    const [unit] = sceneBoard(new FakeScene({ tokens: [token] })).units;
    return { move: unit?.move, data: unit?.data };
  }

  it("keeps a removed key removed on an unlinked token, whose actor merges the token's delta over its base actor", async () => {
    const synthetic = new FakeSyntheticActor(new FakeActor({ flags: { unit: withMarsh } }), "a1", "2nd Coy");
    // The fake merges as Foundry does: a key the delta lacks shows the base actor's value (#8400).
    expect(new FakeActorDelta().getFlag("wargame-combat", "unit")).toBeUndefined();
    expect(synthetic.getFlag("wargame-combat", "unit")).toEqual(withMarsh);
    const editor = new UnitDataEditor(synthetic, "skirmish-recoil");
    expect(await editor.submitDraft(edited)).toBe(true);
    expect(draftOf(synthetic, "skirmish-recoil")).toEqual({ move: 4, data: JSON.stringify(saved.data, null, 2) });
    expect(boardUnit(synthetic)).toEqual(saved);
    // The base actor, and so every other token of it, keeps the marsh.
    expect(synthetic.base.flags["unit"]).toEqual(withMarsh);
  });

  it("keeps a removed key removed on a linked token, whose actor is the world actor", async () => {
    const actor = new NamedActor("a1", "2nd Coy", { unit: withMarsh });
    expect(await new UnitDataEditor(actor, "skirmish-recoil").submitDraft(edited)).toBe(true);
    expect(draftOf(actor, "skirmish-recoil")).toEqual({ move: 4, data: JSON.stringify(saved.data, null, 2) });
    expect(boardUnit(actor)).toEqual(saved);
  });
});

describe("the unit data editor's template", () => {
  const english = englishI18n();
  const handlebars = Handlebars.create();
  handlebars.registerHelper("localize", (key: unknown) => english.localize(String(key)));
  const render = handlebars.compile<UnitDataContext>(readFileSync(`templates/${UNIT_DATA_TEMPLATE}`, "utf8"));

  it("shows the move, the data as typed (escaped), the problems, and the rule system", () => {
    const html = render({
      ruleset: "WARGAME.Ruleset.combat-grid",
      move: 2,
      data: '{"parent": "<b>"}',
      errors: ['Unit "<i>" (data): bad.'],
    });
    expect(html).toContain("Combat grid: contested squares, tactics and shifts");
    expect(html).toContain('name="move" value="2"');
    expect(html).toContain("{&quot;parent&quot;: &quot;&lt;b&gt;&quot;}</textarea>");
    expect(html).toContain('<ul class="wargame-combat-form-errors" role="alert">');
    expect(html).toContain("<li>Unit &quot;&lt;i&gt;&quot; (data): bad.</li>");
    expect(html).toContain("Fields left out take the rule system");
    expect(html).toContain('data-action="resetData"');
    expect(html).toContain('type="submit"');
  });

  it("shows no problem list before one, and says the data is checked against the scene's rule system", () => {
    const html = render({ ruleset: "WARGAME.Ruleset.assault", move: 0, data: "{}", errors: [] });
    expect(html).not.toContain("wargame-combat-form-errors");
    expect(html).toContain("Checked against the rule system: <strong>Assault");
  });
});
