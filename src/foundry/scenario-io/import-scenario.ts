import type { RulesetId } from "@engine/rulesets/ids";
import type { Scenario } from "@engine/scenario/scenario";
import { foundryCompat } from "../compat/choose-compat";
import type { SceneCreateData } from "../compat/foundry-compat";
import type { ActorData, FolderData, JournalEntryData } from "../scenario-documents/foundry-documents";
import type { Say } from "../scenario-documents/say";
import { scenarioDocuments, type ScenarioDocuments } from "../scenario-documents/scenario-documents";
import type { IdOf } from "../scenario-documents/scenario-ids";
import { readScenarioText } from "./scenario-text";

/** One batch of world documents of one kind. */
export type ImportBatch =
  | { readonly type: "Folder"; readonly data: readonly FolderData[] }
  | { readonly type: "Actor"; readonly data: readonly ActorData[] }
  | { readonly type: "JournalEntry"; readonly data: readonly JournalEntryData[] }
  | { readonly type: "Scene"; readonly data: readonly SceneCreateData[] };

/** The kinds of world document an import creates. */
export type ImportedType = ImportBatch["type"];

export interface PickedFile {
  readonly name: string;
  readonly text: string;
}

/** What the import needs of Foundry. */
export interface ImportPorts {
  /** The GM's scenario file, or null when they cancel. */
  pickFile(): Promise<PickedFile | null>;
  /** Text in the user's language. */
  readonly say: Say;
  /** A rule system's README (Markdown), for the journal's reference page. */
  readme(ruleset: RulesetId): string;
  /** A fresh document id. */
  newId(): string;
  /** Where Foundry will find an uploaded background of this file name. */
  backgroundSrc(fileName: string): string;
  upload(fileName: string, svg: string): Promise<void>;
  /** Creates one batch of world documents, keeping their ids (and their embedded documents'). */
  create(batch: ImportBatch): Promise<void>;
  /** Whether the world holds a document of this kind and id. */
  exists(type: ImportedType, id: string): boolean;
  /** Deletes documents the world holds. */
  remove(type: ImportedType, ids: readonly string[]): Promise<void>;
  imported(scenario: Scenario, file: string): void;
  /** Shows why the file could not be imported. */
  failed(error: unknown, file: string): void;
}

/**
 * Fresh ids for one import, the same for the same names (a token's actor is its unit's actor): a
 * world may hold the scenario already (from the compendium, or imported before), and a second copy
 * must not collide with the first.
 */
export function freshIds(newId: () => string): IdOf {
  const ids = new Map<string, string>();
  return (...parts) => {
    const key = parts.join("\u0000");
    const known = ids.get(key);
    if (known !== undefined) return known;
    const id = newId();
    ids.set(key, id);
    return id;
  };
}

/**
 * The batches in the order they are created: what a document refers to exists before it. The scene
 * is written as the running Foundry stores scenes (its map on its level on v14: compat/).
 */
function batches(documents: ScenarioDocuments): readonly ImportBatch[] {
  return [
    { type: "Folder", data: documents.folders },
    { type: "Actor", data: documents.actors },
    { type: "JournalEntry", data: [documents.journal] },
    { type: "Scene", data: [foundryCompat().sceneCreateData(documents.scene)] },
  ];
}

/**
 * Whether Import would take a scenario file: the same checks (the file read and validated, then its
 * documents built), without a world. Throws what Import would show.
 */
export function checkImportable(text: string, file: string): Scenario {
  const scenario = readScenarioText(text, file);
  scenarioDocuments(scenario, { say: (key) => key, readme: "", idOf: freshIds(countedIds()), backgroundSrc: file });
  return scenario;
}

function countedIds(): () => string {
  let next = 0;
  return () => `checked${String(next++).padStart(9, "0")}`;
}

/**
 * "Import scenario": the GM picks a scenario file; it is checked as any scenario file (an error
 * names the file and the path inside it, and nothing is created); then its documents, made by the
 * builder the compendium is made with, are created in the world: folders named after the
 * scenario, its actors, its journal and its scene (tokens, walls, regions, the background uploaded
 * first), one batch per kind. Should a batch fail, every document created before it is deleted, so
 * no half-imported scenario is left. Resolves to the documents created, or null.
 */
export async function importScenario(ports: ImportPorts): Promise<ScenarioDocuments | null> {
  const picked = await ports.pickFile();
  if (picked === null) return null;
  let scenario: Scenario;
  try {
    scenario = readScenarioText(picked.text, picked.name);
  } catch (error) {
    ports.failed(error, picked.name);
    return null;
  }
  const idOf = freshIds(() => ports.newId());
  // The scene's id in the name: a second import of the same file gets a picture of its own.
  const fileName = `${scenario.id}-${idOf("scene")}.svg`;
  const attempted: [ImportedType, string[]][] = [];
  try {
    const documents = scenarioDocuments(scenario, {
      say: ports.say,
      readme: ports.readme(scenario.ruleset),
      idOf,
      backgroundSrc: ports.backgroundSrc(fileName),
    });
    await ports.upload(fileName, documents.backgroundSvg);
    for (const batch of batches(documents)) {
      attempted.push([batch.type, batch.data.map((doc) => doc._id)]);
      await ports.create(batch);
    }
    ports.imported(scenario, picked.name);
    return documents;
  } catch (error) {
    await undo(ports, attempted, picked.name);
    ports.failed(error, picked.name);
    return null;
  }
}

/** Deletes what the batches tried so far created, the last first (a failed batch may have created some). */
async function undo(
  ports: ImportPorts,
  attempted: readonly (readonly [ImportedType, readonly string[]])[],
  file: string,
): Promise<void> {
  for (const [type, ids] of [...attempted].reverse()) {
    // Deleting an id the world does not hold is refused, and a failed batch may have created only some.
    const present = ids.filter((id) => ports.exists(type, id));
    if (present.length === 0) continue;
    try {
      await ports.remove(type, present);
    } catch (error) {
      ports.failed(error, file);
    }
  }
}
