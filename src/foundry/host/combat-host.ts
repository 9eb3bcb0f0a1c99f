import { selectionFromContact } from "@engine/rulesets/selection-from-contact";
import type { Board } from "@engine/board/types";
import type { MovePlan } from "@engine/movement/move-plan";
import { createBoardIndex } from "@engine/board/board-index";
import { EngineError } from "@engine/errors";
import type { AnyRuleset } from "@engine/rulesets/ruleset";
import { hostRulesets } from "../rulesets";
import { advance } from "@engine/session/advance";
import { checkRoll } from "@engine/session/dice";
import { replay } from "@engine/session/replay";
import { selectionMisfit } from "@engine/session/selection-fits-board";
import type { DecisionStep, RollStep, SessionStateBase, StepInput } from "@engine/session/types";
import { ownerOf } from "@engine/validation/field-errors";
import { readChoice, readId, readRecord } from "@engine/validation/read-fields";
import { checkJsonSize, readJsonRecord } from "@engine/validation/read-json";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { namedText, sideName, wordsFor } from "@view/named-texts";
import { type PendingMark, pendingMarks } from "@view/pending-marks";
import { mentionsOf, seenText, type UnseenUnit, withoutUnseen } from "@view/unseen-units";
import type { CombatView, LocText, Viewer } from "@view/view-types";
import { userSees } from "../board/board-units";
import { sceneBoard } from "../board/scene-board";
import { indexSettingsOf } from "../canvas/index-settings";
import { changeSetFor } from "../combat/change-set-for";
import { combatError } from "../combat/combat-errors";
import { type CombatRecord, recordJson } from "../combat/combat-record";
import type { CombatScene } from "../combat/combat-scene";
import {
  answersQuestion,
  DECIDE_QUERY,
  parseDecideAnswer,
  type DecideAnswer,
  type DecideQuestion,
} from "../combat/decide-query";
import { deciderFor } from "../combat/deciders";
import { participantsBySide, sidesOf } from "../combat/participants";
import type { ApplyOutcome, ChangeSet, Refusal, UndoOutcome, UndoRecord } from "../gm/change-set";
import type { GmUser } from "../gm/gm-ports";
import { requesterOf } from "../gm/request-checks";
import { hostError } from "../host-errors";
import { type ErrorMessage, messageOf } from "../localize";
import { callHook, type HookBus } from "../module-hooks";
import { sceneSideNames } from "../scenario-io/scene-scenario";
import { rulesetOfScene } from "../scene/scene-ruleset";
import { resolvedOptions, withOptions } from "../settings/ruleset-options";
import type { QueryUser } from "./active-gm";
import { readCombatRequest } from "./combat-request";
import {
  canonical,
  type CombatHead,
  type CombatStore,
  type HostedCombat,
  type HostedStatus,
  recordOf,
  type SecretStore,
  type WithheldCombat,
} from "./hosted-state";
import { ROLL_QUERY, type RollQuestion } from "./roll-question";

/** A roll message of a combat's step as the host reads it from chat: its server-reported author and its Foundry rolls. */
export interface RollPost {
  readonly id: string;
  readonly authorId: string;
  /** Each of `message.rolls`' formula: a flag alone is no roll. */
  readonly formulas: readonly string[];
  /** The active faces of every die of its rolls, in order. */
  readonly faces: readonly number[];
}

/** What the host shows a user: where a combat stands (a view built for them), or why their request was refused. */
export type HostNotice =
  | {
      readonly kind: "view";
      readonly combatId: string;
      readonly status: HostedStatus;
      /** Built for the user it is sent to; an applied combat's is its result before anything moved (a player's: the card's view). */
      readonly view: CombatView | Readonly<Record<string, JsonValue>>;
      /** A question out with a user, or the last one's failure (the GM may ask again). */
      readonly asking: LocText | null;
      readonly failed: ErrorMessage | null;
      /** What the combat will do to the units the user sees, for their counters (none once it is applied or over). */
      readonly pending: PendingNotice | null;
    }
  | { readonly kind: "refused"; readonly error: ErrorMessage };

/** A combat's pending marks (`pendingMarks`) on its scene. */
export interface PendingNotice {
  readonly sceneId: string;
  readonly marks: readonly PendingMark[];
}

