import { type EngineError, type ErrorData, type ErrorTable, tableError } from "@engine/errors";

/** What can stop a combat in Foundry: starting it, asking the other side, applying or checking its result. */
export const COMBAT_ERRORS = {
  NoScene: ["WARGAME.Error.Combat.NoScene", "No scene is shown, so no combat can start."],
  NotFinished: [
    "WARGAME.Error.Combat.NotFinished",
    "The combat is not finished (it waits for step {pending}), so there is nothing to apply.",
  ],
  WrongScene: [
    "WARGAME.Error.Combat.WrongScene",
    "The combat was fought on scene {combat}, but the changes are for scene {changes}; nothing was changed.",
  ],
  Mismatch: [
    "WARGAME.Error.Combat.Mismatch",
    "The changes {user} asked for are not what the combat's own record gives on this scene now; nothing was changed.",
  ],
  NotYourCombat: [
    "WARGAME.Error.Combat.NotYourCombat",
    "{user} plays neither side of this combat, so nothing was changed.",
  ],
  NoDecider: [
    "WARGAME.Error.Combat.NoDecider",
    "Nobody connected can answer for {side}: neither a player who owns its units nor a gamemaster.",
  ],
  NoAnswer: [
    "WARGAME.Error.Combat.NoAnswer",
    "{user} did not answer for {side} ({reason}); ask again or cancel the combat.",
  ],
  Declined: [
    "WARGAME.Error.Combat.Declined",
    "{user} closed the choice for {side} without answering; ask again or cancel the combat.",
  ],
  NotAsked: [
    "WARGAME.Error.Combat.NotAsked",
    "{user} answered a question they were not asked (another combat, step or side); the answer was not taken.",
  ],
  UnknownCombat: ["WARGAME.Error.Combat.UnknownCombat", "No combat {combat} is open; nothing was changed."],
  AlreadyOver: [
    "WARGAME.Error.Combat.AlreadyOver",
    "Combat {combat} is over already (its result was applied or it ended); nothing was changed.",
  ],
  Interrupted: [
    "WARGAME.Error.Combat.Interrupted",
    "The gamemaster's client stopped while applying combat {combat}, and its tokens could not be put back; check the board.",
  ],
  RollNotPosted: [
    "WARGAME.Error.Combat.RollNotPosted",
    "{user} did not post the roll of {dice} asked for {step}; ask again or cancel the combat.",
  ],
  NotHostCard: [
    "WARGAME.Error.Combat.NotHostCard",
    "This card was not posted by the gamemaster's client for a combat it applied, so it cannot be undone.",
  ],
  SealedAway: [
    "WARGAME.Error.Combat.SealedAway",
    "Combat {combat} involves units hidden on the map, and what it holds of them is kept only in {gm}'s browser, who is not connected; it ended with nothing applied. Start it again.",
  ],
  SealedAwayApplying: [
    "WARGAME.Error.Combat.SealedAwayApplying",
    "Combat {combat} involves units hidden on the map and was being applied when {gm} left; what undoes it is kept only in {gm}'s browser, so its tokens could not be put back. Check the board.",
  ],
  SealedAwayUndo: [
    "WARGAME.Error.Combat.SealedAwayUndo",
    "Combat {combat} involves units hidden on the map; what undoes it is kept only in {gm}'s browser, who is not connected, so it cannot be undone here.",
  ],
  Undone: ["WARGAME.Error.Combat.Undone", "This combat was undone already; nothing was changed."],
  NotHost: [
    "WARGAME.Error.Combat.NotHost",
    "Only the active gamemaster's client ({gm}) runs combats and undoes them; nothing was changed.",
  ],
  Cancelled: ["WARGAME.Error.Combat.Cancelled", "A module cancelled the combat's result, so nothing was changed."],
  Abandoned: ["WARGAME.Error.Combat.Abandoned", "The combat was abandoned; nothing was changed."],
  DiceNotPosted: [
    "WARGAME.Error.Combat.DiceNotPosted",
    "The dice {user} sent for {step} are not a roll this combat posted to chat by one of its players (or by a gamemaster, when the gamemaster's client rolls every die); nothing was changed.",
  ],
  UnknownStatus: [
    "WARGAME.Error.Combat.UnknownStatus",
    "The combat sets status {status} on {unit}, but no rule system declares it; nothing was changed.",
  ],
  TurnFighting: [
    "WARGAME.Error.Combat.TurnFighting",
    "An attack of the turn is being fought in the combat dialog; the turn goes on once its result is applied.",
  ],
  TurnStep: [
    "WARGAME.Error.Combat.TurnStep",
    "The attack's step {got} is not the step the turn waits for ({pending}); the turn did not change.",
  ],
  TurnGmOnly: ["WARGAME.Error.Combat.TurnGmOnly", "Only a gamemaster plays a turn's attacks from the turn tracker."],
  TurnRuleset: [
    "WARGAME.Error.Combat.TurnRuleset",
    "This scene's rule system plays no turn of attack orders; the turn tracker is for command-test scenes.",
  ],
} as const satisfies ErrorTable;

export type CombatProblem = keyof typeof COMBAT_ERRORS;

export function combatError(problem: CombatProblem, data: ErrorData = {}): EngineError {
  return tableError(COMBAT_ERRORS, problem, data);
}
