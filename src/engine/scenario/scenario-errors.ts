import type { ErrorTable } from "../errors";

/** Problems with scenario files and their scripts. */
export const SCENARIO_ERRORS = {
  Invalid: ["WARGAME.Error.Scenario.Invalid", "{file}: {problem}"],
  Unreadable: [
    "WARGAME.Error.Scenario.Unreadable",
    "{file}, line {line}, column {column}: not valid YAML or JSON: {problem}.\n{excerpt}",
  ],
  BadIndent: [
    "WARGAME.Error.Scenario.BadIndent",
    "{file}, line {line}, column {column}: this line is indented differently from the keys it belongs with (YAML nests by indentation: keys of one mapping start in one column).\n{excerpt}",
  ],
  UnknownRuleset: ["WARGAME.Error.Scenario.UnknownRuleset", 'ruleset must be one of {choices}; got "{got}".'],
  RulesetTaken: ["WARGAME.Error.Scenario.RulesetTaken", 'A rule system "{got}" is already registered.'],
  ScriptMismatch: [
    "WARGAME.Error.Scenario.ScriptMismatch",
    "The script's next decision is for step {scripted}, but the session asks for {pending}.",
  ],
  NoCombat: ["WARGAME.Error.Scenario.NoCombat", "{file} has no combat {combat}."],
  NothingToPlay: ["WARGAME.Error.Scenario.NothingToPlay", "{file} has no combat and no turn to play."],
  NoTurn: ["WARGAME.Error.Scenario.NoTurn", "{file} has no turn {turn}."],
  NoTurns: [
    "WARGAME.Error.Scenario.NoTurns",
    "turns need a rule system that plays a turn ({rulesets}); {ruleset} does not.",
  ],
  UnknownTerrain: [
    "WARGAME.Error.Scenario.UnknownTerrain",
    '{owner}: the terrain kind "{got}" means nothing to this rule system, which reads {known}.',
  ],
  UnknownTerrainNear: [
    "WARGAME.Error.Scenario.UnknownTerrainNear",
    '{owner}: the terrain kind "{got}" means nothing to this rule system. Did you mean "{near}"?',
  ],
  UnknownDataKey: [
    "WARGAME.Error.Scenario.UnknownDataKey",
    "{owner}: data.{got} means nothing to this rule system, whose unit data are {known}.",
  ],
  UnknownDataKeyNear: [
    "WARGAME.Error.Scenario.UnknownDataKeyNear",
    '{owner}: data.{got} means nothing to this rule system. Did you mean "{near}"?',
  ],
  OutsideEdge: [
    "WARGAME.Error.Scenario.OutsideEdge",
    "{owner} stands at row {i}, column {j}, outside the board's edge (rows {minI} to {maxI}, columns {minJ} to {maxJ}).",
  ],
  UnlistedSideNear: [
    "WARGAME.Error.Scenario.UnlistedSideNear",
    '{owner}: its side "{got}" is not one that sides names. Did you mean "{near}"?',
  ],
  UnknownSide: [
    "WARGAME.Error.Scenario.UnknownSide",
    '{owner}: no unit is on the side "{got}" that sides names; the sides are {known}.',
  ],
  UnknownSideNear: [
    "WARGAME.Error.Scenario.UnknownSideNear",
    '{owner}: no unit is on the side "{got}" that sides names. Did you mean "{near}"?',
  ],
  UnknownSelectionKey: [
    "WARGAME.Error.Scenario.UnknownSelectionKey",
    "{owner}: selection.{got} means nothing to this rule system, whose selection fields are {known}.",
  ],
  UnknownSelectionKeyNear: [
    "WARGAME.Error.Scenario.UnknownSelectionKeyNear",
    '{owner}: selection.{got} means nothing to this rule system. Did you mean "{near}"?',
  ],
  UnknownStep: [
    "WARGAME.Error.Scenario.UnknownStep",
    "{owner}: the step {got} is not a decision this rule system asks for; its decisions are {known}.",
  ],
  DuplicateId: ["WARGAME.Error.Scenario.DuplicateId", "{file}: the scenario id {id} is already used by {other}."],
  Seed: ["WARGAME.Error.Scenario.Seed", "The seed must be a whole number, got {got}."],
} as const satisfies ErrorTable;