/** What the host needs of Foundry (foundry-host.ts) or of the tests' fakes. */
export interface HostPorts {
  /** This client's user: the active GM. */
  readonly me: GmUser;
  /**
   * Whether this client is the active GM's now. It may stop being so mid-combat (a GM listed first
   * reconnects): the walk then stops at the next step and the new active GM goes on.
   */
  hosting(): boolean;
  users(): readonly QueryUser[];
  findScene(id: string): CombatScene | undefined;
  /** A fresh random id (Foundry's `randomID`): a combat's id never comes from a client. */
  newCombatId(): string;
  readonly store: CombatStore;
  readonly secrets: SecretStore;
  /** The world setting "each side rolls its own dice" (off: the GM's client rolls every die). */
  sidesRollOwnDice(): boolean;
  /** Rolls the step's formula as a Foundry Roll on this client and posts it, flagged with the combat and step. */
  postRoll(step: RollStep, combatId: string): Promise<void>;
  /** The chat messages flagged as this combat's roll of this step, in chat order. */
  rollPosts(combatId: string, stepId: string): readonly RollPost[];
  /** What undoes a change set, read from the scene before it is applied. */
  before(changes: ChangeSet): UndoRecord;
  /** Applies a change set as this GM (batched, animated moves; all or nothing). */
  apply(changes: ChangeSet): Promise<ApplyOutcome>;
  undo(record: UndoRecord): Promise<UndoOutcome>;
  /** Posts the combat's chat card; its message id. */
  postCard(card: HostCard): Promise<string>;
  rewriteCard(messageId: string, card: HostCard): Promise<void>;
  /** The author of a chat message as the server recorded it; undefined when there is no such message. */
  authorOf(messageId: string): GmUser | undefined;
  /**
   * Asks `host` (the GM whose client holds a sealed combat's part) to hand it to this client, the
   * active GM's; resolves once its client answered (the part, if handed, is then in the store).
   */
  handOver(host: QueryUser, combatId: string): Promise<void>;
  /**
   * Whether `gm`'s client is applying the combat now (asked of that client: a reloaded page applies
   * nothing); false when it does not answer.
   */
  stillApplying(gm: QueryUser, combatId: string): Promise<boolean>;
  /** Asks this GM for a decision of a side no connected player plays. */
  prompt(question: HostQuestion): Promise<readonly string[] | null>;
  /** Sends a user (this one included) what they may see; never waits for it. */
  show(userId: string, notice: HostNotice): void;
  readonly hooks: HookBus;
  /** How long a user has to answer a question. */
  readonly timeoutMs: number;
}

/** The combats this page is applying now, by its user and the combat (lost with the page: a reload applies nothing). */
const APPLYING = new Set<string>();

/** Whether this page, as `userId`, is applying the combat now: what another GM's client asks before leaving it alone. */
export function isApplying(userId: string, combatId: string): boolean {
  return APPLYING.has(`${userId} ${combatId}`);
}

/** A decision question as the host builds it (the view as it is typed; it travels as JSON). */
export type HostQuestion = Omit<DecideQuestion, "view"> & { readonly view: CombatView };

/** A chat card as the host posts it: the combat's public view, and whether Undo is offered. */
export interface HostCard {
  readonly combat: Readonly<Record<string, JsonValue>>;
  readonly undoable: boolean;
  readonly undone: boolean;
}

/** A started combat, or why not. */
export type StartOutcome = { readonly ok: true; readonly combatId: string } | Refusal;

/** A hosted combat replayed on its scene as it is now. */
interface Replayed {
  readonly scene: CombatScene;
  readonly ruleset: AnyRuleset;
  readonly board: Board;
  readonly state: SessionStateBase;
  /** The board's units on tokens hidden from players (`TokenDocument#hidden`): no player's view or public text names them. */
  readonly unseen: readonly UnseenUnit[];
}

const REQUEST = ownerOf("CombatRequest", "request", undefined);
const REQUEST_KINDS = ["start", "view", "ask", "cancel"] as const;

/**
 * The active GM's client runs every combat here (src/foundry/README.md, "Combats are hosted by the
 * active GM's client"): it takes requests with the user the server reported, issues the combat's id,
 * asks each decision of the deciding side's user alone, rolls (or checks the posted roll of a side's
 * user), keeps the state in a GM-owned document and the secrets on this client, applies the result
 * once, posts the card and undoes only its own cards from its own state.
 */
export class CombatHost {
  readonly #ports: HostPorts;
  /** Combats whose steps this client is walking now: each walks once at a time. */
  readonly #running = new Set<string>();
  /** Selections being started, by key: a second request for the same selection gets the same combat. */
  readonly #starting = new Map<string, Promise<StartOutcome>>();
  readonly #undoing = new Set<string>();
  /** Withheld combats being recovered: a second resume waits for the first rather than ending or carding it twice. */
  readonly #recovering = new Map<string, Promise<void>>();
  /** Why a combat stopped (a question not answered): shown until it is asked again. */
  readonly #failed = new Map<string, ErrorMessage>();
  readonly #asking = new Map<string, LocText>();

  constructor(ports: HostPorts) {
    this.#ports = ports;
  }

  /** The combat as stored, or undefined. */
  combat(combatId: string): HostedCombat | undefined {
    return this.#ports.store.all().find((combat) => combat.combatId === combatId);
  }

  /**
   * A user's request, `userId` as the server reported it (the request message's author): start a
   * combat, show one again, ask its question again (a GM; a player is shown it again), or cancel one
   * the user plays in. Anything refused is shown to that user.
   */
  async request(userId: string, data: unknown): Promise<void> {
    let outcome: StartOutcome | { readonly ok: true };
    try {
      checkJsonSize(data, REQUEST, "request");
      const fields = readRecord(data, REQUEST, "request");
      const kind = readChoice(fields["kind"], REQUEST_KINDS, REQUEST, "kind");
      if (kind === "start") outcome = await this.start(userId, fields["combat"]);
      else {
        const combatId = readId(fields["combatId"], REQUEST, "combatId");
        outcome =
          kind === "cancel"
            ? await this.cancel(userId, combatId)
            : kind === "ask" && this.#user(userId)?.isGM === true
              ? await this.askAgain(combatId)
              : this.showAgain(userId, combatId);
      }
    } catch (error) {
      outcome = refusal(error);
    }
    if (!outcome.ok) this.#ports.show(userId, { kind: "refused", error: outcome.error });
  }

