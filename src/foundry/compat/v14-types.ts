/**
 * The Foundry v14 members the version seam uses, which the installed types (foundry-vtt-types 13.x,
 * the v13 API) do not declare. Each is declared here, once, with its public source; the seam reads
 * them only through the guards below, so v13 documents (which lack them) pass through unchanged.
 */
import { isRecord } from "@engine/validation/read-fields";
import type { MovementOptions, MovementWaypoint } from "../movement/movement-ports";

/**
 * `foundry.data.operators.ForcedDeletion` / `ForcedReplacement` (API Version 14,
 * foundryvtt.com/api/classes/foundry.data.operators.ForcedReplacement.html; `reconstructOperator`
 * returns one of the two): values that delete a field, or replace it whole without merging, in an
 * update. Both have a static `create` (foundryvtt.com API v14; League-of-Fabulous-Developers/
 * FoundryVTT-Fabula-Ultima#1371 uses `ForcedDeletion.create()` and `ForcedReplacement.create(value)`).
 */
export interface DataFieldOperators {
  readonly ForcedDeletion: { create(): object };
  readonly ForcedReplacement: { create(value: unknown): object };
}

/** The operators, read from the `foundry` global (v14 only: v13 has no `foundry.data.operators`). */
export function dataFieldOperators(): DataFieldOperators {
  const data: unknown = Reflect.get(foundry, "data");
  const operators: unknown = isRecord(data) ? data["operators"] : undefined;
  if (!isRecord(operators) || !hasCreate(operators["ForcedDeletion"]) || !hasCreate(operators["ForcedReplacement"])) {
    throw new Error("foundry.data.operators is missing: this is not Foundry v14");
  }
  const deletion = operators["ForcedDeletion"];
  const replacement = operators["ForcedReplacement"];
  return {
    ForcedDeletion: { create: () => callCreate(deletion, []) },
    ForcedReplacement: { create: (value) => callCreate(replacement, [value]) },
  };
}

/**
 * v14 Scene Levels: `TokenDocument#level` is the id of the level the token stands on (API Version 14,
 * foundryvtt.com/api/v14/classes/foundry.documents.TokenDocument.html lists `level` among the fields
 * not to be altered during data preparation, and `includedInLevel`); walls' and regions' `levels`
 * hold the level ids they belong to, empty meaning every level (foundryvtt.com/api/v14/interfaces/
 * foundry.documents.types.RegionData.html: `levels?: string[] | null`, "The level IDs"; public v14
 * modules read `wall.document.levels` as a Set, empty = universal).
 */
/** The level id a v14 token stands on, if it has one. */
export function levelOf(token: object): string | undefined {
  const level: unknown = "level" in token ? token.level : undefined;
  return typeof level === "string" && level !== "" ? level : undefined;
}

/** The level ids a v14 wall or region lists (a Set in the document, an array in its data); none = every level. */
export function levelsOf(placeable: object): string[] | undefined {
  const levels: unknown = "levels" in placeable ? placeable.levels : undefined;
  const items: readonly unknown[] = levels instanceof Set ? [...levels.values()] : Array.isArray(levels) ? levels : [];
  const ids = items.filter((id): id is string => typeof id === "string");
  return ids.length === 0 ? undefined : ids.sort();
}

/**
 * A v14 scene's levels (`Scene#levels`, an embedded collection of Level documents with `id` and
 * `name`; API v14 Scene; the v14.364 scene in test/foundry/fixtures/real/ stores them as `levels`).
 */
export function sceneLevelsOf(scene: object): { id: string; name: string }[] | undefined {
  const levels: unknown = "levels" in scene ? scene.levels : undefined;
  if (!isIterable(levels)) return undefined;
  const found: { id: string; name: string }[] = [];
  for (const level of levels) {
    if (!isRecord(level)) continue;
    const id = typeof level["id"] === "string" ? level["id"] : level["_id"];
    if (typeof id === "string" && id !== "")
      found.push({ id, name: typeof level["name"] === "string" ? level["name"] : id });
  }
  return found.length === 0 ? undefined : found;
}

/**
 * v14 token movement (foundryvtt/foundryvtt#13573; API Version 14, interfaces TokenMovementData and
 * TokenMovementOperation): `TokenDocument#movement.animation.ended` settles when the animation of
 * the token's current or last movement ends; `finished` when the whole movement has (#13572).
 */
export interface V14MovementAnimation {
  readonly ended: Promise<void>;
}

/** The animation of a token's current or last movement (v14), if the token reports one. */
export function movementAnimationOf(token: object): V14MovementAnimation | undefined {
  const movement: unknown = "movement" in token ? token.movement : undefined;
  if (!isRecord(movement) || !isRecord(movement["animation"])) return undefined;
  const ended = movement["animation"]["ended"];
  return ended instanceof Promise ? { ended: ended.then(() => undefined) } : undefined;
}

/**
 * `Scene#moveTokens(instructions, options)` (v14, foundryvtt/foundryvtt#13580): moves several tokens
 * in one update and movement operation; each instruction, keyed by token id, gives the token's
 * `waypoints` (API Version 14, `TokenMovementInstructionWaypoints`); the options are the movement
 * options (`TokenMovementOptions`: `method`, `autoRotate`, `showRuler`). It resolves once every
 * movement has finished, to whether each token's was completed (true) or stopped or prevented
 * (false).
 */
export type SceneMoveTokens = (
  instructions: Readonly<Record<string, { readonly waypoints: MovementWaypoint[] }>>,
  options: MovementOptions,
) => Promise<Readonly<Record<string, boolean>>>;

/** The scene's `moveTokens`, bound to it; throws where the scene has none (not Foundry v14). */
export function sceneTokenMover(scene: object): SceneMoveTokens {
  const moveTokens: unknown = Reflect.get(scene, "moveTokens");
  if (typeof moveTokens !== "function") throw new Error("Scene#moveTokens is missing: this is not Foundry v14");
  return async (instructions, options) => {
    const results: unknown = await Reflect.apply(moveTokens, scene, [instructions, options]);
    return isRecord(results)
      ? Object.fromEntries(
          Object.entries(results).filter((entry): entry is [string, boolean] => typeof entry[1] === "boolean"),
        )
      : {};
  };
}

/** Whether a value can be iterated (a v14 embedded collection, or an array in document data). */
export function isIterable(value: unknown): value is Iterable<unknown> {
  return typeof value === "object" && value !== null && typeof Reflect.get(value, Symbol.iterator) === "function";
}

function hasCreate(value: unknown): value is object {
  return (typeof value === "function" || isRecord(value)) && typeof Reflect.get(value, "create") === "function";
}

function callCreate(target: object, args: unknown[]): object {
  const create: unknown = Reflect.get(target, "create");
  if (typeof create !== "function") throw new Error("foundry.data.operators has no create");
  const made: unknown = Reflect.apply(create, target, args);
  if (typeof made !== "object" || made === null) throw new Error("foundry.data.operators returned no operator");
  return made;
}
