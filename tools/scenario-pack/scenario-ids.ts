import type { Scenario } from "../../src/engine/scenario/scenario";
import type { RulesetId } from "../../src/engine/rulesets/ids";
import { documentId } from "./document-id";
import type { FolderType } from "./foundry-documents";

/**
 * Every id a scenario's documents get, derived from the scenario's id and the ids inside it
 * (units, walls, areas), so two builds give the same ids and two scenarios never share one.
 */
export function scenarioIds(scenario: Pick<Scenario, "id">) {
  const of = (...parts: string[]): string => documentId("scenario", scenario.id, ...parts);
  return {
    adventure: of("adventure"),
    scene: of("scene"),
    journal: of("journal"),
    briefingPage: of("page", "briefing"),
    referencePage: of("page", "reference"),
    folder: (type: FolderType): string => of("folder", type),
    token: (unitId: string): string => of("token", unitId),
    actor: (unitId: string): string => of("actor", unitId),
    effect: (unitId: string, status: string): string => of("effect", unitId, status),
    wall: (wallId: string): string => of("wall", wallId),
    region: (areaId: string): string => of("region", areaId),
  };
}

export type ScenarioIds = ReturnType<typeof scenarioIds>;

/** The pack folder of a rule system's scenarios. */
export function rulesetFolderId(ruleset: RulesetId): string {
  return documentId("ruleset-folder", ruleset);
}