  /**
   * Starts a combat for `userId`: the request's selection (or the contact selection of its token),
   * checked against the board and the rule system's caps before anything replays; a player must play
   * one of its sides. An open combat of the same selection is that combat, not a new one. `issued`
   * hears a new combat's id once it is stored, before anything is asked or rolled (the turn tracker
   * keeps it, so a reload in the middle of the attack finds it again).
   */
  async start(userId: string, input: unknown, issued?: (combatId: string) => Promise<void>): Promise<StartOutcome> {
    let key: string;
    let combat: HostedCombat;
    try {
      combat = this.#newCombat(userId, input);
      key = selectionKey(combat);
    } catch (error) {
      return refusal(error);
    }
    const open = this.#ports.store.all().find((other) => isOpen(other) && selectionKey(other) === key);
    if (open !== undefined) return this.showAgain(userId, open.combatId);
    const starting = this.#starting.get(key);
    if (starting !== undefined) return starting;
    const started = this.#begin(combat, issued);
    this.#starting.set(key, started);
    try {
      return await started;
    } finally {
      this.#starting.delete(key);
    }
  }

  /** Resumes every open combat from the stored state (this client became the active GM, or reloaded). */
  async resumeAll(): Promise<void> {
    await this.recoverWithheld();
    for (const combat of this.#ports.store.all())
      if (isOpen(combat) || needsCard(combat)) await this.resume(combat.combatId);
  }

  /**
   * Each open (or uncarded) sealed combat whose part is not on this client: handed over by its host
   * GM's client if connected, else ended (`#recover`). What follows (the turn tracker's attack) then
   * sees it whole or ended, never as a combat to start afresh while it is still open.
   */
  async recoverWithheld(): Promise<void> {
    for (const held of this.#ports.store.withheld())
      if ((isOpen(held) || needsCard(held)) && !(await this.#othersApply(held))) await this.#recover(held);
  }

  /**
   * A combat that names a unit hidden on the map, hosted by another GM's client, which holds its
   * sealed part (selection, log, undo record): that client, if connected, is asked to hand it over;
   * else this client cannot replay it. An open combat then ends unapplied (nothing of it had moved);
   * one that was being applied ends too, and the GM is told to check the board; an applied one
   * still gets its card (its view is public), without Undo here.
   */
  async #recover(held: WithheldCombat): Promise<void> {
    const running = this.#recovering.get(held.combatId);
    if (running !== undefined) return running;
    const recovery = this.#recoverOnce(held).finally(() => this.#recovering.delete(held.combatId));
    this.#recovering.set(held.combatId, recovery);
    return recovery;
  }

  async #recoverOnce(held: WithheldCombat): Promise<void> {
    if (await this.#handedOver(held)) return;
    const gm = this.#user(held.seal.host)?.name ?? held.seal.host;
    if (needsCard(held)) {
      const card = await this.#ports.postCard({ combat: held.view ?? {}, undoable: false, undone: false });
      await this.#ports.store.saveHead({ ...held, card });
      return;
    }
    const error = messageOf(
      combatError(held.status === "applying" ? "SealedAwayApplying" : "SealedAway", { combat: held.combatId, gm }),
    );
    await this.#ports.store.saveHead({ ...held, status: "ended" });
    this.#failed.set(held.combatId, error);
    for (const userId of new Set([held.requester, this.#ports.me.id ?? ""]))
      if (userId !== "") this.#ports.show(userId, { kind: "refused", error });
  }

  /** Whether a withheld combat's part is here now, asked of the GM whose client holds it when connected. */
  async #handedOver(held: WithheldCombat): Promise<boolean> {
    const host = this.#user(held.seal.host);
    if (host?.active === true && host.isGM && host.id !== this.#ports.me.id) {
      try {
        await this.#ports.handOver(host, held.combatId);
      } catch (error) {
        // Gone or slow: the combat cannot be replayed here (below).
        console.warn(error);
      }
    }
    return this.combat(held.combatId) !== undefined;
  }

  /** Goes on with a combat from where the stored state (and this client's secrets) leave it: the question is asked again. */
  async resume(combatId: string): Promise<void> {
    this.#failed.delete(combatId);
    await this.#run(combatId);
  }

  /**
   * The GM's "Ask again": the question of an open combat that went unanswered is asked anew (a new
   * query to the deciding side's user, or to the GM when nobody of that side is connected), and the
   * combat goes on from its answer. A question still out is not asked twice.
   */
  async askAgain(combatId: string): Promise<StartOutcome> {
    const combat = this.combat(combatId);
    if (combat === undefined || !isOpen(combat)) return refusal(combatError("AlreadyOver", { combat: combatId }));
    await this.resume(combatId);
    return { ok: true, combatId };
  }

  /** Shows a user where a combat stands (their dialog was closed, or they reconnected). */
  showAgain(userId: string, combatId: string): StartOutcome {
    const combat = this.combat(combatId);
    const held = this.#ports.store.withheld().find((candidate) => candidate.combatId === combatId);
    if (combat === undefined && held?.view != null) {
      // Another GM's client hosted it: its card's view is all this one holds.
      this.#ports.show(userId, {
        kind: "view",
        combatId,
        status: held.status,
        view: held.view,
        asking: null,
        failed: this.#failed.get(combatId) ?? null,
        pending: null,
      });
      return { ok: true, combatId };
    }
    if (combat === undefined) return refusal(combatError("UnknownCombat", { combat: combatId }));
    try {
      this.#showWhereItStands(combat, [userId]);
    } catch (error) {
      return refusal(error);
    }
    return { ok: true, combatId };
  }

  /** Ends an open combat unapplied, when a GM or a player of one of its sides asks. */
  async cancel(userId: string, combatId: string): Promise<StartOutcome> {
    const combat = this.combat(combatId);
    if (combat === undefined || combat.status !== "open")
      return refusal(combatError("AlreadyOver", { combat: combatId }));
    try {
      const user = requesterOf((id) => this.#user(id), userId);
      const replayed = this.#replay(combat);
      if (!user.isGM && sidesOf(user, replayed.scene, participantsBySide(combat, replayed.board)).length === 0)
        return refusal(combatError("NotYourCombat", { user: user.name }));
      await this.#end(combat, combatError("Abandoned"));
      return { ok: true, combatId };
    } catch (error) {
      return refusal(error);
    }
  }

  /**
   * Undoes a combat from its card: only a card a GM posted whose id this host's state holds for an
   * applied combat; the undo record is the state's (read back with the caps), never the message's.
   */
  async undoCard(cardId: string): Promise<UndoOutcome> {
    const held = this.#ports.store.withheld().find((candidate) => candidate.card === cardId);
    if (held !== undefined && !(await this.#handedOver(held)))
      return refusal(
        combatError("SealedAwayUndo", {
          combat: held.combatId,
          gm: this.#user(held.seal.host)?.name ?? held.seal.host,
        }),
      );
    const combat = this.#ports.store.all().find((candidate) => candidate.card === cardId);
    if (
      this.#ports.authorOf(cardId)?.isGM !== true ||
      combat === undefined ||
      combat.status !== "applied" ||
      combat.undo === null
    )
      return refusal(combatError("NotHostCard"));
    if (combat.undone || this.#undoing.has(cardId)) return refusal(combatError("Undone"));
    this.#undoing.add(cardId);
    try {
      const outcome = await this.#ports.undo(combat.undo);
      if (!outcome.ok) return outcome;
      await this.#ports.store.save({ ...combat, undone: true });
      await this.#ports.rewriteCard(cardId, { combat: combat.view ?? {}, undoable: false, undone: true });
      return outcome;
    } finally {
      this.#undoing.delete(cardId);
    }
  }

  #newCombat(userId: string, input: unknown): HostedCombat {
    const request = readCombatRequest(input);
    const requester = requesterOf((id) => this.#user(id), userId);
    if (request.sceneId === undefined) throw combatError("NoScene");
    const scene = this.#ports.findScene(request.sceneId);
    if (scene === undefined) throw hostError("SceneGone", { id: request.sceneId });
    const rulesetId = rulesetOfScene(scene);
    const { ruleset } = hostRulesets().entry(rulesetId);
    const board = sceneBoard(scene);
    if (request.selection === undefined) {
      // A combat from a token must still find it in contact with each enemy named (a stale HUD).
      // Nor name one the rule system never lets it attack (a Downed figure, a commander): a forged request.
      const misfit = selectionMisfit(
        createBoardIndex(board, indexSettingsOf(scene)),
        board,
        [],
        { attacker: request.tokenId ?? "", defenders: request.contacts ?? [] },
        ruleset,
      );
      if (misfit !== null) throw misfit;
    }
    const selection = withOptions(
      request.selection ??
        selectionFromContact(
          ruleset,
          board,
          { attackerId: request.tokenId ?? "", defenderIds: request.contacts ?? [] },
          request.answers,
        ),
      resolvedOptions(scene, rulesetId),
    );
    // The rule system reads the selection with its caps here, before anything replays it.
    const setup = ruleset.setupFromBoard(board, selection);
    const participants = new Map(ruleset.participants(setup).map((side) => [side.side, side.unitIds]));
    if (!requester.isGM && sidesOf(requester, scene, participants).length === 0)
      throw combatError("NotYourCombat", { user: requester.name });
    return {
      combatId: this.#ports.newCombatId(),
      ruleset: rulesetId,
      sceneId: request.sceneId,
      selection,
      log: [],
      requester: userId,
      status: "open",
      rolls: [],
      asked: [],
      view: null,
      card: null,
      undo: null,
      undone: false,
    };
  }

  async #begin(combat: HostedCombat, issued?: (combatId: string) => Promise<void>): Promise<StartOutcome> {
    await this.#ports.store.save(combat);
    await issued?.(combat.combatId);
    await this.#run(combat.combatId);
    return { ok: true, combatId: combat.combatId };
  }

  /** Walks the combat until a question is out unanswered, or it is applied or over. */
  async #run(combatId: string): Promise<void> {
    if (this.#running.has(combatId)) return;
    this.#running.add(combatId);
    try {
      for (;;) {
        const combat = this.combat(combatId);
        // Another connected GM's client is applying it: that client finishes it, card included.
        if (combat === undefined || !this.#ports.hosting() || (await this.#othersApply(combat))) return;
        if (needsCard(combat)) return await this.#postCard(combat);
        if (combat.status === "applying") {
          if (await this.#putBack(combat)) continue;
          return;
        }
        if (combat.status !== "open") return;
        if (!(await this.#step(combat))) return;
      }
    } catch (error) {
      const combat = this.combat(combatId);
      if (!(error instanceof EngineError) || combat === undefined) throw error;
      await this.#end(combat, error);
    } finally {
      this.#running.delete(combatId);
    }
  }

  /** One step: false when the combat waits (a question failed) or is over. */
  async #step(combat: HostedCombat): Promise<boolean> {
    const replayed = this.#replay(combat);
    const step = replayed.ruleset.pending(replayed.state);
    if (step.kind === "done") {
      await this.#apply(combat, replayed);
      return false;
    }
    const input =
      step.kind === "decision" ? await this.#decide(combat, replayed, step) : await this.#roll(combat, replayed, step);
    if (input === null) {
      this.#show(combat, replayed);
      return false;
    }
    // No longer the active GM's client (it went on while waiting): the new host asks or uses the roll.
    if (!this.#ports.hosting()) return false;
    const state = advance(replayed.ruleset, replayed.state, input);
    await this.#keep(this.combat(combat.combatId) ?? combat, replayed, state.log);
    return true;
  }

  /** Stores the log: the public part in the world, a secret pick whose round is not complete on this client only. */
  async #keep(combat: HostedCombat, replayed: Replayed, log: readonly StepInput[]): Promise<void> {
    const shown = publicLength(
      replayed.ruleset,
      replayed.ruleset.setupFromBoard(replayed.board, combat.selection),
      log,
    );
    await this.#ports.secrets.set(combat.combatId, log.slice(shown));
    if (shown !== combat.log.length) await this.#ports.store.save({ ...combat, log: log.slice(0, shown) });
  }

  async #decide(combat: HostedCombat, replayed: Replayed, step: DecisionStep): Promise<StepInput | null> {
    const side = sideName(sceneSideNames(replayed.scene), step.side);
    const decider = deciderFor(
      step.side,
      participantsBySide(combat, replayed.board),
      replayed.scene,
      this.#ports.users(),
      this.#ports.me,
    );
    if (decider.kind === "nobody") return this.#fail(combat, combatError("NoDecider", { side }));
    const full = this.#view(combat, replayed, { sides: [step.side], referee: false }, false);
    const seen = withoutUnseen(
      full,
      this.#unseenBy(decider.kind === "user" ? decider.user.id : this.#ports.me.id, replayed),
    );
    // A decision about a unit its player may not see is the GM's to make.
    const gmDecides = decider.kind === "here" || JSON.stringify(seen.step) !== JSON.stringify(full.step);
    const question: HostQuestion = {
      combatId: combat.combatId,
      sceneId: combat.sceneId,
      side: step.side,
      stepId: step.id,
      view: gmDecides ? full : seen,
    };
    let answer: DecideAnswer;
    const asked = gmDecides || decider.kind !== "user" ? null : decider.user;
    const user = asked?.name ?? this.#ports.me.name;
    // Everyone who takes part sees whom the combat waits for, the GM included.
    this.#asking.set(combat.combatId, { key: "WARGAME.Combat.Asking", data: { user, side } });
    this.#show(combat, replayed);
    try {
      if (asked === null) {
        const picks = await this.#ports.prompt(question);
        answer = picks === null ? { declined: true } : { ...refOf(question), picks };
      } else {
        answer = parseDecideAnswer(await asked.query(DECIDE_QUERY, question, { timeout: this.#ports.timeoutMs }));
      }
    } catch (error) {
      return this.#failAsking(combat, error, user, side);
    } finally {
      this.#asking.delete(combat.combatId);
    }
    if ("declined" in answer) return this.#fail(combat, combatError("Declined", { user, side }));
    // Only the answer to the question asked counts: another combat's, step's or side's is refused.
    if (!answersQuestion(answer, question)) return this.#fail(combat, combatError("NotAsked", { user }));
    const input: StepInput = { kind: "decision", step: step.id, picks: answer.picks };
    try {
      advance(replayed.ruleset, replayed.state, input);
    } catch (error) {
      if (error instanceof EngineError) return this.#fail(combat, error);
      throw error;
    }
    return input;
  }

  /**
   * A roll step's dice: the step's first accepted roll in chat if there is one (a resumed combat never
   * rolls twice); else this client rolls and posts it, or, when each side rolls its own dice and the
   * side's user is connected, that user is asked to and their posted roll is checked.
   */
  async #roll(combat: HostedCombat, replayed: Replayed, step: RollStep): Promise<StepInput | null> {
    const posted = this.#posted(combat, step);
    if (posted !== null) return this.#rolled(combat, step, posted);
    const named = this.#named(combat, replayed, step);
    const roller = this.#ports.sidesRollOwnDice()
      ? deciderFor(
          step.side,
          participantsBySide(combat, replayed.board),
          replayed.scene,
          this.#ports.users(),
          this.#ports.me,
        )
      : ({ kind: "here" } as const);
    if (roller.kind !== "user") await this.#ports.postRoll(named, combat.combatId);
    else {
      const { user } = roller;
      const asked = {
        ...combat,
        asked: [...combat.asked.filter((mark) => mark.step !== step.id), { step: step.id, id: user.id ?? "" }],
      };
      await this.#ports.store.save(asked);
      const question: RollQuestion = {
        combatId: combat.combatId,
        stepId: step.id,
        side: step.side,
        formula: step.dice,
        purpose: named.purpose,
      };
      const side = sideName(sceneSideNames(replayed.scene), step.side);
      this.#asking.set(combat.combatId, { key: "WARGAME.Combat.AskingRoll", data: { user: user.name, side } });
      this.#show(asked, replayed);
      try {
        await user.query(ROLL_QUERY, question, { timeout: this.#ports.timeoutMs });
      } catch (error) {
        // The roll may have been posted all the same (the answer was lost): chat decides, below.
        console.warn(error);
      } finally {
        this.#asking.delete(combat.combatId);
      }
    }
    const current = this.combat(combat.combatId) ?? combat;
    const rolled = this.#posted(current, step);
    if (rolled === null) {
      const user = roller.kind === "user" ? roller.user.name : this.#ports.me.name;
      return this.#fail(current, combatError("RollNotPosted", { user, dice: step.dice, step: step.id }));
    }
    return this.#rolled(current, step, rolled);
  }

  async #rolled(combat: HostedCombat, step: RollStep, posted: RollPost): Promise<StepInput> {
    if (!combat.rolls.some((mark) => mark.step === step.id))
      await this.#ports.store.save({ ...combat, rolls: [...combat.rolls, { step: step.id, id: posted.id }] });
    return { kind: "roll", step: step.id, dice: posted.faces };
  }

  /**
   * The step's roll: the first message flagged for this combat and step that a GM posted (or the user
   * asked to roll it) holding exactly one Foundry roll of exactly the step's formula, whose faces are
   * one per die within its faces (a modified client may post any roll data); null when none is.
   */
  #posted(combat: HostedCombat, step: RollStep): RollPost | null {
    const asked = combat.asked.find((mark) => mark.step === step.id)?.id;
    const allowed = (authorId: string): boolean => authorId === asked || this.#user(authorId)?.isGM === true;
    return (
      this.#ports
        .rollPosts(combat.combatId, step.id)
        .find(
          (post) =>
            allowed(post.authorId) &&
            post.formulas.length === 1 &&
            post.formulas[0] === step.dice &&
            fits(step, post.faces),
        ) ?? null
    );
  }

  /** Applies the finished combat once: the pre-hook may cancel; the state says `applying` before anything moves. */
  async #apply(combat: HostedCombat, replayed: Replayed): Promise<void> {
    const record = recordOf(combat, replayed.state.log);
    const { changes, plan } = changeSetFor(replayed.scene, record);
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
      return this.#end(combat, combatError("Cancelled"));
    // The result's view is built on the board the combat was fought on, before anything moves.
    const result = this.#view(combat, replayed, { sides: [], referee: false }, false);
    // What undoes it is stored before anything moves: a host that stops part-way puts it back and applies again.
    const applying: HostedCombat = {
      ...combat,
      log: record.log,
      status: "applying",
      applier: this.#ports.me.id ?? "",
      undo: this.#ports.before(changes),
      // Chat messages reach every client: the card's view leaves out every unit hidden from players.
      view: readJsonRecord(withoutUnseen(result, replayed.unseen), REQUEST, "view"),
    };
    // Another GM's client asks this page whether it is applying (`isApplying`) until it is done.
    const mark = `${this.#ports.me.id ?? ""} ${combat.combatId}`;
    APPLYING.add(mark);
    try {
      await this.#moveAndCard(combat, applying, record, { changes, plan }, replayed, result);
    } finally {
      APPLYING.delete(mark);
    }
  }

  /** The apply itself: the state marked, read back, the tokens moved, the card posted. */
  async #moveAndCard(
    combat: HostedCombat,
    applying: HostedCombat,
    record: CombatRecord,
    { changes, plan }: { changes: ChangeSet; plan: MovePlan },
    replayed: Replayed,
    result: CombatView,
  ): Promise<void> {
    await this.#ports.store.keepResult(combat.combatId, readJsonRecord(result, REQUEST, "view"));
    await this.#ports.store.save(applying);
    // Read back after the write (the world's value once the server took it): a claim of another GM's
    // client that landed since leaves the combat to that client, and nothing moves here.
    const claimed = this.combat(combat.combatId);
    if (claimed?.status !== "applying" || claimed.applier !== applying.applier) return;
    await this.#ports.secrets.set(combat.combatId, []);
    // The plan's statuses and removals (a blocked recoil's Downed) show on the counters while the moves are made.
    this.#show(applying, replayed, undefined, plan);
    /**
     * Fires on this client to show a plan's paths on its canvas until cleared or replaced.
     * Not cancellable: called with `Hooks.callAll`.
     * @function wargame-combat.previewMoves
     * @memberof hookEvents
     * @param {MovePlan} plan The moves and events to draw.
     * @param {{id: string|null}|null} scene The scene the plan is for: a client draws it only while viewing that scene.
     */
    callHook(this.#ports.hooks, "previewMoves", plan, replayed.scene);
    const outcome = await this.#ports.apply(changes);
    /**
     * Fires on this client to take the previewed paths off its canvas.
     * Not cancellable: called with `Hooks.callAll`.
     * @function wargame-combat.clearPreview
     * @memberof hookEvents
     */
    callHook(this.#ports.hooks, "clearPreview");
    if (!outcome.ok) return this.#end(applying, outcome.error);
    const applied: HostedCombat = { ...applying, status: "applied", undo: outcome.undo };
    await this.#ports.store.save(applied);
    await this.#postCard(applied);
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
  }

  /**
   * A combat the host stopped applying (a reload, a takeover): its tokens go back to where they were
   * before it, and it is applied again, once. False (ended) when they cannot be put back.
   */
  async #putBack(combat: HostedCombat): Promise<boolean> {
    const outcome =
      combat.undo === null
        ? { ok: false as const, error: messageOf(combatError("Interrupted", { combat: combat.combatId })) }
        : await this.#ports.undo(combat.undo);
    if (!outcome.ok) {
      await this.#end(combat, combatError("Interrupted", { combat: combat.combatId }));
      return false;
    }
    await this.#ports.store.save({ ...combat, status: "open", undo: null });
    return true;
  }

  async #postCard(combat: HostedCombat): Promise<void> {
    const card = { combat: combat.view ?? {}, undoable: true, undone: false };
    const posted = { ...withoutApplier(combat), card: await this.#ports.postCard(card) };
    await this.#ports.store.save(posted);
    this.#showEnded(posted);
  }

  async #end(combat: HostedCombat, error: EngineError | ErrorMessage): Promise<void> {
    const ended: HostedCombat = { ...withoutApplier(combat), status: "ended" };
    await this.#ports.store.save(ended);
    await this.#ports.secrets.set(combat.combatId, []);
    this.#failed.set(combat.combatId, error instanceof EngineError ? messageOf(error) : error);
    this.#showEnded(ended);
  }

  #fail(combat: HostedCombat, error: EngineError): null {
    this.#failed.set(combat.combatId, messageOf(error));
    return null;
  }

  #failAsking(combat: HostedCombat, error: unknown, user: string, side: string): null {
    if (error instanceof EngineError) return this.#fail(combat, error);
    const reason = error instanceof Error ? error.message : String(error);
    return this.#fail(combat, combatError("NoAnswer", { user, side, reason }));
  }

  #replay(combat: HostedCombat): Replayed {
    const scene = this.#ports.findScene(combat.sceneId);
    if (scene === undefined) throw hostError("SceneGone", { id: combat.sceneId });
    const { ruleset } = hostRulesets().entry(combat.ruleset);
    const board = sceneBoard(scene);
    const setup = ruleset.setupFromBoard(board, combat.selection);
    const known = replay(ruleset, setup, combat.log);
    const secret = this.#ports.secrets.get(combat.combatId);
    const unseen = unseenUnits(scene, board);
    try {
      const state = secret.reduce((state, input) => advance(ruleset, state, input), known);
      return { scene, ruleset, board, state, unseen };
    } catch (error) {
      // Secrets from before a reload that no longer fit: that pick is asked again.
      if (!(error instanceof EngineError)) throw error;
      return { scene, ruleset, board, state: known, unseen };
    }
  }

  #view(combat: HostedCombat, replayed: Replayed, viewer: Viewer, odds: boolean): CombatView {
    return hostRulesets()
      .entry(combat.ruleset)
      .view({
        board: replayed.board,
        selection: combat.selection,
        log: replayed.state.log,
        viewer,
        odds,
        sideNames: sceneSideNames(replayed.scene),
      });
  }

  /**
   * The roll step with its purpose in words (sides' names, terrain), as the chat card's flavour says
   * it: a public message, so a unit hidden from players is "an unseen unit" there, and a purpose whose
   * numbers count a side with such a unit in the combat says they are not shown.
   */
  #named(combat: HostedCombat, replayed: Replayed, step: RollStep): RollStep {
    const names = sceneSideNames(replayed.scene);
    const words = wordsFor(names, replayed.board.terrain.areas);
    const hidden = new Set(replayed.unseen.map((unit) => unit.id));
    const short = [...participantsBySide(combat, replayed.board)].flatMap(([side, ids]) =>
      ids.some((id) => hidden.has(id)) ? [{ side, name: sideName(names, side) }] : [],
    );
    return { ...step, purpose: seenText(namedText(step.purpose, words), mentionsOf(replayed.unseen), short) };
  }

  /** The units a user may not see: none for a GM; for anyone else (an unknown user too) those on hidden tokens. */
  #unseenBy(userId: string | null, replayed: Replayed): readonly UnseenUnit[] {
    return this.#user(userId ?? "")?.isGM === true ? [] : replayed.unseen;
  }

  /**
   * Sends each user who takes part (the requester, connected players of its sides, this GM) their own
   * view of the combat: built for that user, without the units hidden from them, to them alone.
   */
  #show(combat: HostedCombat, replayed: Replayed, only?: readonly string[], plan?: MovePlan): void {
    const failed = this.#failed.get(combat.combatId);
    const view = this.#view(combat, replayed, { sides: [], referee: false }, true);
    // What the effects so far (and the plan, once made) will do: the sandbox's marks, the same data.
    const marks = isOpen(combat) ? pendingMarks(replayed.board, replayed.ruleset.effects(replayed.state), plan) : null;
    for (const userId of only ?? this.#audience(combat, replayed)) {
      const unseen = this.#unseenBy(userId, replayed);
      const hidden = new Set(unseen.map((unit) => unit.id));
      this.#ports.show(userId, {
        kind: "view",
        combatId: combat.combatId,
        status: combat.status,
        view: withoutUnseen(view, unseen),
        asking: this.#asking.get(combat.combatId) ?? null,
        failed: failed ?? null,
        pending:
          marks === null ? null : { sceneId: combat.sceneId, marks: marks.filter((mark) => !hidden.has(mark.unitId)) },
      });
    }
  }

  #showEnded(combat: HostedCombat): void {
    try {
      this.#showWhereItStands(combat);
    } catch (error) {
      // The scene is gone: the requester is told why, without a view.
      if (!(error instanceof EngineError)) throw error;
      const failed = this.#failed.get(combat.combatId) ?? messageOf(error);
      this.#ports.show(combat.requester, { kind: "refused", error: failed });
    }
  }

  /**
   * Shows a combat to `only` (default: everyone who takes part). An applied one is shown as its
   * result was before anything moved (a replay on the board it moved would plan its moves again):
   * to a GM the whole result when this client kept it, else, and to players, the card's view.
   */
  #showWhereItStands(combat: HostedCombat, only?: readonly string[]): void {
    const { view } = combat;
    if (combat.status !== "applied" || view === null) {
      this.#show(combat, this.#replay(combat), only);
      return;
    }
    let replayed: Replayed | null = null;
    try {
      replayed = only === undefined ? this.#replay(combat) : null;
    } catch (error) {
      // Its units left the board: the requester and this GM are told.
      if (!(error instanceof EngineError)) throw error;
    }
    const result = this.#ports.store.result(combat.combatId);
    for (const userId of only ?? this.#audience(combat, replayed)) {
      const gm = this.#user(userId)?.isGM === true;
      this.#ports.show(userId, {
        kind: "view",
        combatId: combat.combatId,
        status: combat.status,
        view: gm && result !== null ? result : view,
        asking: null,
        failed: null,
        pending: null,
      });
    }
  }

  /** The requester, this GM, and the connected players of its sides (known only while it replays: `replayed`). */
  #audience(combat: HostedCombat, replayed: Replayed | null): string[] {
    const participants = replayed && participantsBySide(combat, replayed.board);
    const players =
      replayed === null || participants === null
        ? []
        : this.#ports
            .users()
            .filter((user) => user.active && !user.isGM && sidesOf(user, replayed.scene, participants).length > 0);
    return [...new Set([combat.requester, this.#ports.me.id ?? "", ...players.map((user) => user.id ?? "")])].filter(
      (id) => id !== "",
    );
  }

  /**
   * Whether another GM's client is applying the combat (or posting its card) now: the GM the state
   * names is connected and its client says so. One that left or reloaded mid-apply is not: the
   * tokens are put back and the combat applied again here (`#putBack`).
   */
  async #othersApply(combat: CombatHead): Promise<boolean> {
    const applier = combat.applier === undefined ? undefined : this.#user(combat.applier);
    if (applier === undefined || applier.id === this.#ports.me.id || !applier.active || !applier.isGM) return false;
    return this.#ports.stillApplying(applier, combat.combatId);
  }

  #user(id: string): QueryUser | undefined {
    return this.#ports.users().find((user) => user.id === id);
  }
}

