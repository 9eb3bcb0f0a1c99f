import type { Board } from "@engine/board/types";
import { createBoardIndex } from "@engine/board/board-index";
import { EngineError } from "@engine/errors";
import type { MovePlan } from "@engine/movement/move-plan";
import type { RulesetId } from "@engine/rulesets/ids";
import { hostRulesets } from "../rulesets";
import type { AnyRuleset } from "@engine/rulesets/ruleset";
import type { CombatViewBuilder } from "@view/ruleset-view";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { advance } from "@engine/session/advance";
import type { Effect } from "@engine/session/effects";
import { selectionMisfit } from "@engine/session/selection-fits-board";
import type { DecisionStep, RollStep, SessionStateBase, Step } from "@engine/session/types";
import { namedText, type SideNames, sideName, wordsFor } from "@view/named-texts";
import type { CardView, CombatView, Viewer } from "@view/view-types";
import { callHook, type HookBus } from "../module-hooks";
import type { ApplyOutcome, ChangeSet, UndoRecord } from "../gm/change-set";
import type { GmUser } from "../gm/gm-ports";
import { type ErrorMessage, messageOf } from "../localize";
import { changeSetFor } from "./change-set-for";
import { sceneBoard } from "../board/scene-board";
import { combatError } from "./combat-errors";
import { type CombatRecord, recordJson } from "./combat-record";
import type { CombatScene } from "./combat-scene";
import { answersQuestion, DECIDE_QUERY, parseDecideAnswer, type DecideQuestion } from "./decide-query";
import { deciderFor, type Decider, type DeciderUser } from "./deciders";
import { participantsBySide } from "./participants";
import { parseRollAnswer, ROLL_QUERY, rollRequest } from "./roll-query";
import { sceneSideNames } from "../scenario-io/scene-scenario";

/** What a combat needs of the world beyond its scene: Foundry's in play (foundry-ports.ts), fakes in tests. */
export interface CombatPorts {
  readonly currentUser: GmUser;
  /** The users there are (connected or not). */
  users(): readonly DeciderUser[];
  /** Rolls a step's dice where the table sees them, marked as this combat's; one face per die. */
  rollDice(step: RollStep, combatId: string): Promise<readonly number[]>;
  /** A new combat's id (Foundry's `randomID`). */
  newCombatId(): string;
  /** Shows the planned moves before anything moves. */
  previewMoves(plan: MovePlan, scene: CombatScene): void;
  /** Takes the preview away. */
  clearPreview(): void;
  /** Has the GM apply the changes, which it re-derives from the combat record. */
  requestChanges(changes: ChangeSet, combat: JsonValue): Promise<ApplyOutcome>;
  /** Posts the combat's chat card, keeping its record and what undoes it. */
  postCard(card: CardView, record: CombatRecord, undo: UndoRecord): Promise<void>;
  readonly hooks: HookBus;
  /** How long another user has to answer a decision. */
  readonly decideTimeoutMs: number;
}

/** Where the combat stands for this client. */
export type FlowStatus =
  /** Waiting for this client: a decision of its own, a roll, or the result to apply. */
  | { readonly kind: "ready" }
  /** A decision, or a roll, is out with another user; `side` is the side's name. */
  | { readonly kind: "asking"; readonly side: string; readonly user: string; readonly what: "decision" | "roll" }
  /** The last question to another user failed; ask again, or cancel. */
  | { readonly kind: "failed"; readonly error: ErrorMessage }
  | { readonly kind: "applied"; readonly undo: UndoRecord }
  /** Over without changing the board (cancelled, refused, or the scene no longer fits the combat). */
  | { readonly kind: "ended"; readonly error: ErrorMessage };

/**
 * One combat, walked step by step on this client: its decisions and its rolls (this user's own, or
 * asked of the side's owner on their client: a die counts only when the rolling side's user or a GM
 * posted it, combat-validator.ts), then its result, requested of the GM with the record it comes from. The record (ruleset, scene, selection, log) is the whole truth; the board is the
 * scene's as the combat started.
 */
export class CombatFlow {
  readonly #scene: CombatScene;
  readonly #ruleset: AnyRuleset;
  readonly #view: CombatViewBuilder;
  readonly #board: Board;
  readonly #selection: JsonValue;
  readonly #ports: CombatPorts;
  readonly #participants: ReadonlyMap<string, readonly string[]>;
  readonly #combatId: string;
  readonly #sideNames: SideNames;
  #state: SessionStateBase;
  #status: FlowStatus = { kind: "ready" };

  /** The board the combat is fought on, as it stood when it started. */
  get board(): Board {
    return this.#board;
  }

