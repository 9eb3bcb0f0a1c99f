/**
 * How Foundry's ContextMenu uses an entry a `get<Document>ContextOptions` hook added, per generation:
 * - v13: `name`, `icon`, `condition(li)` and `callback(li)` (API v13 hookEvents.getDocumentContextOptions,
 *   foundryvtt.com/api/v13/functions/hookEvents.getDocumentContextOptions.html);
 * - v14: `label`, `icon`, `visible(li)` and `onClick(event, li)`; the v13 names are deprecated there
 *   and warn (API v14 foundryvtt.com/api/v14/interfaces/foundry.ContextMenuEntry.html; project
 *   FOUNDRY-NOTES "v14"): modelled as a recorded deprecation.
 * The element is the clicked list item: a Scenes directory entry carries `data-entry-id`, a scene of
 * the navigation bar `data-scene-id` (both menus fire `getSceneContextOptions`; public scene
 * navigation modules render `li.scene` with `data-scene-id`, e.g. the Scene Navigation Folders code
 * in the code corpus).
 */
export class FakeContextMenu {
  readonly deprecations: string[] = [];

  constructor(readonly generation: 13 | 14) {}

  /** Whether the entry is shown for the item, as the running generation asks. */
  shown(entry: object, li: HTMLElement): boolean {
    const test = this.#field(entry, this.generation === 14 ? "visible" : "condition");
    return test === undefined ? true : Boolean(Reflect.apply(test, entry, [li]));
  }

  /** Clicks the entry on the item, as the running generation calls it. */
  click(entry: object, li: HTMLElement): void {
    if (this.generation === 14) {
      const onClick = this.#field(entry, "onClick");
      if (onClick !== undefined) Reflect.apply(onClick, entry, [new Event("click"), li]);
    } else {
      const callback = this.#field(entry, "callback");
      if (callback !== undefined) Reflect.apply(callback, entry, [li]);
    }
  }

  /** The entry's label as the menu shows it. */
  label(entry: object): unknown {
    return Reflect.get(entry, this.generation === 14 ? "label" : "name");
  }

  #field(entry: object, field: string): Parameters<typeof Reflect.apply>[0] | undefined {
    if (this.generation === 14)
      for (const old of ["name", "callback", "condition"]) {
        const warning = `ContextMenuEntry#${old} is deprecated: use label, onClick, visible`;
        if (old in entry && !this.deprecations.includes(warning)) this.deprecations.push(warning);
      }
    const value: unknown = Reflect.get(entry, field);
    return typeof value === "function" ? value : undefined;
  }
}
