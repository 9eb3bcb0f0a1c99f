/**
 * Compile-time proof that Foundry's own documents (as typed by foundry-vtt-types) fit the small
 * interfaces the host reads, so the fakes in tests cannot drift from the real thing unnoticed.
 * `tsc` fails here when a field is renamed or changes type.
 */
import type { Fits } from "../fits";
import type { RegionSource, SceneSource, TokenSource, WallSource } from "./sources";

export type FoundryDocumentsFit = [
  Fits<TokenDocument.Implementation, TokenSource>,
  Fits<WallDocument.Implementation, WallSource>,
  Fits<RegionDocument.Implementation, RegionSource>,
  Fits<Scene.Implementation, SceneSource>,
];
