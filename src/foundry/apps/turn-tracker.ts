import type { Board } from "@engine/board/types";
import type { JsonValue } from "@engine/rulesets/ruleset";
import type { TurnPlayer } from "@engine/rulesets/ruleset";
import type { Effect } from "@engine/session/effects";
import type { SessionStateBase, StepInput } from "@engine/session/types";
import { turnView, type TurnView } from "@view/turn-view";
import type { LocText } from "@view/view-types";
import { sceneBoard } from "../board/scene-board";
import { resultChanges } from "../combat/change-set-for";
import { combatError } from "../combat/combat-errors";
import { parseCombatRecord } from "../combat/combat-record";
import type { CombatScene } from "../combat/combat-scene";
import type { ApplyOutcome, ChangeSet } from "../gm/change-set";
import type { StartOutcome } from "../host/combat-host";
import type { HostedCombat } from "../host/hosted-state";
import { notifyError, notifyWarning } from "../localize";
import { sceneSideNames } from "../scenario-io/scene-scenario";
import { templatePath } from "../templates";
import { type SavedTurn, savedTurnJson } from "../turn/turn-state";
import { WargameApplication } from "./wargame-application";

/** What the tracker needs of the world: Foundry's in play (turn/foundry-turn-ports.ts), fakes in tests. */
export interface TurnPorts {
  /**
   * Starts an attack as a combat hosted by this client (the active GM's), as any user's request is
   * started: the host issues its id, asks each side's decisions of that side's user, rolls, applies
   * and posts the card. Resolves once the host stops walking it (applied, ended, or waiting for an
   * answer); an open combat of the same selection is that combat. `issued` hears a new combat's id
   * as soon as the host stored it.
   */
  startCombat(
    sceneId: string,
    selection: JsonValue,
    issued: (combatId: string) => Promise<void>,
  ): Promise<StartOutcome>;
  /** A hosted combat as the host stores it (its status; its whole log once applied). */
  hostedCombat(combatId: string): HostedCombat | undefined;
  /** Listens to the module's `resolveCombat` hook (its first argument, the combat record); returns what stops listening. */
  onResolved(listener: (combat: unknown) => void): () => void;
  /** Has the GM apply a change set that comes from no combat (the turn's end). */
  requestChanges(changes: ChangeSet): Promise<ApplyOutcome>;
  /** Posts a line to chat. */
  say(line: LocText): Promise<void>;
  /** A new turn: every unit on the scene moves afresh from where it stands (the GM's record of move starts). */
  movesAfresh(sceneId: string): Promise<void>;
  /** The turn this client stored (turn/turn-state.ts), unread; null when none, or when the world marks another turn in play or none (turn-copies.ts). */
  savedTurn(): unknown;
  /** Stores the turn in this client's own storage; null forgets it (the turn is over, or left). */
  saveTurn(turn: Readonly<Record<string, JsonValue>> | null): Promise<void>;
}

/** Where a stored turn stood: the board it started on, the answers it took, the attack being fought. */
export type TurnProgressSaved = Pick<SavedTurn, "board" | "log" | "attack">;

/** A turn as the tracker starts it: its name, the rule system's turn player, and the turn's selection. */
export interface TurnStart {
  readonly name: string;
  readonly player: TurnPlayer;
  readonly selection: JsonValue;
}

/**
 * The turn tracker (the active GM's, on the scene of a rule system with turn play): the turn's own
 * decisions (an order, the units to send, Decline) are answered here; each order's attack is a
 * combat hosted by this client as any user's combat is (src/foundry/README.md, "Combats are hosted
 * by the active GM's client"), and once the host has applied it (its stored status, or the
 * `resolveCombat` hook when it is applied later, after a question was answered) the attack's
 * log is fed to the turn, which goes on. At the end of the turn its own changes (the force-march
 * markers coming off, Rule 10.9) go to the GM as a change set, and chat says the turn is over.
 * As the sandbox's turn panel does (src/sandbox/state/turn-play.ts), on the shared turn-tracker template.
 */
