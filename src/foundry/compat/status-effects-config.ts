import { isRecord } from "@engine/validation/read-fields";

/**
 * Adds status effects to `CONFIG.statusEffects`, whatever shape it has, leaving entries already
 * there (same id) alone and never throwing (this runs in `init`, where a throw stops the module):
 * - v13: an array of status effect configs (API Version 13, `CONFIG.statusEffects`);
 * - v14: a record keyed by id, arrays still accepted for compatibility
 *   (foundryvtt/foundryvtt#13122: changed from `StatusEffectConfig[]` to `{[id]: StatusEffectConfig}`);
 * - systems replace it with a plain object keyed by id (foundryvtt/pf2e#21981, "Update
 *   `CONFIG.statusEffects` to V14 structure"; mclemente/healthEstimate#336: "it's actually a map
 *   now"), where `.some()`/`.push()` throw.
 * The shape, not the generation, decides, so this serves both sides of the version seam.
 */
export function addStatusEffects<Entry extends { readonly id: string }>(
  statusEffects: unknown,
  entries: readonly Entry[],
): void {
  if (Array.isArray(statusEffects)) {
    const known = new Set(
      statusEffects.flatMap((entry: unknown) =>
        isRecord(entry) && typeof entry["id"] === "string" ? [entry["id"]] : [],
      ),
    );
    statusEffects.push(...entries.filter((entry) => !known.has(entry.id)));
  } else if (isRecord(statusEffects)) {
    // Own keys only: an id such as "constructor" must not find Object.prototype's.
    for (const entry of entries)
      if (!Object.hasOwn(statusEffects, entry.id)) Reflect.set(statusEffects, entry.id, { ...entry });
  }
}
