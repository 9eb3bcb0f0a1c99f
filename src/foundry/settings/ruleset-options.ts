import { ownerOf } from "@engine/validation/field-errors";
import { isRecord } from "@engine/validation/read-fields";
import type { RulesetId } from "@engine/rulesets/ids";
import { hostRulesets } from "../rulesets";
import type { JsonValue, OptionDefinition } from "@engine/rulesets/ruleset";
import type { FlagSource } from "../board/sources";
import { MODULE_ID } from "../constants";
import { flagPath } from "../board/module-flags";
import { flagChanges } from "../gm/flag-changes";
import type { FlagChanges } from "../gm/gm-ports";
import { readJson, readJsonRecord } from "@engine/validation/read-json";
import { changedFromDefaults, type OptionValues } from "@view/options-form";

/** Option values by option id (the ones here are null-prototype records: ids are never taken for inherited keys). */
export type { OptionValues };

/** The scene flag holding a scene's overrides, by rule system: `flags.wargame-combat.options.<ruleset>`. */
export const SCENE_OPTIONS_FLAG = "options";

/** A scene whose overrides can be saved (a Scene fits). */
export interface OptionsScene extends FlagSource {
  update(data: { readonly flags: Readonly<Record<string, FlagChanges>> }): Promise<unknown>;
}

/** The hidden world setting holding a rule system's values that differ from its defaults. */
export function optionsSettingKey(id: RulesetId): `options-${RulesetId}` {
  return `options-${id}`;
}

/**
 * Registers, for every rule system of the registry, a hidden world setting holding the values its
 * group chose (those that differ from the declared defaults); `changed` runs when they change on
 * any client (the zones overlay is rebuilt). Fields: https://foundryvtt.com/api/interfaces/foundry.types.SettingConfig.html (v13).
 */
export function registerOptionSettings(changed: () => void = () => undefined): void {
  for (const id of hostRulesets().ids) {
    game.settings.register(MODULE_ID, optionsSettingKey(id), {
      scope: "world",
      config: false,
      type: Object,
      default: {},
      onChange: () => changed(),
    });
  }
}

/** The rule system's declared defaults, by option id. */
export function defaultOptions(id: RulesetId): OptionValues {
  return valuesOf(
    hostRulesets()
      .ruleset(id)
      .options.map((option) => [option.id, option.default]),
  );
}

/** What the world sets (only declared options; the rest of the stored record is ignored). */
export function worldOptions(id: RulesetId): OptionValues {
  return declaredOnly(id, game.settings.get(MODULE_ID, optionsSettingKey(id)), `${MODULE_ID}.${optionsSettingKey(id)}`);
}

/** What the scene overrides for the rule system (only declared options). */
export function sceneOptions(scene: FlagSource | null, id: RulesetId): OptionValues {
  const flag = scene?.getFlag(MODULE_ID, SCENE_OPTIONS_FLAG);
  return declaredOnly(
    id,
    isRecord(flag) && Object.hasOwn(flag, id) ? flag[id] : undefined,
    `${flagPath(SCENE_OPTIONS_FLAG)}.${id}`,
  );
}

/** The values a combat on the scene plays with: defaults, under the world's, under the scene's. */
export function resolvedOptions(scene: FlagSource | null, id: RulesetId): OptionValues {
  return valuesOf(Object.entries({ ...defaultOptions(id), ...worldOptions(id), ...sceneOptions(scene, id) }));
}

/** The world's values below the scene: defaults under the world's (what a scene override replaces). */
export function worldResolvedOptions(id: RulesetId): OptionValues {
  return resolvedOptions(null, id);
}

/** Saves the world's values, keeping only those that differ from the defaults (so new defaults reach old worlds). */
export async function saveWorldOptions(id: RulesetId, values: OptionValues): Promise<void> {
  await game.settings.set(MODULE_ID, optionsSettingKey(id), {
    ...changedFromDefaults(hostRulesets().ruleset(id).options, values),
  });
}

/** Saves the scene's overrides for one rule system (replacing its earlier ones; none removes them). */
export async function saveSceneOptions(scene: OptionsScene, id: RulesetId, values: OptionValues): Promise<void> {
  const flag = scene.getFlag(MODULE_ID, SCENE_OPTIONS_FLAG);
  const before =
    flag === undefined
      ? {}
      : readJsonRecord(flag, ownerOf("Scene", flagPath(SCENE_OPTIONS_FLAG), undefined), SCENE_OPTIONS_FLAG);
  const others = Object.entries(before).filter(([key]) => key !== id);
  const kept = Object.keys(values).length === 0 ? others : [...others, [id, { ...values }] as const];
  const next = kept.length === 0 ? undefined : Object.fromEntries(kept);
  await scene.update({ flags: { [MODULE_ID]: flagChanges(new Map([[SCENE_OPTIONS_FLAG, next]])) } });
}

/**
 * The selection with the resolved options as its `options` (every rule system's `setupFromBoard`
 * passes them to its `validateSetup`). Whatever options the selection carried are replaced: the
 * world and scene decide them, on the GM's side too. A selection that is not a record is left for
 * the rule system to refuse.
 */
export function withOptions(selection: JsonValue, options: OptionValues): JsonValue {
  return isRecord(selection) ? { ...selection, options: { ...options } } : selection;
}

/** The declared options a stored record sets; a value that is not plain data throws an error naming where it is stored. */
function declaredOnly(id: RulesetId, stored: unknown, at: string): OptionValues {
  if (!isRecord(stored)) return valuesOf([]);
  const who = ownerOf("Options", at, undefined);
  return valuesOf(
    hostRulesets()
      .ruleset(id)
      .options.flatMap((option: OptionDefinition) =>
        Object.hasOwn(stored, option.id) && stored[option.id] !== undefined
          ? [[option.id, readJson(stored[option.id], who, option.id)] as const]
          : [],
      ),
  );
}

function valuesOf(entries: Iterable<readonly [string, JsonValue]>): OptionValues {
  const values: Record<string, JsonValue> = Object.create(null) as Record<string, JsonValue>;
  for (const [key, value] of entries) values[key] = value;
  return values;
}
