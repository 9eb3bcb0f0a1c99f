import { MODULE_ID } from "../constants";

/**
 * The module's canvas features that run on Foundry's per-frame and per-event hooks, each guarded
 * on its own: the name is what the log calls it; the warning uses its localized name (FEATURE_NAMES).
 */
export type CanvasFeature =
  "boardSync" | "zones" | "planPreview" | "tokenCounters" | "stackFan" | "tokenHud" | "dragReach";

/** Each feature's name in the user's words (a localization key). */
const FEATURE_NAMES: Readonly<Record<CanvasFeature, string>> = {
  boardSync: "WARGAME.FailSoft.feature.boardSync",
  zones: "WARGAME.FailSoft.feature.zones",
  planPreview: "WARGAME.FailSoft.feature.planPreview",
  tokenCounters: "WARGAME.FailSoft.feature.tokenCounters",
  stackFan: "WARGAME.FailSoft.feature.stackFan",
  tokenHud: "WARGAME.FailSoft.feature.tokenHud",
  dragReach: "WARGAME.FailSoft.feature.dragReach",
};

/** What the guard needs of Foundry: the viewed scene, the console and the user's notifications. */
export interface FailSoftPorts {
  sceneId(): string | null;
  log(message: string, error: unknown): void;
  warn(feature: CanvasFeature): void;
}

/**
 * Fail soft: a handler that throws is not let through into Foundry (where a per-frame hook would
 * throw again every frame). Its feature is logged once, with the module's name, and turned off for
 * the scene it failed on; the other features and play go on. It comes back on at the next
 * `canvasReady` of another scene.
 */
export class FailSoft {
  /** Each feature turned off, with the scene it failed on. */
  readonly #off = new Map<CanvasFeature, string | null>();
  readonly #resetOn = new WeakSet<object>();

  constructor(private readonly ports: FailSoftPorts) {}

  /**
   * The handler, guarded as the feature. The first guard made for a `Hooks` object registers, before
   * any feature's own handler, the `canvasReady` listener that turns features back on, so a
   * feature's `canvasReady` handler already runs on the new scene.
   */
  guard<A extends unknown[]>(feature: CanvasFeature, handler: (...args: A) => void): (...args: A) => void {
    this.#listenForScenes();
    return (...args) => {
      if (this.#off.has(feature)) return;
      try {
        handler(...args);
      } catch (error) {
        this.#turnOff(feature, error);
      }
    };
  }

  /** Whether a feature is off (on this scene). */
  isOff(feature: CanvasFeature): boolean {
    return this.#off.has(feature);
  }

  #turnOff(feature: CanvasFeature, error: unknown): void {
    const scene = this.ports.sceneId();
    this.#off.set(feature, scene);
    this.ports.log(
      `${MODULE_ID} | ${feature} failed on scene ${scene ?? "(none)"} and is off until another scene is viewed`,
      error,
    );
    this.ports.warn(feature);
  }

  #listenForScenes(): void {
    if (typeof Hooks === "undefined" || this.#resetOn.has(Hooks)) return;
    this.#resetOn.add(Hooks);
    Hooks.on("canvasReady", () => {
      const scene = this.ports.sceneId();
      for (const [feature, failedOn] of this.#off) if (failedOn !== scene) this.#off.delete(feature);
    });
  }
}

/** The guard every hook file uses, wired to Foundry. */
export const failSoft = new FailSoft({
  sceneId: () => canvas?.scene?.id ?? null,
  log: (message, error) => console.error(message, error),
  warn: (feature) => {
    const name = game.i18n?.localize(FEATURE_NAMES[feature]) ?? feature;
    ui.notifications?.warn(game.i18n?.format("WARGAME.FailSoft.off", { feature: name }) ?? name);
  },
});
