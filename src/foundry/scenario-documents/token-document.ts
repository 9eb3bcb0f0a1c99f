import type { Unit } from "@engine/board/types";
import { normalizeDegrees } from "@engine/geometry/angle";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { MODULE_ID } from "../constants";
import { FLAG } from "../board/module-flags";
import { DEFAULT_TOKEN_IMAGE } from "./foundry-constants";
import type { TokenData } from "./foundry-documents";
import type { SideStyle } from "./side-styles";
import type { TokenPlacement } from "./token-placement";

/**
 * The module flags a unit's token carries: side, formation and gridless footprint (its per-token
 * state is the scene's, src/foundry/board/unit-states.ts).
 */
export function tokenFlags(unit: Unit, placement: TokenPlacement): Record<string, JsonValue> {
  return {
    [FLAG.side]: unit.side,
    ...(unit.formation === undefined ? {} : { [FLAG.formation]: unit.formation }),
    ...(placement.footprint === undefined ? {} : { [FLAG.footprint]: placement.footprint }),
  };
}

/**
 * A unit as a token of its own actor, unlinked (`actorLink` false) so each token keeps its own
 * state and statuses; facing is the token's rotation, the side's colour its tint; its elevation and
 * (v14) its level kept.
 */
export function tokenDocument(
  unit: Unit,
  ids: { readonly token: string; readonly actor: string; readonly level?: string },
  placement: TokenPlacement,
  style: SideStyle,
): TokenData {
  return {
    _id: ids.token,
    name: unit.name,
    actorId: ids.actor,
    actorLink: false,
    x: placement.x,
    y: placement.y,
    width: placement.width,
    height: placement.height,
    shape: placement.shape,
    // Foundry keeps rotations in [0, 360).
    rotation: normalizeDegrees(unit.facing),
    disposition: style.disposition,
    texture: { src: DEFAULT_TOKEN_IMAGE, tint: style.color },
    ...(unit.elevation === undefined ? {} : { elevation: unit.elevation }),
    ...(ids.level === undefined ? {} : { level: ids.level }),
    flags: { [MODULE_ID]: tokenFlags(unit, placement) },
  };
}
