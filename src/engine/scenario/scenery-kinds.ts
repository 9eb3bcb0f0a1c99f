/**
 * Terrain kinds any scenario may draw because its briefing names them (a river, a village, open
 * fields), whatever the rule system: one that reads nothing into a kind leaves it as scenery. A
 * kind that is neither read by the rule system nor listed here is a typo (`woodz`, `clear`) and
 * is refused by name.
 */
export const SCENERY_KINDS: readonly string[] = [
  "open",
  "field",
  "road",
  "crossroads",
  "river",
  "stream",
  "ford",
  "bridge",
  "urban",
  "village",
  "farm",
  "building",
  "mill",
  "hedge",
  "bocage",
  "ridge",
  "hill",
  "woods",
  "marsh",
];
