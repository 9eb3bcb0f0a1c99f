import { readFileSync } from "node:fs";
import { expect } from "vitest";
import { parse } from "yaml";
import type { Contact } from "@engine/rulesets/contact-inputs";
import type { JsonValue } from "@engine/rulesets/ruleset";
import { selectionFromContact } from "@engine/rulesets/selection-from-contact";
import { resolveCombat } from "@engine/scenario/resolve-combat";
import { validateScenario, type Scenario, type ScenarioCombat } from "@engine/scenario/scenario";
import type { CombatRun, ScriptedDecision } from "@engine/session/combat-run";
import { isRecord } from "@engine/validation/read-fields";
import { SHIPPED } from "./shipped";

/** A scripted combat of a scenario file and the contact a table would start the same combat from. */
export interface SameAnswersCase {
  /** Under scenarios/. */
  readonly file: string;
  readonly combat: string;
  readonly contact: Contact;
  readonly answers: Readonly<Record<string, JsonValue>>;
  /** Dice the contact's session rolls first that the scripted selection gave as faces (victory-margin's `attackRoll`). */
  readonly dice?: readonly number[];
  /** A selection and decisions to play instead of the file's (a combat no scenario scripts, e.g. shooting). */
  readonly selection?: JsonValue;
  readonly decisions?: readonly ScriptedDecision[];
}

export function loadScenario(file: string): Scenario {
  return validateScenario(parse(readFileSync(`scenarios/${file}`, "utf8")), file, SHIPPED);
}

function combatOf(scenario: Scenario, id: string): ScenarioCombat {
  const combat = scenario.combats.find((candidate) => candidate.id === id);
  if (combat === undefined) throw new Error(`${scenario.id} has no combat ${id}`);
  return combat;
}

/** The scripted combat and the one from contact, each played with the file's script. */
export function playBoth(test: SameAnswersCase): { scripted: CombatRun; contact: CombatRun } {
  const scenario = loadScenario(test.file);
  const combat = combatOf(scenario, test.combat);
  const ruleset = SHIPPED.ruleset(scenario.ruleset);
  const scriptedSelection = test.selection ?? combat.selection;
  const script = { decisions: test.decisions ?? combat.script.decisions, dice: combat.script.dice };
  // Options are the host's (a scene's or the page's), added to a contact's selection as to a scripted one.
  const options = isRecord(scriptedSelection) ? scriptedSelection["options"] : undefined;
  const made = selectionFromContact(ruleset, scenario.board, test.contact, test.answers);
  const selection = options === undefined || !isRecord(made) ? made : { ...made, options };
  return {
    scripted: resolveCombat(ruleset, scenario.board, scriptedSelection, script),
    contact: resolveCombat(ruleset, scenario.board, selection, {
      ...script,
      dice: [...(test.dice ?? []), ...script.dice],
    }),
  };
}

/** A scripted combat and one started from the same contact with the same answers end the same: outcome, moves, board. */
export function expectSameResult(test: SameAnswersCase): void {
  const { scripted, contact } = playBoth(test);
  expect(scripted.status).toBe("done");
  expect(contact.status).toBe("done");
  expect(contact.outcome).toEqual(scripted.outcome);
  expect(contact.moveRequests).toEqual(scripted.moveRequests);
  expect(contact.plan).toEqual(scripted.plan);
  expect(contact.board).toEqual(scripted.board);
}