  /** Starts a combat on the scene as it is now; throws an EngineError when the selection does not fit the board. */
  constructor(scene: CombatScene, rulesetId: RulesetId, selection: JsonValue, ports: CombatPorts) {
    this.#scene = scene;
    const entry = hostRulesets().entry(rulesetId);
    this.#ruleset = entry.ruleset;
    this.#view = entry.view;
    this.#board = sceneBoard(scene);
    this.#sideNames = sceneSideNames(scene);
    this.#selection = selection;
    this.#ports = ports;
    this.#combatId = ports.newCombatId();
    this.#state = this.#ruleset.start(this.#ruleset.setupFromBoard(this.#board, selection));
    this.#participants = participantsBySide(this.record, this.#board);
  }

  get record(): CombatRecord {
    return {
      combatId: this.#combatId,
      ruleset: this.#ruleset.id,
      sceneId: this.#scene.id ?? "",
      selection: this.#selection,
      log: this.#state.log,
    };
  }

  get status(): FlowStatus {
    return this.#status;
  }

  /** What the combat has done so far (losses, statuses, moves asked for), before anything is applied. */
  get effects(): readonly Effect[] {
    return this.#ruleset.effects(this.#state);
  }

  get pending(): Step<unknown> {
    return this.#ruleset.pending(this.#state);
  }

