import type { Board } from "../engine/board/types";
import { RULESET_IDS } from "../engine/rulesets/ids";
import { boardEvents, type BoardListener } from "./board/board-events";
import { viewedBoard } from "./board/viewed-scene";
import { MODULE_ID } from "./constants";
import type { ApplyOutcome, ChangeSet, UndoOutcome, UndoRecord } from "./gm/change-set";
import { setChangeValidator, type ChangeValidator } from "./gm/change-validator";
import { requestChanges, requestUndo } from "./gm/request-changes";
import { STATUS_IDS } from "./statuses/status-effects";

/** What other modules and macros reach as `game.modules.get("wargame-combat").api`. */
export interface WargameCombatApi {
  /** The module's version, from its manifest. */
  readonly version: string;
  /** The rule systems this version ships. */
  readonly rulesets: typeof RULESET_IDS;
  /** The unit statuses, shown on tokens as the status effects `wargame-combat-<status>`. */
  readonly statuses: typeof STATUS_IDS;
  /** The board snapshot of the scene this client views, or null. */
  readonly viewedBoard: () => Board | null;
  /** Follows the viewed scene's board, one change at a time; returns what stops it. */
  readonly onBoardChange: (listener: BoardListener) => () => void;
  /** Has the GM apply a change set; resolves with its undo record or the refusal. */
  readonly requestChanges: (changes: ChangeSet) => Promise<ApplyOutcome>;
  /** Has the GM undo a change set from its record. */
  readonly requestUndo: (record: UndoRecord) => Promise<UndoOutcome>;
  /** Replaces the check the GM's client runs on every request. */
  readonly setChangeValidator: (validator: ChangeValidator) => void;
}

export function createApi(version: string): WargameCombatApi {
  return Object.freeze({
    version,
    rulesets: RULESET_IDS,
    statuses: STATUS_IDS,
    viewedBoard,
    onBoardChange: (listener: BoardListener) => boardEvents.subscribe(listener),
    requestChanges: (changes: ChangeSet) => requestChanges(changes),
    requestUndo: (record: UndoRecord) => requestUndo(record),
    setChangeValidator,
  });
}

/** Publishes the API on the module's entry; called once, in `ready`. */
export function publishApi(): void {
  const module = game.modules?.get(MODULE_ID);
  if (!module) return;
  module.api = createApi(module.version);
}
