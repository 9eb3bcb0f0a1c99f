/** The real-shaped fixtures (test/foundry/fixtures/real/), each with the actors its tokens use, as scenes the host reads. */
import { crucibleActorV14 } from "../fixtures/real/crucible-actor-v14";
import { crucibleArenaV13 } from "../fixtures/real/crucible-arena-v13";
import { crucibleArenaV14 } from "../fixtures/real/crucible-arena-v14";
import { defaultSceneV13 } from "../fixtures/real/default-scene-v13";
import { defaultSceneV14 } from "../fixtures/real/default-scene-v14";
import { servedV13, servedV14 } from "../fixtures/real/ironsworn-sector";
import { shadowdarkActorsV13 } from "../fixtures/real/shadowdark-actors-v13";
import { shadowdarkCitadelV13 } from "../fixtures/real/shadowdark-citadel-v13";
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
  {
    name: "shadowdark citadel (v13.351, square, padded, 35 hidden tokens, 829 walls)",
    doc: shadowdarkCitadelV13,
    actors: shadowdarkActorsV13,
  },
  { name: "Foundry's default scene (v13.348, gridless, 2 × 2 unlinked tokens)", doc: defaultSceneV13, actors: [] },
  { name: "Foundry's default scene (v14.363, gridless, one level, radius-0 circle)", doc: defaultSceneV14, actors: [] },
  { name: "ironsworn sector (stored before v10, as v13 serves it, hex, padded, empty)", doc: servedV13(), actors: [] },
  { name: "ironsworn sector (as v14 serves it, hex, padded, empty)", doc: servedV14(), actors: [] },
  { name: "hex field (v13 shape)", doc: hexSceneV13, actors: [hexActor] },
  { name: "open ground (v13 shape, gridless)", doc: gridlessSceneV13, actors: [hexActor] },
  { name: "two levels (v14 shape)", doc: levelsSceneV14, actors: [levelsActor] },
];

export function storedScene(fixture: Fixture): StoredScene {
  return new StoredScene(fixture.doc, fixture.actors);
}