  /** The sides this client answers for now (its user's, or every unowned one for a GM). */
  get viewer(): Viewer {
    const sides = [...this.#participants.keys()].filter((side) => this.#decider(side).kind === "here");
    return { sides, referee: false };
  }

  view(viewer: Viewer = this.viewer, odds = true): CombatView {
    return this.#view({
      board: this.#board,
      selection: this.#selection,
      log: this.#state.log,
      viewer,
      odds,
      sideNames: this.#sideNames,
    });
  }

  /** Takes this user's decision; throws an EngineError (nothing changes) when the picks do not fit the step. */
  decide(picks: readonly string[]): void {
    const step = this.pending;
    // The session core refuses a decision when a roll is pending or the combat is over.
    this.#state = advance(this.#ruleset, this.#state, {
      kind: "decision",
      step: step.kind === "done" ? "done" : step.id,
      picks,
    });
  }

  /** Rolls the pending roll's dice on this client and feeds them to the session. */
  async roll(): Promise<void> {
    const step = this.pending;
    if (step.kind !== "roll") return;
    // The chat card's flavour is the roll's purpose, with the sides and terrain in words as the dialog has them.
    const dice = await this.#ports.rollDice(this.#named(step), this.#combatId);
    this.#state = advance(this.#ruleset, this.#state, { kind: "roll", step: step.id, dice });
  }

  /**
   * Goes on until this client has something to do: asks other users for their sides' decisions and
   * rolls (stopping, `failed`, when one does not answer), and once the combat is done previews its moves.
   */
  async proceed(): Promise<void> {
    for (let step = this.pending; step.kind !== "done"; step = this.pending) {
      const decider = step.kind === "decision" ? this.#decider(step.side) : this.#roller(step.side);
      if (decider.kind === "here") break;
      if (!(await (step.kind === "decision" ? this.#ask(step, decider) : this.#askRoll(step, decider)))) return;
    }
    this.#status = { kind: "ready" };
    if (this.pending.kind === "done") this.#preview();
  }

  /**
   * Applies the finished combat: re-derives its changes from the record on the scene as it is now,
   * lets the pre-hook cancel, has the GM apply them (the GM re-derives them too), posts the chat
   * card and calls the hook. Whatever goes wrong ends the combat with nothing changed.
   */
  async apply(): Promise<ApplyOutcome> {
    const record = this.record;
    try {
      const { changes, board } = changeSetFor(this.#scene, record);
      // Every unit the result changes must stand where it stood when the combat started.
      const changed = [
        ...changes.phases.flat().map((move) => move.tokenId),
        ...changes.edits.map((edit) => edit.tokenId),
      ];
      const misfit = selectionMisfit(createBoardIndex(board), this.#board, [...new Set(changed)], null);
      if (misfit !== null) return this.#end(misfit);
      /**
       * Fires before a finished combat's changes are requested (on the GM's client for a hosted combat).
       * Cancellable: called with `Hooks.call`.
       * @function wargame-combat.preResolveCombat
       * @memberof hookEvents
       * @param {object} combat The combat record as JSON: rule system, selection, log.
       * @param {ChangeSet} changes The moves and edits its result asks for.
       * @returns {boolean} `false` cancels: nothing is applied, and the combat ends as cancelled.
       */
      if (!callHook(this.#ports.hooks, "preResolveCombat", recordJson(record), changes))
        return this.#end(combatError("Cancelled"));
      const outcome = await this.#ports.requestChanges(changes, recordJson(record));
      if (!outcome.ok) {
        this.#status = { kind: "ended", error: outcome.error };
        return outcome;
      }
      this.#clearPreview();
      await this.#ports.postCard(
        { combat: this.view({ sides: [], referee: false }, false), undoable: true, undone: false },
        record,
        outcome.undo,
      );
      /**
       * Fires after a combat's changes were applied and its chat card posted.
       * Not cancellable: called with `Hooks.callAll`.
       * @function wargame-combat.resolveCombat
       * @memberof hookEvents
       * @param {object} combat The combat record as JSON.
       * @param {ChangeSet} changes The moves and edits applied.
       * @param {UndoRecord} undo What puts the scene back as it was.
       */
      callHook(this.#ports.hooks, "resolveCombat", recordJson(record), changes, outcome.undo);
      this.#status = { kind: "applied", undo: outcome.undo };
      return outcome;
    } catch (error) {
      if (error instanceof EngineError) return this.#end(error);
      throw error;
    }
  }

  /** Abandons the combat: nothing changes, the preview goes. */
  cancel(): void {
    this.#clearPreview();
    if (this.#status.kind !== "applied") this.#status = { kind: "ended", error: messageOf(combatError("Abandoned")) };
  }

  #decider(side: string): Decider {
    return deciderFor(side, this.#participants, this.#scene, this.#ports.users(), this.#ports.currentUser);
  }

  /** Who rolls a side's dice: its decider, except that a GM's client rolls here (a GM's dice always count). */
  #roller(side: string): Decider {
    return this.#ports.currentUser.isGM ? { kind: "here" } : this.#decider(side);
  }

  /** The roll step with its purpose in words (sides' names, terrain), as the chat card's flavour says it. */
  #named(step: RollStep): RollStep {
    return { ...step, purpose: namedText(step.purpose, wordsFor(this.#sideNames, this.#board.terrain.areas)) };
  }

  /** Has the side's user roll the step's dice on their client (which posts them); true when the faces were taken. */
  async #askRoll(step: RollStep, decider: Decider): Promise<boolean> {
    const side = sideName(this.#sideNames, step.side);
    if (decider.kind === "nobody") return this.#fail(combatError("NoDecider", { side }));
    if (decider.kind === "here") return true;
    const { user } = decider;
    this.#status = { kind: "asking", side, user: user.name, what: "roll" };
    try {
      const dice = parseRollAnswer(
        await user.query(ROLL_QUERY, rollRequest(this.#named(step), this.#combatId), {
          timeout: this.#ports.decideTimeoutMs,
        }),
      );
      this.#state = advance(this.#ruleset, this.#state, { kind: "roll", step: step.id, dice });
      return true;
    } catch (error) {
      return this.#failAsking(error, user.name, side);
    }
  }

  /** Asks the side's decider; true when the answer was taken. */
  async #ask(step: DecisionStep, decider: Decider): Promise<boolean> {
    const side = sideName(this.#sideNames, step.side);
    if (decider.kind === "nobody") return this.#fail(combatError("NoDecider", { side }));
    if (decider.kind === "here") return true;
    const { user } = decider;
    this.#status = { kind: "asking", side, user: user.name, what: "decision" };
    const view = this.view({ sides: [step.side], referee: false }, false);
    const request: Omit<DecideQuestion, "view"> & { view: CombatView } = {
      combatId: this.#combatId,
      side: step.side,
      stepId: step.id,
      view,
    };
    try {
      const answer = parseDecideAnswer(
        await user.query(DECIDE_QUERY, request, { timeout: this.#ports.decideTimeoutMs }),
      );
      if ("declined" in answer) return this.#fail(combatError("Declined", { user: user.name, side }));
      if (!answersQuestion(answer, request)) return this.#fail(combatError("NotAsked", { user: user.name }));
      this.decide(answer.picks);
      return true;
    } catch (error) {
      return this.#failAsking(error, user.name, side);
    }
  }

  /** A question to another user failed: their answer did not fit (an EngineError), or no answer came. */
  #failAsking(error: unknown, user: string, side: string): false {
    if (error instanceof EngineError) return this.#fail(error);
    const reason = error instanceof Error ? error.message : String(error);
    return this.#fail(combatError("NoAnswer", { user, side, reason }));
  }

  #fail(error: EngineError): false {
    this.#status = { kind: "failed", error: messageOf(error) };
    return false;
  }

  #end(error: EngineError): ApplyOutcome {
    this.#clearPreview();
    const message = messageOf(error);
    this.#status = { kind: "ended", error: message };
    return { ok: false, error: message };
  }

  #preview(): void {
    try {
      this.#ports.previewMoves(changeSetFor(this.#scene, this.record).plan, this.#scene);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      this.#end(error);
    }
  }

  #clearPreview(): void {
    this.#ports.clearPreview();
  }
}
