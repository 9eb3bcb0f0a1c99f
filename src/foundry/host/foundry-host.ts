import { EngineError } from "@engine/errors";
import type { JsonValue } from "@engine/rulesets/ruleset";
import type { StepInput } from "@engine/session/types";
import { isRecord } from "@engine/validation/read-fields";
import { readItems } from "@engine/validation/read-fields";
import { ownerOf } from "@engine/validation/field-errors";
import { DecisionPrompt } from "../apps/decision-prompt";
import { HostedCombatDialog } from "../apps/hosted-combat-dialog";
import { combatError } from "../combat/combat-errors";
import { answerDecide, DECIDE_QUERY, parseDecideRequest } from "../combat/decide-query";
import { rollStepDice } from "../combat/foundry-dice";
import { MODULE_ID } from "../constants";
import { applyChanges, undoChanges } from "../gm/apply-changes";
import { recordBefore } from "../gm/undo-record";
import { foundryEnvironment } from "../gm/gm-queries";
import { hostError } from "../host-errors";
import { messageOf, notifyError, notifyWarning } from "../localize";
import { templatePath } from "../templates";
import { activeGm, isActiveGm, type QueryUser } from "./active-gm";
import { otherGms, sendToGms } from "./gm-copies";
import {
  CombatHost,
  isApplying,
  type HostCard,
  type HostNotice,
  type HostPorts,
  type RollPost,
  unseenUnits,
} from "./combat-host";
import { type CombatRequest, readCombatRequest } from "./combat-request";
import {
  type CombatStore,
  digestOf,
  headJson,
  type HostedCombat,
  hostedJson,
  namesHidden,
  parseWorldCombat,
  sealedPartOf,
  type SecretStore,
  takesHidden,
  unsealed,
  type WithheldCombat,
  type WorldCombat,
} from "./hosted-state";
import { parseRollQuestion, ROLL_FLAG, ROLL_QUERY } from "./roll-question";
import { parseHostNotice, type ShownNotice, VIEW_QUERY } from "./host-notice";
import { readInput } from "../combat/combat-record";
import { sceneBoard } from "../board/scene-board";
import type { CombatScene } from "../combat/combat-scene";
import { mentionsOf } from "@view/unseen-units";
import { readId, readRecord } from "@engine/validation/read-fields";
import { readJsonRecord } from "@engine/validation/read-json";
import type { PendingMark } from "@view/pending-marks";
import { viewedCounters } from "../canvas/viewed-counters";

/** The world setting of hosted combats (only a GM may write a world setting). */
export const HOSTED_SETTING = "hostedCombats";
/** The host client's own storage of secret picks (a client setting: this browser's storage). */
export const SECRETS_SETTING = "hostSecrets";
/**
 * What the host GM's client keeps of its combats beside the world's record (a client setting: this
 * browser's storage): each sealed combat's part, and each applied combat's whole result for the GM's dialog.
 */
export const HOST_PARTS_SETTING = "hostCombatParts";
/** Asked of the GM whose client holds a sealed combat's part: hand it to the active GM. */
export const HAND_OVER_QUERY = `${MODULE_ID}.handOverCombat` as const;

/** Asked of the GM a combat's state names as applying it: is its client applying it now? */
export const APPLYING_QUERY = `${MODULE_ID}.applyingCombat` as const;
/**
 * A sealed combat's part sent to a GM's client: handed over to the active GM, or a copy the host
 * sends every other connected GM each time it changes (kept only when its digest is the world's).
 */
export const TAKE_OVER_QUERY = `${MODULE_ID}.takeOverCombat` as const;
/** The world setting that lets each side roll its own dice. */
export const OWN_DICE_SETTING = "sidesRollOwnDice";
/** The chat message flag of a player's request to the host. */
export const HOST_REQUEST_FLAG = "hostRequest";

/** Finished combats kept for their cards' Undo (open ones are always kept). */
const KEEP_FINISHED = 50;
/** How long a user has to answer the host's question before the GM may ask again. */
const QUESTION_TIMEOUT_MS = 300_000;
/** How long the host waits for a client to take a view. */
const VIEW_TIMEOUT_MS = 10_000;

const CARD_TEMPLATE = "chat/combat-card.hbs";

