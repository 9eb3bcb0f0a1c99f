import { EngineError } from "@engine/errors";
import { foundryCompat } from "../compat/choose-compat";
import { MODULE_ID } from "../constants";
import { errorText, format } from "../localize";
import {
  importScenario,
  type ImportBatch,
  type ImportedType,
  type ImportPorts,
  type PickedFile,
} from "../scenario-io/import-scenario";
import { rulesetReadmeText } from "../scenario-io/ruleset-readmes";

/** The button's text key; also its class, so a second render finds it already there. */
export const IMPORT_ACTION = "WARGAME.ScenarioIo.Import";
const BUTTON_CLASS = `${MODULE_ID}-import-scenario`;

/**
 * "Import scenario" sits in the Scenes directory's header beside "Create Scene", for GMs. The
 * directory is an ApplicationV2 on v13 and v14, so its render hook `renderSceneDirectory` passes
 * the rendered element (https://foundryvtt.com/api/v13/functions/hookEvents.renderApplicationV2.html,
 * https://foundryvtt.com/api/v14/functions/hookEvents.renderApplicationV2.html). Where its header
 * buttons and "Create Scene" are comes from the compat seam (`selectors`); should the buttons' place
 * not be found, the button goes at the end of the directory's header, else of the directory.
 */
export function listen(): void {
  Hooks.on("renderSceneDirectory", (_app: object, element: unknown) => {
    if (!(game.user?.isGM ?? false) || !(element instanceof HTMLElement)) return;
    const { sceneDirectoryActions, sceneDirectoryCreate } = foundryCompat().selectors;
    if (element.querySelector(`.${BUTTON_CLASS}`) !== null) return;
    const actions =
      element.querySelector(sceneDirectoryActions) ?? element.querySelector(".directory-header") ?? element;
    const button = document.createElement("button");
    button.type = "button";
    button.className = BUTTON_CLASS;
    button.innerHTML = `<i class="fa-solid fa-file-import"></i> `;
    button.append(game.i18n?.localize(IMPORT_ACTION) ?? IMPORT_ACTION);
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void importScenario(foundryImportPorts());
    });
    const create = actions.querySelector(sceneDirectoryCreate);
    if (create === null) actions.append(button);
    else create.after(button);
  });
}

/** The browser's own file chooser, for one scenario file; null when the GM cancels it. */
function pickFile(): Promise<PickedFile | null> {
  return new Promise((resolve) => {
    const input = document.createElement("input");
    input.type = "file";
    input.accept = ".yml,.yaml,.json";
    input.addEventListener("change", () => {
      const file = input.files?.[0];
      if (file === undefined) resolve(null);
      else void file.text().then((text) => resolve({ name: file.name, text }));
    });
    // The `cancel` event of a file input: https://developer.mozilla.org/en-US/docs/Web/API/HTMLInputElement/cancel_event
    input.addEventListener("cancel", () => resolve(null));
    input.click();
  });
}

/**
 * Uploaded backgrounds go into the world's own folder, so the world carries them. FilePicker's
 * static `createDirectory(source, target)` and `upload(source, path, file, body, options)` are the
 * same on v13 and v14 (https://foundryvtt.com/api/v13/classes/foundry.applications.apps.FilePicker.html,
 * https://foundryvtt.com/api/v14/classes/foundry.applications.apps.FilePicker.html); creating a folder
 * that exists fails (EEXIST), which modules that upload generated files ignore the same way.
 */
function backgroundFolder(): string {
  return `worlds/${game.world?.id ?? ""}/${MODULE_ID}`;
}

async function upload(fileName: string, svg: string): Promise<void> {
  const picker = foundry.applications.apps.FilePicker.implementation;
  const folder = backgroundFolder();
  try {
    await picker.createDirectory("data", folder);
  } catch {
    // The folder is there from an earlier import.
  }
  await picker.upload("data", folder, new File([svg], fileName, { type: "image/svg+xml" }), {}, { notify: false });
}

/** Create options keeping the builder's ids, which tie tokens to actors and the scene to its journal (DatabaseCreateOperation, v13 and v14). */
const KEEP_IDS = { keepId: true, keepEmbeddedIds: true } as const;

/**
 * Each kind's document class and world collection. `createDocuments(data, operation)` and
 * `deleteDocuments(ids)` are static on every Document class (v13 and v14:
 * https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html). The builder writes plain
 * JSON, with numbers where the installed types brand Foundry's constants, hence `Reflect.apply`.
 */
function documentKind(type: ImportedType): { readonly cls: object; readonly has: (id: string) => boolean } {
  switch (type) {
    case "Folder":
      return { cls: Folder.implementation, has: (id) => game.folders?.has(id) ?? false };
    case "Actor":
      return { cls: Actor.implementation, has: (id) => game.actors?.has(id) ?? false };
    case "JournalEntry":
      return { cls: JournalEntry.implementation, has: (id) => game.journal?.has(id) ?? false };
    case "Scene":
      return { cls: Scene.implementation, has: (id) => game.scenes?.has(id) ?? false };
  }
}

async function call(
  cls: object,
  method: "createDocuments" | "deleteDocuments",
  args: readonly unknown[],
): Promise<void> {
  const fn: unknown = Reflect.get(cls, method);
  if (typeof fn !== "function") throw new Error(`${method} is missing`);
  const result: unknown = Reflect.apply(fn, cls, args);
  await result;
}

async function create(batch: ImportBatch): Promise<void> {
  await call(documentKind(batch.type).cls, "createDocuments", [[...batch.data], KEEP_IDS]);
}

async function remove(type: ImportedType, ids: readonly string[]): Promise<void> {
  await call(documentKind(type).cls, "deleteDocuments", [[...ids]]);
}

/** The import wired to Foundry. */
export function foundryImportPorts(): ImportPorts {
  return {
    pickFile,
    say: (key, data = {}) => format({ key, data }),
    readme: rulesetReadmeText,
    newId: () => foundry.utils.randomID(),
    backgroundSrc: (fileName) => `${backgroundFolder()}/${fileName}`,
    upload,
    create,
    exists: (type, id) => documentKind(type).has(id),
    remove,
    imported: (scenario, file) =>
      ui.notifications?.info(format({ key: "WARGAME.ScenarioIo.Imported", data: { name: scenario.name, file } })),
    // The scenario's own errors name the file and the path inside it; Foundry's are told with the file's name.
    failed: (error, file) => {
      if (error instanceof EngineError) {
        ui.notifications?.error(errorText(error));
        return;
      }
      console.error(error);
      ui.notifications?.error(
        format({
          key: "WARGAME.ScenarioIo.ImportFailed",
          data: { file, problem: error instanceof Error ? error.message : String(error) },
        }),
      );
    },
  };
}
