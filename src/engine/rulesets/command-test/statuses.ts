/**
 * The statuses this ruleset reads on board units. A marker that lies on a stack (forage, force
 * march) is shown as a status on its units: a stack is under the marker when any of its units is.
 */
export const COMMAND_TEST_STATUSES = {
  disrupted: "disrupted",
  forage: "forage",
  forceMarch: "force-march",
} as const;

/** The resource a side's command chits are spent from, in `resource` effects. */
export const COMMAND_CHITS = "command-chits";
