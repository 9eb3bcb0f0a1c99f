import type { MovePlan } from "../engine/movement/move-plan";
import type { JsonValue } from "../engine/rulesets/ruleset";
import { MODULE_ID } from "./constants";
import type { ChangeSet, UndoRecord } from "./gm/change-set";
import type { GmUser } from "./gm/gm-ports";

/**
 * The module's own hooks, each with what it passes; other modules listen with
 * `Hooks.on("wargame-combat.<name>", …)` (typed in configuration-namespaces.d.ts from this table).
 * Each call site carries the hook's documentation, as dnd5e does (`@function wargame-combat.<name>`,
 * its arguments, and whether it can be cancelled); test/foundry/module-hooks.test.ts holds them to this table.
 */
export interface ModuleHookArgs {
  /** Before a finished combat's changes are requested (the combat record, its change set); returning false cancels them. */
  readonly preResolveCombat: [combat: JsonValue, changes: ChangeSet];
  /** After a combat's changes were applied, with what undoes them. */
  readonly resolveCombat: [combat: JsonValue, changes: ChangeSet, undo: UndoRecord];
  /** Before a change set's moves are applied (GM's client); returning false cancels them all. */
  readonly preApplyMoves: [changes: ChangeSet, requester: GmUser];
  /** After a change set was applied (GM's client), with what undoes it. */
  readonly applyMoves: [changes: ChangeSet, undo: UndoRecord];
  /** Shows a plan's paths on this client's canvas when it views the scene (until cleared or replaced). */
  readonly previewMoves: [plan: MovePlan, scene: { readonly id: string | null } | null];
  /** Takes the previewed paths off the canvas. */
  readonly clearPreview: [];
}

export type ModuleHookName = keyof ModuleHookArgs;

/** Hooks a listener may cancel by returning false: called with Foundry's `Hooks.call`, the rest with `callAll`. */
export const CANCELLABLE: Readonly<Record<ModuleHookName, boolean>> = {
  preResolveCombat: true,
  resolveCombat: false,
  preApplyMoves: true,
  applyMoves: false,
  previewMoves: false,
  clearPreview: false,
};

/** The hook's full name, as listeners write it. */
export function moduleHook<N extends ModuleHookName>(name: N): `${typeof MODULE_ID}.${N}` {
  return `${MODULE_ID}.${name}`;
}

/** What of Foundry's `Hooks` the module calls (Foundry's own fits; tests pass a recorder). */
export interface HookBus {
  call(hook: string, ...args: unknown[]): boolean;
  callAll(hook: string, ...args: unknown[]): boolean;
}

/** Calls one of the module's hooks; false when a listener cancelled a cancellable one. */
export function callHook<N extends ModuleHookName>(bus: HookBus, name: N, ...args: ModuleHookArgs[N]): boolean {
  return CANCELLABLE[name] ? bus.call(moduleHook(name), ...args) : bus.callAll(moduleHook(name), ...args);
}
