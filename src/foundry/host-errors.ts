import { type EngineError, type ErrorData, type ErrorTable, tableError } from "../engine/errors";

/**
 * The problems the Foundry host reports itself (the engine's own, such as a bad flag value, come
 * from `board-errors`). Each has its localization key and English text; an `{owner}` names the
 * token, wall or region at fault, as the engine's messages do.
 */
export const HOST_ERRORS = {
  NoCells: ["WARGAME.Error.Host.NoCells", "{owner}: the token covers no grid space."],
  Hole: [
    "WARGAME.Error.Host.Hole",
    "{owner}: {field} is a hole, and terrain areas cannot have holes; split the region instead.",
  ],
  ShapesLeftOut: [
    "WARGAME.Error.Host.ShapesLeftOut",
    "{owner}: {count} of its shapes left out ({types}): terrain is read from rectangles, circles, ellipses and polygons that have a size.",
  ],
  HexUnitLeftOut: [
    "WARGAME.Error.Host.HexUnitLeftOut",
    "{owner} covers {count} hexes, and a scenario's unit on a hex grid covers one, so it is left out.",
  ],
  NoActor: ["WARGAME.Error.Host.NoActor", "{owner}: the token has no actor, so it cannot carry statuses."],
  SceneGone: ["WARGAME.Error.Host.SceneGone", "Scene {id} no longer exists, so nothing was changed."],
  TokenGone: [
    "WARGAME.Error.Host.TokenGone",
    'Token "{token}" ({id}) is no longer on the scene, so nothing was changed.',
  ],
  UnknownUser: [
    "WARGAME.Error.Host.UnknownUser",
    "The request names a user who is unknown or not connected ({id}), so nothing was changed.",
  ],
  NotAllowed: [
    "WARGAME.Error.Host.NotAllowed",
    '{user} may not change token "{token}" ({id}), so nothing was changed.',
  ],
  StateIgnored: [
    "WARGAME.Error.Host.StateIgnored",
    "{owner}: {field} is not read, since only the GM's record sets a unit's state (removed, steps lost); the unit plays as that record says.",
  ],
  StatusIgnored: [
    "WARGAME.Error.Host.StatusIgnored",
    "{owner}: {user} switched the status {status}, which only the GM's record sets; the unit plays as that record says, and the GM's client puts the icon back.",
  ],
  StateDropped: [
    "WARGAME.Error.Host.StateDropped",
    "{owner}: {field} was {value}, which no rule system allows, so it was left out.",
  ],
  StateByGm: [
    "WARGAME.Error.Host.StateByGm",
    '{user} may not set the state or statuses of token "{token}" ({id}): only the GM\'s own combats do, so nothing was changed.',
  ],
  MarkersByGm: [
    "WARGAME.Error.Host.MarkersByGm",
    "{user} may not change the markers lying on the scene's squares or hexes: only the GM's own combats do, so nothing was changed.",
  ],
  Cancelled: ["WARGAME.Error.Host.Cancelled", "A module cancelled the moves, so nothing was changed."],
  Failed: ["WARGAME.Error.Host.Failed", "Applying the changes failed ({reason}); what had changed was put back."],
  NoGM: ["WARGAME.Error.Host.NoGM", "No gamemaster is connected, so nothing was changed."],
  NoAnswer: [
    "WARGAME.Error.Host.NoAnswer",
    "The gamemaster's client did not answer ({reason}); check the board before trying again.",
  ],
  UnknownRequest: [
    "WARGAME.Error.Host.UnknownRequest",
    "No request message {id} was received from a player (or it was answered already), so nothing was changed.",
  ],
} as const satisfies ErrorTable;

export type HostProblem = keyof typeof HOST_ERRORS;

export function hostError(problem: HostProblem, data: ErrorData): EngineError {
  return tableError(HOST_ERRORS, problem, data);
}
