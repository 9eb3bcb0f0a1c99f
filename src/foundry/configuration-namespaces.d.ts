/**
 * The module's additions to Foundry's types that live in namespaces (its hooks, its queries). They
 * sit in a declaration file because only there does the lint allow namespace syntax; the rest is
 * in configuration.ts.
 */
import type { Quench } from "@ethaks/fvtt-quench";
import type { DecideAnswer } from "./combat/decide-query";
import type { SceneControlsRecord } from "./canvas/canvas-ports";
import type { ApplyOutcome, UndoOutcome } from "./gm/change-set";
import type { ModuleHookArgs } from "./module-hooks";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** The module's own hooks: names and arguments in module-hooks.ts. */
      "wargame-combat.preApplyMoves": (...args: ModuleHookArgs["preApplyMoves"]) => boolean | void;
      "wargame-combat.applyMoves": (...args: ModuleHookArgs["applyMoves"]) => void;
      "wargame-combat.previewMoves": (...args: ModuleHookArgs["previewMoves"]) => void;
      "wargame-combat.clearPreview": (...args: ModuleHookArgs["clearPreview"]) => void;
      "wargame-combat.preResolveCombat": (...args: ModuleHookArgs["preResolveCombat"]) => boolean | void;
      "wargame-combat.resolveCombat": (...args: ModuleHookArgs["resolveCombat"]) => void;
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
      /** The host asks this client's user to roll a step's dice (world setting `sidesRollOwnDice`); true once posted. */
      "wargame-combat.roll": (data: unknown) => Promise<boolean>;
      /** Asks a GM's client holding a sealed combat's part to hand it to the active GM's; true once taken. */
      "wargame-combat.handOverCombat": (data: unknown) => Promise<boolean>;
      /** Asks the GM a combat's state names as applying it whether its client is applying it now. */
      "wargame-combat.applyingCombat": (data: unknown) => Promise<boolean>;
      /** A GM's client keeps a sealed combat's part (handed over, or the host's copy) when its digest is the world's. */
      "wargame-combat.takeOverCombat": (data: unknown) => Promise<boolean>;
      /** A GM's client keeps a copy of the turn in play when its digest is the world's mark. */
      "wargame-combat.keepTurn": (data: unknown) => Promise<boolean>;
      /** The active GM's client sends every other connected GM its copies (asked on a GM's `ready`). */
      "wargame-combat.shareHostCopies": (data: unknown) => Promise<boolean>;
      /** The host shows this client's user their view of a combat, or a refusal. */
      "wargame-combat.view": (data: unknown) => Promise<boolean>;
    }
  }
}
