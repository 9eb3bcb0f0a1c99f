/**
 * The module's additions to Foundry's types that live in namespaces (its hooks, its queries). They
 * sit in a declaration file because only there does the lint allow namespace syntax; the rest is
 * in configuration.ts.
 */
import type { ApplyOutcome, ChangeSet, UndoOutcome, UndoRecord } from "./gm/change-set";
import type { GmUser } from "./gm/gm-sources";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  namespace Hooks {
    interface HookConfig {
      /** Before a change set's moves are applied (GM's client); returning false cancels them all. */
      "wargame-combat.preApplyMoves": (changes: ChangeSet, requester: GmUser) => boolean | void;
      /** After a change set was applied (GM's client), with what undoes it. */
      "wargame-combat.applyMoves": (changes: ChangeSet, undo: UndoRecord) => void;
    }
  }
}

declare global {
  namespace CONFIG {
    /** The GM's side of the module's v13 queries; every request is plain data, checked on arrival. */
    interface Queries {
      "wargame-combat.applyChanges": (data: unknown) => Promise<ApplyOutcome>;
      "wargame-combat.undoChanges": (data: unknown) => Promise<UndoOutcome>;
    }
  }
}