/** Whether the faces are a roll of the step's dice (one per die, each a face of it). */
function fits(step: RollStep, faces: readonly number[]): boolean {
  try {
    checkRoll(step, faces);
    return true;
  } catch (error) {
    if (error instanceof EngineError) return false;
    throw error;
  }
}

/**
 * The units players may not see (board-units.ts decides what a player sees): the board's units on
 * hidden tokens, and every other hidden token (off the board now: removed, or mid-move) by its id and name.
 */
export function unseenUnits(scene: CombatScene, board: Board): UnseenUnit[] {
  const seen = userSees(false);
  const units = board.units.flatMap((unit) => {
    const token = scene.tokens.get(unit.id);
    return token !== undefined && !seen(token) ? [{ id: unit.id, name: unit.name }] : [];
  });
  const others = [...scene.tokens].flatMap((token) =>
    token.id === null || seen(token) || units.some((unit) => unit.id === token.id)
      ? []
      : [{ id: token.id, name: token.name }],
  );
  return [...units, ...others];
}

/** The combat with no applier named: its card is posted, or it ended. */
function withoutApplier({ applier: _applier, ...rest }: HostedCombat): HostedCombat {
  return rest;
}

function isOpen(combat: CombatHead): boolean {
  return combat.status === "open" || combat.status === "applying";
}

/** An applied combat whose card was not posted (the host stopped in between). */
function needsCard(combat: CombatHead): boolean {
  return combat.status === "applied" && combat.card === null;
}

function refOf(question: HostQuestion): { combatId: string; stepId: string; side: string } {
  return { combatId: question.combatId, stepId: question.stepId, side: question.side };
}

/** The scene and the selection, as canonical JSON: one open combat per selection. */
function selectionKey(combat: HostedCombat): string {
  return `${combat.sceneId} ${canonical(combat.selection)}`;
}

/**
 * How much of a log every player may know: all of it but a secret round's picks while the round is
 * not complete (the pending step is a secret decision with a side's pick sealed).
 */
export function publicLength(ruleset: AnyRuleset, setup: unknown, log: readonly StepInput[]): number {
  let state = ruleset.start(setup);
  let shown = 0;
  log.forEach((input, index) => {
    state = advance(ruleset, state, input);
    const pending = ruleset.pending(state);
    if (!(pending.kind === "decision" && pending.secret && pending.sealed.length > 0)) shown = index + 1;
  });
  return shown;
}

function refusal(error: unknown): Refusal {
  if (error instanceof EngineError) return { ok: false, error: messageOf(error) };
  throw error;
}
