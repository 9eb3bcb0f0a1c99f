import type { ImportBatch, ImportedType } from "@foundry/scenario-io/import-scenario";

type Stored = ImportBatch["data"][number];

/**
 * The world's document collections, as the import uses them through `Document.createDocuments` and
 * `deleteDocuments`. Behaviour the import relies on:
 * - created with `keepId`/`keepEmbeddedIds`, documents keep the `_id`s they are given, embedded ones
 *   too (DatabaseCreateOperation, https://foundryvtt.com/api/v13/interfaces/foundry.abstract.types.DatabaseCreateOperation.html);
 * - an id already in the collection is refused (a document id is the collection's key);
 * - deleting an id the collection does not hold is refused, so the host deletes only ids it holds.
 * A batch can be made to fail after creating some of its documents (`failOn`), the worst case the
 * import must clean up after.
 */
export class FakeWorld {
  readonly collections = new Map<ImportedType, Map<string, Stored>>();
  readonly uploads = new Map<string, string>();
  failOn: { readonly type: ImportedType; readonly after: number } | null = null;

  collection(type: ImportedType): Map<string, Stored> {
    let found = this.collections.get(type);
    if (found === undefined) {
      found = new Map();
      this.collections.set(type, found);
    }
    return found;
  }

  create(batch: ImportBatch): Promise<void> {
    const collection = this.collection(batch.type);
    for (const [k, doc] of batch.data.entries()) {
      if (this.failOn?.type === batch.type && k >= this.failOn.after)
        return Promise.reject(new Error(`${batch.type} ${doc._id}: the server refused it`));
      if (collection.has(doc._id)) return Promise.reject(new Error(`${batch.type} ${doc._id} already exists`));
      collection.set(doc._id, structuredClone(doc));
    }
    return Promise.resolve();
  }

  remove(type: ImportedType, ids: readonly string[]): Promise<void> {
    const collection = this.collection(type);
    const missing = ids.filter((id) => !collection.has(id));
    if (missing.length > 0) return Promise.reject(new Error(`${type} ${missing.join(", ")} does not exist`));
    for (const id of ids) collection.delete(id);
    return Promise.resolve();
  }

  has(type: ImportedType, id: string): boolean {
    return this.collection(type).has(id);
  }

  /** How many documents of each kind the world holds. */
  counts(): Record<ImportedType, number> {
    return {
      Folder: this.collection("Folder").size,
      Actor: this.collection("Actor").size,
      JournalEntry: this.collection("JournalEntry").size,
      Scene: this.collection("Scene").size,
    };
  }
}

/**
 * Where a created scene's map is: `background.src` as v13 stores it, or its first level's
 * `background.src` as v14 does (src/foundry/compat/scene-levels.ts).
 */
export function sceneMap(scene: object): string | undefined {
  const src = (holder: unknown): string | undefined => {
    const background: unknown =
      typeof holder === "object" && holder !== null ? Reflect.get(holder, "background") : undefined;
    const value: unknown =
      typeof background === "object" && background !== null ? Reflect.get(background, "src") : undefined;
    return typeof value === "string" ? value : undefined;
  };
  const levels: unknown = Reflect.get(scene, "levels");
  return Array.isArray(levels) ? src(levels[0]) : src(scene);
}
