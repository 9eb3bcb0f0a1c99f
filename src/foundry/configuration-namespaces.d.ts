/**
 * The module's additions to Foundry's types that live in namespaces (its hooks, its queries). They
 * sit in a declaration file because only there does the lint allow namespace syntax; the rest is
 * in configuration.ts.
 */
import type { Quench } from "@ethaks/fvtt-quench";
import type { MovePlan } from "../engine/movement/move-plan";
import type { JsonValue } from "../engine/rulesets/ruleset";
import type { DecideAnswer } from "./combat/decide-query";
import type { SceneControlsRecord } from "./canvas/canvas-sources";
import type { ApplyOutcome, ChangeSet, UndoOutcome, UndoRecord } from "./gm/change-set";
import type { GmUser } from "./gm/gm-sources";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Before a change set's moves are applied (GM's client); returning false cancels them all. */
      "wargame-combat.preApplyMoves": (changes: ChangeSet, requester: GmUser) => boolean | void;
      /** After a change set was applied (GM's client), with what undoes it. */
      "wargame-combat.applyMoves": (changes: ChangeSet, undo: UndoRecord) => void;
      /** Shows a plan's paths on this client's canvas when it views the scene (until cleared or replaced). */
      "wargame-combat.previewMoves": (plan: MovePlan, scene: { readonly id: string | null } | null) => void;
      /** Takes the previewed paths off the canvas. */
      "wargame-combat.clearPreview": () => void;
      /** Before a finished combat's changes are requested (the combat record, its change set); returning false cancels them. */
      "wargame-combat.preResolveCombat": (combat: JsonValue, changes: ChangeSet) => boolean | void;
      /** After a combat's changes were applied, with what undoes them. */
      "wargame-combat.resolveCombat": (combat: JsonValue, changes: ChangeSet, undo: UndoRecord) => void;
      /** Foundry v13's own hook, which the installed types lack: packages add scene controls and tools. */
      getSceneControlButtons: (controls: SceneControlsRecord) => void;
      /**
       * Foundry v13's own hook for the scene directory's context menu, which the installed types
       * lack: the menu's entries, to extend (hookEvents.getDocumentContextOptions).
       */
      getSceneContextOptions: (application: object, entries: unknown) => void;
      /** The Quench module is ready for test batches (live-tests/quench-batches.ts). */
      quenchReady: (quench: Quench) => void;
    }
  }
}

declare global {
  namespace CONFIG {
    namespace Canvas {
      /** The module's canvas layer of planned paths (canvas/plan-layer.ts), in the interface group. */
      interface Layers {
        wargameCombatPlan: { layerClass: typeof foundry.canvas.layers.CanvasLayer; group: "interface" };
      }
    }

    /** The GM's side of the module's v13 queries; every request is plain data, checked on arrival. */
    interface Queries {
      "wargame-combat.applyChanges": (data: unknown) => Promise<ApplyOutcome>;
      /** Asks this client's user for their side's decision in another user's combat. */
      "wargame-combat.decide": (data: unknown) => Promise<DecideAnswer>;
      "wargame-combat.undoChanges": (data: unknown) => Promise<UndoOutcome>;
      /** Has the GM's client roll a combat's step and post it (world setting `gmRollsEveryDie`); the faces. */
      "wargame-combat.roll": (data: unknown) => Promise<number[]>;
    }
  }
}