export class TurnTracker extends WargameApplication<TurnView> {
  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["turn-tracker-window"],
    window: { title: "WARGAME.Turn.Title", icon: "fa-solid fa-flag" },
    position: { width: 420 },
    form: { handler: TurnTracker.#onSubmit, submitOnChange: false, closeOnSubmit: false },
  };

  static override PARTS = { tracker: { template: templatePath("apps/turn-tracker.hbs") } };

  readonly #scene: CombatScene;
  readonly #name: string;
  readonly #player: TurnPlayer;
  readonly #ports: TurnPorts;
  readonly #stopListening: () => void;
  /** The board the turn started on and its selection: the session replays from them and `#log`. */
  readonly #board: Board;
  readonly #selection: JsonValue;
  /** Every answer the session took, in order (its own decisions, each applied attack's log). */
  readonly #log: StepInput[] = [];
  #session: SessionStateBase;
  /** The hosted combat of the attack being fought. */
  #attack: string | null = null;
  /** The attack's selection while the host starts it (until its id is known). */
  #starting = false;
  #ended = false;
  #closed = false;

  /**
   * Starts the turn on the scene's board as it is now, or replays a stored one from the board it
   * started on and the answers it took (no die rolled: each roll's dice are in the log); throws the
   * rule system's EngineError for a bad selection or an answer the turn refuses.
   */
  constructor(scene: CombatScene, turn: TurnStart, ports: TurnPorts, saved: TurnProgressSaved | null = null) {
    super();
    this.#scene = scene;
    this.#name = turn.name;
    this.#player = turn.player;
    this.#ports = ports;
    this.#board = saved?.board ?? sceneBoard(scene);
    this.#selection = turn.selection;
    this.#session = turn.player.start(this.#board, turn.selection);
    for (const input of saved?.log ?? []) this.#advance(input);
    this.#attack = saved?.attack ?? null;
    this.#stopListening = ports.onResolved((combat) => void this.#resolved(combat));
  }

  /** Opens the tracker on a new turn, or on a stored one, taken up where it stood (`resume`). */
  static async open(
    scene: CombatScene,
    turn: TurnStart,
    ports: TurnPorts,
    saved: TurnProgressSaved | null = null,
  ): Promise<TurnTracker> {
    const tracker = new TurnTracker(scene, turn, ports, saved);
    await tracker.#save();
    await tracker.render({ force: true });
    if (saved !== null) await tracker.resume();
    return tracker;
  }

  /** Whether the turn is over and its end applied. */
  get ended(): boolean {
    return this.#ended;
  }

  /** Whether the tracker is still open (closing it leaves the turn, forgotten on this client too). */
  get showing(): boolean {
    return !this.#closed;
  }

  /**
   * Takes the turn up again: an attack the host applied meanwhile is fed to the turn; one still open
   * is shown again; one that ended unapplied (abandoned, refused) is started anew.
   */
  async resume(): Promise<void> {
    await this.#goOn(true);
  }

