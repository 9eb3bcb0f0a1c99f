/** Foundry v14 documents for the fakes: tokens on scene levels, movements with their animation (see v14.ts). */
import type { TokenUpdate, TokenUpdateOperation } from "../../../src/foundry/movement/movement-ports";
import { FakeScene, FakeToken, type FakeTokenData } from "./documents";

/** A v14 token: on a scene level (TokenDocument#level, API Version 14), with its movement data. */
export class FakeV14Token extends FakeToken {
  level: string | null;
  /** TokenDocument#movement (foundryvtt/foundryvtt#12240; `animation.ended` since v14, #13573). */
  movement: { readonly animation: { readonly ended: Promise<void> } } | null = null;

  constructor(data: FakeTokenData & { level?: string }) {
    super(data);
    this.level = data.level ?? null;
  }
}

/**
 * A v14 scene: an animated update gives each moved token a new movement whose `animation.ended`
 * settles when its animation does (#13573). `ended` is what the test hands over; the v13
 * `movementAnimationPromise` settles at once, so a test can tell which of the two a mover awaited.
 */
export class FakeV14Scene extends FakeScene {
  /** The promise each new movement's `animation.ended` is. */
  ended: Promise<void> = Promise.resolve();

  override updateEmbeddedDocuments(
    embeddedName: "Token",
    updates: TokenUpdate[],
    operation: TokenUpdateOperation,
  ): Promise<FakeToken[]> {
    const done = super.updateEmbeddedDocuments(embeddedName, updates, operation);
    for (const update of updates) {
      const token = this.tokens.get(update._id);
      if (!(token instanceof FakeV14Token) || !operation.animate || operation.movement[update._id] === undefined)
        continue;
      token.movement = { animation: { ended: this.ended } };
      if (token.object) token.object.movementAnimationPromise = Promise.resolve();
    }
    return done;
  }
}
