/**
 * Compile-time proof that Foundry's documents and elements fit what the HUD buttons, the scene
 * config field and the unit data editor read and call.
 */
import type { UnitDataActor } from "../apps/unit-data-form";
import type { Fits } from "../fits";
import type { HudDocument } from "../hooks/token-hud";
import type { ConfigElement } from "../scene/ruleset-field";
import type { HudElement } from "./token-hud-buttons";

export type FoundryHudFits = [
  Fits<TokenDocument.Implementation, HudDocument>,
  Fits<Actor.Implementation, UnitDataActor>,
  Fits<HTMLElement, HudElement>,
  Fits<HTMLElement, ConfigElement>,
];
