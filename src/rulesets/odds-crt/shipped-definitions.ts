import { readDefinition, type CrtDefinition } from "./definition";
import classic from "./definitions/classic.json";
import stepLoss from "./definitions/step-loss.json";

/**
 * The game definitions that ship with the module, authored for it (not copied from any published
 * game): read through the same validation as a group's own, so they obey every rule a file must.
 */
export const SHIPPED_DEFINITIONS: readonly CrtDefinition[] = [
  readDefinition(classic, "definitions/classic.json"),
  readDefinition(stepLoss, "definitions/step-loss.json"),
];

export const SHIPPED_IDS = ["classic", "step-loss"] as const;
export type ShippedId = (typeof SHIPPED_IDS)[number];

export function shippedDefinition(id: ShippedId): CrtDefinition {
  const found = SHIPPED_DEFINITIONS.find((definition) => definition.id === id);
  if (found === undefined) throw new RangeError(`odds-crt: no shipped definition ${id}`);
  return found;
}
