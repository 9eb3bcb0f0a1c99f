/**
 * Foundry v14 behaviours for the fakes, in one place (the host's tests run once as v13 and once
 * as v14: `FOUNDRY_GENERATION`, default 13, set per vitest project in vitest.config.ts). Each
 * behaviour cites where it is documented; the seam that meets it is src/foundry/compat/.
 */
/** The generation the fakes play: 13 unless FOUNDRY_GENERATION says 14. */
export function fakeGeneration(): 13 | 14 {
  return process.env["FOUNDRY_GENERATION"] === "14" ? 14 : 13;
}

/** `game.release` as Foundry reports it (API: `Game#release`, a ReleaseData with `generation`). */
export function fakeRelease(generation: 13 | 14 = fakeGeneration()): { generation: number; build: number } {
  return { generation, build: generation === 14 ? 368 : 351 };
}

/**
 * `foundry.data.operators.ForcedDeletion` (API Version 14): as an update value, deletes the field.
 * Made with the static `create()` (League-of-Fabulous-Developers/FoundryVTT-Fabula-Ultima#1371).
 */
export class FakeForcedDeletion {
  static create(): FakeForcedDeletion {
    return new FakeForcedDeletion();
  }
}

/**
 * `foundry.data.operators.ForcedReplacement` (API Version 14: "force the replacement of a certain
 * DataModel field, assigning it to some explicit value without inner recursion").
 */
export class FakeForcedReplacement {
  constructor(readonly value: unknown) {}

  static create(value: unknown): FakeForcedReplacement {
    return new FakeForcedReplacement(value);
  }
}

/** Puts the fake operators under `foundry.data.operators`, keeping whatever else `foundry` holds. */
export function installDataFieldOperators(): void {
  const existing: unknown = Reflect.get(globalThis, "foundry");
  const foundryGlobal = typeof existing === "object" && existing !== null ? existing : {};
  const data: unknown = Reflect.get(foundryGlobal, "data");
  const dataObject = typeof data === "object" && data !== null ? data : {};
  Reflect.set(dataObject, "operators", {
    ForcedDeletion: FakeForcedDeletion,
    ForcedReplacement: FakeForcedReplacement,
  });
  Reflect.set(foundryGlobal, "data", dataObject);
  Reflect.set(globalThis, "foundry", foundryGlobal);
}

/**
 * Applies one v14 operator value to a flags object as Foundry does (deletion removes the key,
 * replacement assigns the value whole); false when the value is no operator.
 */
export function applyOperator(flags: Record<string, unknown>, key: string, value: unknown): boolean {
  if (value instanceof FakeForcedDeletion) {
    delete flags[key];
    return true;
  }
  if (value instanceof FakeForcedReplacement) {
    flags[key] = structuredClone(value.value);
    return true;
  }
  return false;
}