  protected override _prepareContext(): Promise<TurnView> {
    const progress = this.#player.progress(this.#session);
    // The GM answers the turn's own decisions for both sides.
    const viewer = { sides: [...progress.sides], referee: false };
    return Promise.resolve(
      turnView(this.#name, progress, this.#player.pending(this.#session), viewer, sceneSideNames(this.#scene)),
    );
  }

  protected override _onClose(options: Parameters<WargameApplication<TurnView>["_onClose"]>[0]): void {
    super._onClose(options);
    this.#closed = true;
    this.#stopListening();
    // Closing leaves the turn (a page reload closes nothing: the stored turn survives it).
    this.#ports.saveTurn(null).catch(notifyError);
  }

  /** Answers the turn's own decision (an order, the units, Decline); an answer the turn refuses changes nothing. */
  async decide(picks: readonly string[]): Promise<void> {
    const step = this.#player.pending(this.#session);
    try {
      // While an attack is on, its steps are answered in the combat dialog, not here.
      if (this.#player.progress(this.#session).combat !== null || step?.kind !== "decision")
        throw combatError("TurnFighting");
      this.#advance({ kind: "decision", step: step.id, picks });
      await this.#save();
    } catch (error) {
      notifyError(error);
      return;
    }
    await this.#goOn();
  }

  /**
   * Feeds the turn every attack the host has applied, starts the attack the turn waits for (once per
   * call: `again` starts one that is still open again, which the host shows anew), or ends the turn
   * once it is over; then shows where it stands.
   */
  async #goOn(again = false): Promise<void> {
    try {
      let started = false;
      // While the host starts an attack, its id is not known yet: the start itself goes on afterwards.
      while (!this.#starting) {
        const progress = this.#player.progress(this.#session);
        if (progress.combat === null) {
          if (progress.over && !this.#ended) await this.#end(progress.effects);
          break;
        }
        const attack = this.#attack === null ? undefined : this.#ports.hostedCombat(this.#attack);
        if (attack?.status === "applied") {
          this.#feed(attack);
          continue;
        }
        const waiting = attack !== undefined && attack.status !== "ended";
        if (started || (waiting && !again)) break;
        started = true;
        await this.#start(progress.combat.selection);
      }
      await this.#save();
    } catch (error) {
      notifyError(error);
    }
    await this.render();
  }

  /** Has the host start (or show again) the attack; its id, or the host's refusal shown. */
  async #start(selection: JsonValue): Promise<void> {
    this.#starting = true;
    try {
      const outcome = await this.#ports.startCombat(this.#scene.id ?? "", selection, async (combatId) => {
        this.#attack = combatId;
        await this.#save();
      });
      if (outcome.ok) this.#attack = outcome.combatId;
      else notifyWarning(outcome.error);
    } finally {
      this.#starting = false;
    }
  }

  /** The host applied the attack (a question answered after the start): the turn goes on. */
  async #resolved(combat: unknown): Promise<void> {
    try {
      if (this.#attack === null || parseCombatRecord(combat).combatId !== this.#attack) return;
    } catch (error) {
      notifyError(error);
      return;
    }
    await this.#goOn();
  }

  /** The applied attack's log, from the host's state, answers the turn's steps (prefixed by the order's number). */
  #feed(attack: HostedCombat): void {
    this.#attack = null;
    for (const entry of attack.log) {
      const step = this.#player.pending(this.#session);
      if (step === null || !step.id.endsWith(`/${entry.step}`))
        throw combatError("TurnStep", { got: entry.step, pending: step?.id ?? "" });
      this.#advance({ ...entry, step: step.id });
    }
  }

  /** The session takes an answer, and the log keeps it once taken. */
  #advance(input: StepInput): void {
    this.#session = this.#player.advance(this.#session, input);
    this.#log.push(input);
  }

  /** Stores where the turn stands on this client (forgotten once it is over and its end applied, or left). */
  async #save(): Promise<void> {
    if (this.#closed) return;
    await this.#ports.saveTurn(
      this.#ended
        ? null
        : savedTurnJson({
            sceneId: this.#scene.id ?? "",
            name: this.#name,
            board: this.#board,
            selection: this.#selection,
            log: this.#log,
            attack: this.#attack,
          }),
    );
  }

  /** The turn's own effects (the force-march markers off) as a change set for the GM, then the chat line. */
  async #end(effects: readonly Effect[]): Promise<void> {
    this.#ended = true;
    const board = sceneBoard(this.#scene);
    const changes = resultChanges(board, this.#scene, this.#scene.id ?? "", effects, { moves: [], events: [] });
    if (changes.edits.length > 0) {
      const outcome = await this.#ports.requestChanges(changes);
      if (!outcome.ok) {
        this.#ended = false;
        return;
      }
    }
    await this.#ports.movesAfresh(this.#scene.id ?? "");
    await this.#ports.say({ key: "WARGAME.Turn.Ended", data: { turn: this.#name } });
  }

  static async #onSubmit(this: TurnTracker, _event: Event | SubmitEvent, form: HTMLFormElement): Promise<void> {
    await this.decide(
      [...form.querySelectorAll<HTMLInputElement>('input[name="picks"]:checked')].map((input) => input.value),
    );
  }
}
