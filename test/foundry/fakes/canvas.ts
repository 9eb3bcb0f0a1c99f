/**
 * A fake of Foundry's canvas and its layers, behaving as the host relies on. Stub `FakeCanvasLayer`
 * as `foundry.canvas.layers.CanvasLayer` before the module's layer class is made.
 *
 * Modelled behaviour, with its sources (Foundry's code is not public; these are documented or
 * reported behaviours, never its text):
 * - A module adds a layer as an entry `{layerClass, group}` of `CONFIG.Canvas.layers`; each canvas
 *   group makes one instance of every entry of its group (v13/v14 API pages of the canvas groups,
 *   their protected `_createLayers`; Sequencer registers its layers so:
 *   fantasycalendar/FoundryVTT-Sequencer src/layers.js).
 *   The groups, and so the layer instances, are made once when the canvas is set up.
 * - Drawing a scene first tears down what the canvas shows, then draws every layer
 *   (foundryvtt.com/api/classes/foundry.canvas.Canvas.html, Version 13: `draw` and `tearDown`).
 * - `CanvasLayer#draw` awaits `_draw` (abstract), `tearDown` awaits `_tearDown`, then each fires
 *   its hook (foundryvtt/foundryvtt#7356); the base `_tearDown` takes the layer's children away and
 *   destroys them (CanvasLayer, v13 API: `tearDown` undoes what the layer drew, before the canvas is
 *   drawn again). The module's layer clears its own children as well, so it does not rest on that.
 */

/** A PIXI child as the fakes hold one. */
interface Child {
  destroy(): void;
}

/** `foundry.canvas.layers.CanvasLayer` (a PIXI.Container): children, drawn and torn down. */
export class FakeCanvasLayer {
  readonly children: Child[] = [];
  eventMode = "passive";

  addChild<T extends Child>(child: T): T {
    this.children.push(child);
    return child;
  }

  removeChildren(): Child[] {
    return this.children.splice(0);
  }

  async draw(): Promise<this> {
    await this._draw({});
    return this;
  }

  async tearDown(): Promise<this> {
    await this._tearDown({});
    return this;
  }

  protected _draw(_options: object): Promise<void> {
    return Promise.resolve();
  }

  protected _tearDown(_options: object): Promise<void> {
    for (const child of this.removeChildren()) child.destroy();
    return Promise.resolve();
  }
}

/** A layer entry of `CONFIG.Canvas.layers`. */
export interface FakeLayerEntry {
  readonly layerClass: new () => FakeCanvasLayer;
  readonly group: string;
}

/** `canvas`: the viewed scene, and the layers registered before it was set up. */
export class FakeCanvas<Scene extends { readonly id: string | null }> {
  scene: Scene | null = null;
  readonly layers = new Map<string, FakeCanvasLayer>();

  /** Sets the canvas up: one instance of each registered layer (Canvas groups' `_createLayers`). */
  constructor(registered: Readonly<Record<string, FakeLayerEntry>>) {
    for (const [name, entry] of Object.entries(registered)) this.layers.set(name, new entry.layerClass());
  }

  /** Views a scene: every layer torn down, then drawn for it. */
  async draw(scene: Scene | null): Promise<void> {
    for (const layer of this.layers.values()) await layer.tearDown();
    this.scene = scene;
    if (scene === null) return;
    for (const layer of this.layers.values()) await layer.draw();
  }
}
