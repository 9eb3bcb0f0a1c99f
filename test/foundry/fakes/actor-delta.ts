/**
 * An unlinked token's actor, as Foundry builds it (v11 and later; foundryvtt.com/article/v11-actor-delta):
 * the token holds an ActorDelta (`TokenDocument#delta`, foundryvtt/foundryvtt#9131) with the changes
 * made on that token, and its synthetic actor is the base actor with the delta merged over it.
 *
 * Modelled behaviour, with its sources:
 * - The merge is key by key, recursively, as `foundry.utils.mergeObject` does by default
 *   (foundryvtt.com/api/functions/foundry.utils.mergeObject.html, Version 13: `recursive` merges inner
 *   objects rather than replacing them); arrays and other values replace.
 * - An update of the synthetic actor is an update of the delta (#9131: the ActorDelta "can be updated
 *   in isolation", any modification being "a full Document update" of it). Its `-=key`/`==key` keys
 *   (v13) or operators (v14) act on the delta's own data only (applyFlagChanges).
 * - So a key the delta lacks shows the base actor's value: a flag unset on an unlinked token "inherits
 *   its value from the base actor again" (foundryvtt/foundryvtt#8400, open, maintainer's comment).
 */
import type { FlagChanges } from "@foundry/gm/gm-ports";
import { applyFlagChanges, type FakeActor } from "./documents";

type Flags = Record<string, unknown>;

/** The token's ActorDelta: its own flags, read through `getFlag`. */
export class FakeActorDelta {
  readonly flags: Flags = {};

  getFlag(_scope: "wargame-combat", key: string): unknown {
    return this.flags[key];
  }
}

function isPlainObject(value: unknown): value is Flags {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `mergeObject(base, delta)` with its default options, on copies. */
export function mergedOver(base: unknown, delta: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(delta)) return structuredClone(delta);
  const merged: Flags = structuredClone(base);
  for (const [key, value] of Object.entries(delta))
    merged[key] = key in merged ? mergedOver(merged[key], value) : structuredClone(value);
  return merged;
}

/** The synthetic actor of an unlinked token whose base actor is `base`. */
export class FakeSyntheticActor {
  readonly delta = new FakeActorDelta();
  readonly token: { readonly actorLink: false; readonly delta: FakeActorDelta } = {
    actorLink: false,
    delta: this.delta,
  };

  constructor(
    readonly base: FakeActor,
    readonly id: string,
    readonly name: string,
  ) {}

  get statuses(): ReadonlySet<string> {
    return this.base.statuses;
  }

  /** The merged flags, as `actor.flags["wargame-combat"]` shows them. */
  get flags(): Flags {
    const merged = mergedOver(this.base.flags, this.delta.flags);
    return isPlainObject(merged) ? merged : {};
  }

  getFlag(_scope: "wargame-combat", key: string): unknown {
    return this.flags[key];
  }

  update(data: { readonly flags: Readonly<Record<string, FlagChanges>> }): Promise<this> {
    const changes = data.flags["wargame-combat"];
    if (changes) applyFlagChanges(this.delta.flags, changes);
    return Promise.resolve(this);
  }
}