/**
 * Registers the host's settings: the world's hosted combats (hidden; a world setting because only a
 * GM may write one, and it outlives any scene a card's Undo still needs), this client's secrets
 * (hidden, client scope: kept in this browser only), and the world option "each side rolls its own dice".
 */
export function registerHostSettings(): void {
  game.settings.register(MODULE_ID, HOSTED_SETTING, { scope: "world", config: false, type: Object, default: {} });
  game.settings.register(MODULE_ID, SECRETS_SETTING, { scope: "client", config: false, type: Object, default: {} });
  game.settings.register(MODULE_ID, HOST_PARTS_SETTING, { scope: "client", config: false, type: Object, default: {} });
  game.settings.register(MODULE_ID, OWN_DICE_SETTING, {
    name: "WARGAME.Settings.sidesRollOwnDice.name",
    hint: "WARGAME.Settings.sidesRollOwnDice.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
}

let current: { readonly user: User | null; readonly host: CombatHost } | null = null;

/** This client's host (made for the user it runs as, `game.user`); only the active GM's client uses it. */
export function combatHost(): CombatHost {
  const user = game.user ?? null;
  if (current === null || current.user !== user) current = { user, host: new CombatHost(foundryHostPorts()) };
  return current.host;
}

/**
 * Starts a combat: on the active GM's client, at once; on a player's, as a request message the
 * server marks as theirs, whispered to the GMs and hidden from every chat log. With no GM connected,
 * the user is told and nothing starts. True when the combat started or the request went out.
 */
export async function startHostedCombat(input: unknown): Promise<boolean> {
  try {
    const read = readCombatRequest(input);
    const request: CombatRequest = read.sceneId === undefined ? { ...read, ...viewedScene() } : read;
    if (activeGm() === null) throw hostError("NoGM", {});
    if (isActiveGm()) {
      const outcome = await combatHost().start(game.user?.id ?? "", request);
      if (!outcome.ok) notifyWarning(outcome.error);
      return outcome.ok;
    }
    await postHostRequest({ kind: "start", combat: jsonRequest(request) });
    return true;
  } catch (error) {
    notifyError(error);
    return false;
  }
}

/**
 * Asks the host to show a combat again, to ask its unanswered question again (a GM; the host shows a
 * player the combat again instead), or to abandon it; the active GM's client does it itself.
 */
export async function askHost(kind: "view" | "ask" | "cancel", combatId: string): Promise<void> {
  if (isActiveGm()) {
    await combatHost().request(game.user?.id ?? "", { kind, combatId });
    return;
  }
  if (activeGm() === null) {
    notifyWarning(messageOf(hostError("NoGM", {})));
    return;
  }
  await postHostRequest({ kind, combatId });
}

/**
 * The host's listeners, on every client: the active GM takes each request message (with the author
 * the server reports to `createChatMessage`, foundryvtt.com/api/functions/hookEvents.createDocument.html,
 * Version 13) and deletes it whatever comes of it; every client hides request messages, which reach
 * every client whatever their whisper list (foundryvtt/crucible#942). Taking up combats when a user
 * connects or leaves, and on `ready`, is hooks/takeover.ts's.
 */
export function listenForHostRequests(): void {
  Hooks.on("createChatMessage", (message: ChatMessage, _options: unknown, userId: string) => {
    const request = message.getFlag(MODULE_ID, HOST_REQUEST_FLAG);
    if (request === undefined || !isActiveGm()) return;
    const id = message.id;
    void combatHost()
      .request(userId, request)
      .catch(notifyError)
      .finally(() => {
        if (id !== null && game.messages?.get(id) !== undefined) void ChatMessage.deleteDocuments([id]);
      });
  });
  Hooks.on("renderChatMessageHTML", (message: ChatMessage, html: HTMLElement) => {
    if (message.getFlag(MODULE_ID, HOST_REQUEST_FLAG) !== undefined) html.style.display = "none";
  });
}

/** Registers, on every client, the questions the host asks: a decision, a roll, and a view to show. */
export function registerHostQueries(): void {
  CONFIG.queries[DECIDE_QUERY] = (data: unknown) => answerDecide(data, (question) => DecisionPrompt.ask(question));
  CONFIG.queries[ROLL_QUERY] = answerRoll;
  CONFIG.queries[HAND_OVER_QUERY] = handOverCombat;
  // Tells only whether this page is applying a combat (its id comes from the world's state).
  CONFIG.queries[APPLYING_QUERY] = (data: unknown) =>
    Promise.resolve(isApplying(game.user?.id ?? "", combatIdOf(data)));
  // Any GM's client keeps a part whose digest is the world's seal's (a player's forgery is not).
  CONFIG.queries[TAKE_OVER_QUERY] = async (data: unknown) =>
    game.user?.isGM === true && (await settingStore().takeSealed(combatIdOf(data), fieldOf(data, "part")));
  CONFIG.queries[VIEW_QUERY] = (data: unknown) => {
    showHere(parseHostNotice(data));
    return Promise.resolve(true);
  };
}

/**
 * On a GM's client that holds a sealed combat's part: sends it to the active GM's client (and only
 * there, whoever asked: a query's handler is not told who sent it, foundryvtt/foundryvtt#13418),
 * which keeps it only when its digest is the world's seal's. True when it was taken.
 */
async function handOverCombat(data: unknown): Promise<boolean> {
  const combatId = combatIdOf(data);
  const target = activeGm();
  const part = game.user?.isGM === true ? settingStore().sealedPart(combatId) : null;
  if (part === null || target === null || target.id === game.user?.id) return false;
  return (await target.query(TAKE_OVER_QUERY, { combatId, part }, { timeout: VIEW_TIMEOUT_MS })) === true;
}

/** Sends these GMs' clients a copy of each sealed combat's part this client holds (a GM connected, or asked on its `ready`). */
export async function shareSealedParts(users: readonly QueryUser[]): Promise<void> {
  const store = settingStore();
  const held = store.all().flatMap((combat) => {
    const part = store.sealedPart(combat.combatId);
    return part === null ? [] : [{ combatId: combat.combatId, part }];
  });
  for (const copy of held) await sendToGms(users, TAKE_OVER_QUERY, copy);
}

function combatIdOf(data: unknown): string {
  return readId(readRecord(data, SEALED, "query")["combatId"], SEALED, "combatId");
}

/**
 * Rolls what the host asked of this user (each side rolls its own dice): the formula is read as
 * plain `NdF` within the dice cap, the flavour from the module's own keys only; the host checks the
 * posted roll against its own formula and this user's authorship.
 */
async function answerRoll(data: unknown): Promise<boolean> {
  const question = parseRollQuestion(data);
  await rollStepDice(
    { kind: "roll", id: question.stepId, side: question.side, dice: question.formula, purpose: question.purpose },
    question.combatId,
  );
  return true;
}

/**
 * Whether a combat's part must stay off the world (sealed): it names a unit on a hidden token, or its
 * selection (by cells, say) takes one into the fight.
 */
function sealsOn(scene: CombatScene, combat: HostedCombat, part: JsonValue): boolean {
  const board = sceneBoard(scene);
  const hidden = unseenUnits(scene, board);
  return namesHidden(part, mentionsOf(hidden)) || takesHidden(combat, board, new Set(hidden.map((unit) => unit.id)));
}

/** The host's ports in Foundry. */
export function foundryHostPorts(): HostPorts {
  const me = game.user;
  return {
    me: me ?? { id: null, name: "", isGM: false, active: false },
    hosting: () => me !== null && me !== undefined && activeGm()?.id === me.id,
    users: () => {
      const users: QueryUser[] = [];
      for (const user of game.users ?? []) users.push(user);
      return users;
    },
    findScene: (id) => game.scenes?.get(id),
    newCombatId: () => foundry.utils.randomID(),
    store: settingStore(),
    secrets: clientSecrets(),
    sidesRollOwnDice: () => game.settings.get(MODULE_ID, OWN_DICE_SETTING),
    postRoll: async (step, combatId) => {
      await rollStepDice(step, combatId);
    },
    rollPosts,
    before: (changes) => {
      const scene = game.scenes?.get(changes.sceneId);
      if (scene === undefined) throw hostError("SceneGone", { id: changes.sceneId });
      return recordBefore(scene, changes);
    },
    apply: (changes) => applyChanges(me?.id ?? "", { changes }, foundryEnvironment()),
    undo: (record) => undoChanges(me?.id ?? "", { record }, foundryEnvironment()),
    postCard: async (card) => {
      const message = await ChatMessage.create({
        content: await renderCard(card),
        speaker: ChatMessage.getSpeaker(),
        flags: { [MODULE_ID]: { hostedCard: true } },
      });
      if (!message?.id) throw new Error(game.i18n?.localize("WARGAME.Request.NotPosted") ?? "");
      return message.id;
    },
    rewriteCard: async (id, card) => {
      await ChatMessage.updateDocuments([{ _id: id, content: await renderCard(card) }]);
    },
    authorOf: (id) => {
      const message: unknown = game.messages?.get(id);
      return message === undefined ? undefined : game.users?.get(idOf(fieldOf(message, "author")));
    },
    handOver: async (host, combatId) => {
      await host.query(HAND_OVER_QUERY, { combatId }, { timeout: VIEW_TIMEOUT_MS });
    },
    stillApplying: (gm, combatId) =>
      gm.query(APPLYING_QUERY, { combatId }, { timeout: VIEW_TIMEOUT_MS }).then(
        (answer) => answer === true,
        (error: unknown) => {
          // Gone or slow: not applying as far as this client can tell.
          console.warn(error);
          return false;
        },
      ),
    prompt: (question) => DecisionPrompt.ask(parseDecideRequest(question)),
    show: (userId, notice) => showNotice(userId, notice),
    hooks: Hooks,
    timeoutMs: QUESTION_TIMEOUT_MS,
  };
}

function showNotice(userId: string, notice: HostNotice): void {
  if (userId === game.user?.id) {
    showHere(parseHostNotice(notice));
    return;
  }
  const user = game.users?.get(userId);
  if (user === undefined || !user.active) return;
  // A client that does not take it (gone, slow) asks again when it reopens its dialog.
  user.query(VIEW_QUERY, notice, { timeout: VIEW_TIMEOUT_MS }).catch(() => undefined);
}

/**
 * A notice on this client: the combat's dialog, and its marks on the counters of its scene while it
 * is open or being applied (taken away when a notice comes without them: applied, ended).
 */
export function showHere(notice: ShownNotice, counters: PendingCounters = viewedCounters): void {
  HostedCombatDialog.show(notice, askHost);
  if (notice.kind !== "view") return;
  if (notice.pending === null) counters.clearPending(notice.combatId);
  else counters.showPending(notice.combatId, notice.pending.sceneId, notice.pending.marks);
}

/** What a notice does to the counters (`TokenCounters` fits). */
export interface PendingCounters {
  showPending(combatId: string, sceneId: string, marks: readonly PendingMark[]): void;
  clearPending(combatId: string): void;
}

/** Undoes a combat from its card's button: only on the active GM's client, from the host's own state. */
export async function undoHostedCard(cardId: string): Promise<boolean> {
  if (!isActiveGm()) {
    notifyWarning(messageOf(combatError("NotHost", { gm: activeGm()?.name ?? "" })));
    return false;
  }
  const outcome = await combatHost().undoCard(cardId);
  if (!outcome.ok) notifyWarning(outcome.error);
  return outcome.ok;
}

async function renderCard(card: HostCard): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(templatePath(CARD_TEMPLATE), { ...card });
}

/**
 * The chat's messages flagged as a combat's roll of a step, in chat order, read field by field (a
 * message is whatever its author wrote): its author as the server recorded it (`message.author`; a
 * player cannot create a message as another user), the formula and active faces of each Foundry roll
 * in `message.rolls` (a flag alone is no roll).
 */
export function rollPostsIn(messages: Iterable<unknown>, combatId: string, stepId: string): RollPost[] {
  const posts: RollPost[] = [];
  for (const message of messages) {
    if (!isRecord(message) || typeof message["id"] !== "string") continue;
    const flags = fieldOf(fieldOf(message, "flags"), MODULE_ID);
    const flag = fieldOf(flags, ROLL_FLAG);
    if (!isRecord(flag) || flag["combatId"] !== combatId || flag["step"] !== stepId) continue;
    const rolls = listOf(message["rolls"]);
    posts.push({
      id: message["id"],
      authorId: idOf(message["author"]),
      formulas: rolls.map((roll) => fieldOf(roll, "formula")).filter((formula) => typeof formula === "string"),
      faces: rolls.flatMap((roll) =>
        listOf(fieldOf(roll, "dice")).flatMap((term) =>
          listOf(fieldOf(term, "results")).flatMap((result) =>
            fieldOf(result, "active") === true && typeof fieldOf(result, "result") === "number"
              ? [Number(fieldOf(result, "result"))]
              : [],
          ),
        ),
      ),
    });
  }
  return posts;
}

function fieldOf(value: unknown, name: string): unknown {
  return isRecord(value) ? value[name] : undefined;
}

function listOf(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

function idOf(user: unknown): string {
  const id = fieldOf(user, "id");
  return typeof id === "string" ? id : "";
}

function rollPosts(combatId: string, stepId: string): RollPost[] {
  return rollPostsIn([...(game.messages ?? [])], combatId, stepId);
}

/** What this client keeps of one combat (`HOST_PARTS_SETTING`). */
type KeptParts = {
  /** The sealed part, with its nonce (`sealedPartOf`). */
  readonly sealed?: JsonValue;
  readonly result?: JsonValue;
};

const SEALED = ownerOf("HostedCombat", HOST_PARTS_SETTING, undefined);

/**
 * The world's hosted combats in the setting (a stored combat that does not read is left out, with
 * a warning). A combat whose selection, log, undo record or roll marks name a unit on a token
 * hidden from players is sealed: the world keeps its head and a digest, this client the rest.
 */
function settingStore(): CombatStore {
  const entries = (): WorldCombat[] => {
    const stored: unknown = game.settings.get(MODULE_ID, HOSTED_SETTING);
    const list = isRecord(stored) && Array.isArray(stored["combats"]) ? stored["combats"] : [];
    return list.flatMap((item: unknown) => {
      try {
        return [parseWorldCombat(item)];
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        console.warn(error.message);
        return [];
      }
    });
  };
  const kept = (): Record<string, KeptParts> => {
    const value: unknown = game.settings.get(MODULE_ID, HOST_PARTS_SETTING);
    return isRecord(value)
      ? Object.fromEntries(
          Object.entries(value).map(([id, parts]) => [
            id,
            {
              ...(isRecord(parts) && parts["sealed"] !== undefined ? { sealed: parts["sealed"] as JsonValue } : {}),
              ...(isRecord(parts) && parts["result"] !== undefined ? { result: parts["result"] as JsonValue } : {}),
            },
          ]),
        )
      : {};
  };
  const whole = (entry: WorldCombat): HostedCombat | undefined => {
    if ("whole" in entry) return entry.whole;
    const part = kept()[entry.sealed.combatId]?.sealed;
    try {
      return part === undefined ? undefined : (unsealed(entry.sealed, part) ?? undefined);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      return undefined;
    }
  };
  const keep = async (combatId: string, parts: KeptParts | null): Promise<void> => {
    const world = new Set(entries().map((entry) => ("whole" in entry ? entry.whole : entry.sealed).combatId));
    // Parts of combats the world no longer keeps go with them.
    const others = Object.entries(kept()).filter(([id]) => id !== combatId && world.has(id));
    await game.settings.set(MODULE_ID, HOST_PARTS_SETTING, {
      ...Object.fromEntries(others),
      ...(parts === null || (parts.sealed === undefined && parts.result === undefined) ? {} : { [combatId]: parts }),
    });
  };
  const write = async (id: string, entry: JsonValue): Promise<void> => {
    const others = entries().filter((other) => ("whole" in other ? other.whole : other.sealed).combatId !== id);
    const finished = others.filter((other) => {
      const { status } = "whole" in other ? other.whole : other.sealed;
      return status === "applied" || status === "ended";
    });
    const dropped = new Set(finished.slice(0, Math.max(0, finished.length - KEEP_FINISHED)));
    const list = others
      .filter((other) => !dropped.has(other))
      .map((other) => ("whole" in other ? hostedJson(other.whole) : headJson(other.sealed, other.sealed.seal)));
    await game.settings.set(MODULE_ID, HOSTED_SETTING, { combats: [...list, entry] });
  };
  const store: CombatStore = {
    all: () => entries().flatMap((entry) => whole(entry) ?? []),
    withheld: () =>
      entries().flatMap((entry) => ("sealed" in entry && whole(entry) === undefined ? [entry.sealed] : [])),
    save: async (combat) => {
      const scene = game.scenes?.get(combat.sceneId);
      const previous = kept()[combat.combatId];
      const nonce = isRecord(previous?.sealed) ? previous.sealed["nonce"] : undefined;
      const part = sealedPartOf(combat, typeof nonce === "string" ? nonce : foundry.utils.randomID());
      // A scene that is gone cannot say which units are hidden: its combats stay sealed. A combat sealed
      // once stays sealed: its selection of cells still says where a hidden unit stood when it fought.
      const sealed = scene === undefined || previous?.sealed !== undefined || sealsOn(scene, combat, part);
      // The part is on this client before the world's seal names it.
      await keep(combat.combatId, {
        ...(sealed ? { sealed: part } : {}),
        ...(previous?.result === undefined ? {} : { result: previous.result }),
      });
      await write(
        combat.combatId,
        sealed ? headJson(combat, { host: game.user?.id ?? "", digest: digestOf(part) }) : hostedJson(combat),
      );
      // Every other connected GM keeps a copy, so whichever is the active GM next can go on with it.
      if (sealed) void sendToGms(otherGms(), TAKE_OVER_QUERY, { combatId: combat.combatId, part });
    },
    saveHead: (combat: WithheldCombat) => write(combat.combatId, headJson(combat, combat.seal)),
    sealedPart: (combatId) => {
      const entry = entries().find((candidate) => "sealed" in candidate && candidate.sealed.combatId === combatId);
      return entry !== undefined && whole(entry) !== undefined ? (kept()[combatId]?.sealed ?? null) : null;
    },
    takeSealed: async (combatId, part) => {
      const held = store.withheld().find((candidate) => candidate.combatId === combatId);
      try {
        if (held === undefined || unsealed(held, part) === null) return false;
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        return false;
      }
      await keep(combatId, { ...kept()[combatId], sealed: part as JsonValue });
      return true;
    },
    result: (combatId) => {
      const result = kept()[combatId]?.result;
      try {
        return result === undefined ? null : readJsonRecord(result, SEALED, "result");
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        return null;
      }
    },
    keepResult: (combatId, view) => keep(combatId, { ...kept()[combatId], result: view }),
  };
  return store;
}

const SECRETS = ownerOf("HostedCombat", SECRETS_SETTING, undefined);

/** Secret picks in this client's own storage, by combat. */
function clientSecrets(): SecretStore {
  const stored = (): Record<string, JsonValue> => {
    const value: unknown = game.settings.get(MODULE_ID, SECRETS_SETTING);
    return isRecord(value) ? Object.fromEntries(Object.entries(value).map(([id, log]) => [id, log as JsonValue])) : {};
  };
  return {
    get: (combatId): readonly StepInput[] => {
      const log = Object.hasOwn(stored(), combatId) ? stored()[combatId] : undefined;
      try {
        return log === undefined ? [] : readItems(log, 0, SECRETS, combatId, readInput);
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        return [];
      }
    },
    set: async (combatId, log) => {
      const others = Object.fromEntries(Object.entries(stored()).filter(([id]) => id !== combatId));
      const kept = log.length === 0 ? others : { ...others, [combatId]: log.map((input) => ({ ...input })) };
      await game.settings.set(MODULE_ID, SECRETS_SETTING, kept);
    },
  };
}

function viewedScene(): { sceneId?: string } {
  const id = canvas?.scene?.id;
  return id === undefined || id === null ? {} : { sceneId: id };
}

function jsonRequest(request: CombatRequest): JsonValue {
  return {
    ...(request.sceneId === undefined ? {} : { sceneId: request.sceneId }),
    ...(request.tokenId === undefined ? {} : { tokenId: request.tokenId }),
    ...(request.contacts === undefined ? {} : { contacts: [...request.contacts] }),
    ...(request.selection === undefined ? {} : { selection: request.selection }),
  };
}

/** Posts a request to the host: whispered to the GMs, flagged, and hidden everywhere; the host deletes it. */
async function postHostRequest(request: JsonValue): Promise<void> {
  const whisper = (game.users?.filter((user) => user.isGM) ?? []).flatMap((user) =>
    user.id === null ? [] : [user.id],
  );
  const message = await ChatMessage.create({
    content: game.i18n?.localize("WARGAME.Request.HostMessage") ?? "",
    whisper,
    flags: { [MODULE_ID]: { [HOST_REQUEST_FLAG]: request } },
  });
  if (!message?.id) throw new Error(game.i18n?.localize("WARGAME.Request.NotPosted") ?? "");
}
