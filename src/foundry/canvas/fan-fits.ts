/** Compile-time proof that Foundry's token placeables fit what the stack fan moves. */
import type { Fits } from "../fits";
import type { FanToken } from "./fan-ports";

export type FoundryFanFits = [Fits<foundry.canvas.placeables.Token.Implementation, FanToken>];
