/** The real-shaped fixtures (test/foundry/fixtures/real/), each with the actors its tokens use, as scenes the host reads. */
import { crucibleActorV14 } from "../fixtures/real/crucible-actor-v14";
import { crucibleArenaV13 } from "../fixtures/real/crucible-arena-v13";
import { crucibleArenaV14 } from "../fixtures/real/crucible-arena-v14";
import { gridlessSceneV13, hexActor, hexSceneV13, levelsActor, levelsSceneV14 } from "../fixtures/real/derived-scenes";
import { StoredScene, type StoredActorDoc, type StoredSceneDoc } from "../fakes/stored-scene";

export interface Fixture {
  readonly name: string;
  readonly doc: StoredSceneDoc;
  readonly actors: readonly StoredActorDoc[];
}

export const FIXTURES: readonly Fixture[] = [
  { name: "crucible arena (v13.351, square, padded)", doc: crucibleArenaV13, actors: [] },
  { name: "crucible arena (v14.364, square, padded, one level)", doc: crucibleArenaV14, actors: [crucibleActorV14] },
  { name: "hex field (v13 shape)", doc: hexSceneV13, actors: [hexActor] },
  { name: "open ground (v13 shape, gridless)", doc: gridlessSceneV13, actors: [hexActor] },
  { name: "two levels (v14 shape)", doc: levelsSceneV14, actors: [levelsActor] },
];

export function storedScene(fixture: Fixture): StoredScene {
  return new StoredScene(fixture.doc, fixture.actors);
}
