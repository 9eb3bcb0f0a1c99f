/** Foundry v14 documents for the fakes: tokens on scene levels, scenes that move tokens with moveTokens (see v14.ts). */
import { FakeScene, FakeToken, type FakeTokenData } from "./documents";

/** A v14 token: on a scene level (TokenDocument#level, API Version 14). */
export class FakeV14Token extends FakeToken {
  level: string | null;

  constructor(data: FakeTokenData & { level?: string }) {
    super(data);
    this.level = data.level ?? null;
  }
}

/** A v14 scene, whatever generation the tests play: it has `Scene#moveTokens` (see FakeScene). */
export class FakeV14Scene extends FakeScene {
  constructor(options: ConstructorParameters<typeof FakeScene>[0] = {}) {
    super(options, 14);
  }
}
