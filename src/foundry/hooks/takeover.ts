import { MODULE_ID } from "../constants";
import { activeGm, isActiveGm, type QueryUser } from "../host/active-gm";
import type { CombatHost } from "../host/combat-host";
import { combatHost, shareSealedParts } from "../host/foundry-host";
import { otherGms } from "../host/gm-copies";
import { notifyError } from "../localize";
import type { TurnPorts, TurnTracker } from "../apps/turn-tracker";
import { foundryTurnPorts } from "../turn/foundry-turn-ports";
import { resumeStoredTurn } from "../turn/open-turn-tracker";
import { shareTurn } from "../turn/turn-copies";

/** Asked of the active GM by another GM's client on its `ready`: send every GM the copies it holds. */
export const SHARE_QUERY = `${MODULE_ID}.shareHostCopies` as const;

/** How long a GM's client waits for the active GM to take its request for copies. */
const SHARE_TIMEOUT_MS = 10_000;

/**
 * Who goes on when a GM comes or goes. The active GM's client (the host) sends each GM who connects
 * a copy of what it keeps in its own browser (each sealed combat's part, the turn in play); each
 * change is copied as it is made (foundry-host.ts, turn-copies.ts). When a user joins or leaves
 * (`userConnected`: "whenever some other User joins or leaves", foundryvtt.com/api, Version 13), the
 * client that is the active GM now takes up every open combat and the turn in play: if the host GM
 * left, that is the next GM, from its copies.
 */
export function listenForTakeover(): void {
  // Asked by a GM's client that is not the host: a player's asking sends nothing to a player.
  CONFIG.queries[SHARE_QUERY] = () => {
    if (isActiveGm()) void shareCopies(otherGms()).catch(notifyError);
    return Promise.resolve(isActiveGm());
  };
  Hooks.on("userConnected", (user: User, connected: boolean) => {
    if (!isActiveGm()) return;
    if (connected && user.isGM) void shareCopies([user]).catch(notifyError);
    void takeUp().catch(notifyError);
  });
}

/**
 * `ready`: the active GM's client takes up its combats and the turn in play (the host GM's page
 * reloaded); another GM's asks the host for copies, since a copy sent when it connected may have
 * come before its client could take it.
 */
export function takeUpOnReady(): void {
  if (isActiveGm()) {
    void takeUp().catch(notifyError);
    return;
  }
  const host = activeGm();
  if (game.user?.isGM === true && host !== null)
    host.query(SHARE_QUERY, {}, { timeout: SHARE_TIMEOUT_MS }).catch((error: unknown) => console.warn(error));
}

/**
 * Goes on with everything the host had in hand: sealed combats whose part is not here first
 * (handed over by their host GM's client, or ended), then every open combat and the stored turn
 * together (a combat may wait minutes for an answer; the turn shows its attack meanwhile). No step
 * is rolled twice: a combat's posted roll is used (combat-host.ts), and the turn replays its log.
 * The tracker taken up, if a turn was.
 */
export async function takeUp(
  host: CombatHost = combatHost(),
  ports: TurnPorts = foundryTurnPorts(host),
): Promise<TurnTracker | null> {
  await host.recoverWithheld();
  const [, tracker] = await Promise.all([host.resumeAll(), resumeStoredTurn(ports, (id) => game.scenes?.get(id))]);
  return tracker;
}

async function shareCopies(users: readonly QueryUser[]): Promise<void> {
  await Promise.all([shareSealedParts(users), shareTurn(users)]);
}
