import type { FolderType } from "./foundry-documents";

/**
 * Makes a document id from the names of what it is for; the same names must give the same id,
 * within one scenario. The pack build hashes them (every build gives the same ids); an import into
 * a world draws fresh ones.
 */
export type IdOf = (...parts: readonly string[]) => string;

/** Every id a scenario's documents get, named by the ids inside the scenario (units, walls, areas). */
export function scenarioIds(of: IdOf) {
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
    level: (levelId: string): string => of("level", levelId),
  };
}

export type ScenarioIds = ReturnType<typeof scenarioIds>;
