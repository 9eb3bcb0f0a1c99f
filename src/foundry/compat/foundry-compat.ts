import type { JsonValue } from "@engine/rulesets/ruleset";
import type { FlagChanges } from "../gm/gm-ports";
import type { TokenMover } from "../movement/token-mover";
import type { SceneData } from "../scenario-documents/foundry-documents";

/** A scene's data as `Scene.createDocuments` is given it on the running generation. */
export type SceneCreateData = Readonly<Record<string, unknown>> & { readonly _id: string };

/** A scene level as the host reads and writes it (v14 Scene Levels). */
export interface SceneLevel {
  readonly id: string;
  readonly name: string;
}

/**
 * A context-menu entry as the module builds it, free of either generation's field names: its label
 * (a localization key, also how a second hook call finds it there), its icon, whether it is shown,
 * and what a click on a list item does.
 */
export interface MenuEntry {
  readonly label: string;
  readonly icon: string;
  readonly visible: () => boolean;
  readonly run: (li: HTMLElement) => void;
}

/** Where the host adds its controls to Foundry's own markup (CSS selectors). */
export interface UiSelectors {
  /** The Scenes directory's header buttons, where "Import scenario" goes. */
  readonly sceneDirectoryActions: string;
  /** The directory's "Create Scene" button, which "Import scenario" follows. */
  readonly sceneDirectoryCreate: string;
  /** The scene configuration's grid tab, where the rule system field goes. */
  readonly sceneConfigGridTab: string;
}

/**
 * Everything the host does differently on Foundry v13 and v14, behind one interface: one
 * implementation per generation (`v13-compat.ts`, `v14-compat.ts`), chosen by `game.release.generation`
 * in `choose-compat.ts`. No other host file asks which version runs (a test fails if one does).
 * What changed in v14 and where the host meets it is listed in `src/foundry/README.md`.
 */
export interface FoundryCompat {
  readonly generation: 13 | 14;
  /** How moves reach Foundry and when they count as done. */
  readonly tokenMover: TokenMover;
  /**
   * The module's flags as an update writes them, from values by key: undefined removes a flag, an
   * object replaces the one there whole (a plain key would merge, keeping keys the new value lacks),
   * anything else is written as it is.
   */
  flagChanges(values: ReadonlyMap<string, JsonValue | undefined>): FlagChanges;
  /**
   * Whether a token placeable is the preview Foundry draws while the token is dragged (a clone,
   * destroyed at the drop or cancel), from what `refreshToken` and `destroyToken` pass.
   */
  isDragPreview(token: object): boolean;
  /** The id of the scene level a token stands on; none where the scene (or Foundry) has no levels. */
  tokenLevel(token: object): string | undefined;
  /** The level ids a wall or region acts on; none = every level (always so on v13). */
  placeableLevels(placeable: object): readonly string[] | undefined;
  /**
   * The point a region's rectangle shape turns about: its centre (v13), or its `x, y` (v14, which
   * changed the pivot and added `anchorX`/`anchorY`: foundryvtt/foundryvtt#13298).
   */
  readonly rectanglePivot: "centre" | "origin";
  /** The entry with the running generation's field names only (v14 warns on v13's). */
  contextMenuEntry(entry: MenuEntry): object;
  /**
   * Where the host's controls go in Foundry's markup; where a selector finds nothing the host falls
   * back to a place that is always there (the directory's header, the end of the form).
   */
  readonly selectors: UiSelectors;
  /** Whether a context menu's entry (of either generation) is the one labelled so. */
  isMenuEntry(entry: unknown, label: string): boolean;
  /** The scene's levels, in their order; none on v13. */
  sceneLevels(scene: object): readonly SceneLevel[] | undefined;
  /**
   * A scene's creation data as this generation stores it: v13 keeps the map in `background` and has
   * no levels (their fields are dropped); v14 keeps the map on the scene's Level documents
   * (`levels[].background`; `Scene#background` is a deprecated proxy that create does not persist,
   * foundryvtt/foundryvtt#13750).
   */
  sceneCreateData(scene: SceneData): SceneCreateData;
  /** Where a scene's map is drawn from: v13's `background.src`; v14's initial level's `background.src`. */
  sceneMap(scene: object): string | undefined;
}
