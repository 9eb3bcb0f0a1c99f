export const MODULE_ID = "wargame-combat";

/** Where Foundry serves this module's files from. */
export const MODULE_PATH = `modules/${MODULE_ID}`;
