/** Compile-time proof that Foundry's scenes and tokens fit what the mover reads and calls. */
import type { Fits } from "../fits";
import type { MovingScene, MovingToken } from "./movement-ports";
import type { StackScene, StackToken } from "./stack-ports";

export type FoundryMoversFit = [
  Fits<TokenDocument.Implementation, MovingToken>,
  Fits<Scene.Implementation, MovingScene>,
  Fits<TokenDocument.Implementation, StackToken>,
  Fits<Scene.Implementation, StackScene>,
];
