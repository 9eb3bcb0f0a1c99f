import type { QueryUser } from "./active-gm";

/** How long the host waits for another GM's client to keep a copy. */
const COPY_TIMEOUT_MS = 10_000;

/**
 * Every connected GM but this client's user: each keeps a copy of what the host holds in its own
 * browser (a sealed combat's part, the turn in play), so that whichever becomes the active GM when
 * the host leaves can go on from it.
 */
export function otherGms(): QueryUser[] {
  const me = game.user?.id ?? null;
  return (game.users?.filter((user) => user.isGM && user.active && user.id !== me) ?? []).flatMap((user) =>
    user.id === null ? [] : [user],
  );
}

/**
 * Sends `data` to each of these GMs' clients (`User#query`, addressed to that user: only their
 * client takes it). The receiver keeps it only when its digest is the one the world holds. A GM who
 * does not answer in time is left: its client asks the active GM again on its next `ready`.
 */
export async function sendToGms(users: readonly QueryUser[], name: string, data: object): Promise<void> {
  await Promise.all(
    users.map((user) =>
      user.query(name, data, { timeout: COPY_TIMEOUT_MS }).catch((error: unknown) => {
        console.warn(error);
      }),
    ),
  );
}
