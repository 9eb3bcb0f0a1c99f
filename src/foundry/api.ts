import type { BoardIndex } from "../engine/board/board-index";
import type { Board } from "../engine/board/types";
import type { RetreatRequest } from "../engine/movement/grid/retreat";
import type { MovePlan } from "../engine/movement/move-plan";
import { hostRulesets } from "./rulesets";
import { boardEvents, type BoardListener } from "./board/board-events";
import { viewedBoard } from "./board/viewed-scene";
import { MODULE_ID } from "./constants";
import type { ApplyOutcome, ChangeSet, UndoOutcome, UndoRecord } from "./gm/change-set";
import { setChangeValidator, type ChangeValidator } from "./gm/change-validator";
import { requestChanges, requestUndo } from "./gm/request-changes";
import { statusIds } from "./statuses/status-effects";
import { viewedIndex } from "./canvas/viewed-board";
import type { IndexedScene } from "./canvas/viewed-index";
import { applyPlan, buildBoard, plan, planRetreat } from "./macros/macro-api";
import type { PlanKind, PlanRequests } from "./macros/planners";
import type { CombatRequest } from "./host/combat-request";
import { startHostedCombat } from "./host/foundry-host";

/** What other modules and macros reach as `game.modules.get("wargame-combat").api`. */
export interface WargameCombatApi {
  /** The module's version, from its manifest. */
  readonly version: string;
  /** The rule systems this version ships. */
  readonly rulesets: readonly string[];
  /** The unit statuses, shown on tokens as the status effects `wargame-combat-<status>`. */
  readonly statuses: readonly string[];
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
  /**
   * Asks the active GM's client to start a combat, which it then runs (each user's dialog shows it):
   * `{sceneId?, selection}` (the ruleset's selection; the viewed scene by default) or
   * `{sceneId, tokenId, contacts}` from a token. Resolves true when the combat started (on the GM's
   * client) or the request went out (on a player's), false when it cannot (the user is told why, e.g.
   * no GM connected).
   */
  readonly startCombat: (request: CombatRequest) => Promise<boolean>;
  /** The board snapshot of a scene (default the viewed one), or null when none is viewed. */
  readonly buildBoard: (scene?: IndexedScene | null) => Board | null;
  /**
   * A planner's move plan on a scene (default the viewed one), by name: grid "retreat",
   * "withdrawal", "return", "charge", "counter-charge"; gridless "fall-back", "recoil",
   * "suppression", "flee", "pursuit", "rally-forward", "breakthrough", "occupy". Moves nothing.
   */
  readonly plan: <K extends PlanKind>(kind: K, request: PlanRequests[K], scene?: IndexedScene | null) => MovePlan;
  /** A grid retreat's plan: `plan("retreat", request, scene)`. */
  readonly planRetreat: (request: RetreatRequest, scene?: IndexedScene | null) => MovePlan;
  /** Has the GM apply a plan (moves animated, statuses switched); players' requests go through the GM. */
  readonly applyPlan: (plan: MovePlan, scene?: IndexedScene | null) => Promise<ApplyOutcome>;
  /** The viewed scene's board index (contacts, zones of control, …), kept in step with its tokens; null when none. */
  readonly index: () => BoardIndex | null;
}

export function createApi(version: string): WargameCombatApi {
  return Object.freeze({
    version,
    rulesets: hostRulesets().ids,
    statuses: statusIds(),
    viewedBoard,
    onBoardChange: (listener: BoardListener) => boardEvents.subscribe(listener),
    requestChanges: (changes: ChangeSet) => requestChanges(changes),
    requestUndo: (record: UndoRecord) => requestUndo(record),
    setChangeValidator,
    startCombat: (request: CombatRequest) => startHostedCombat(request),
    buildBoard,
    plan,
    planRetreat,
    applyPlan,
    index: () => viewedIndex.current(),
  });
}

/** Publishes the API on the module's entry; called once, in `ready`. */
export function publishApi(): void {
  const module = game.modules?.get(MODULE_ID);
  if (!module) return;
  module.api = createApi(module.version);
}
