import { shippedCatalog } from "@rulesets/shipped";

/** The shipped rule systems, handed in as the tests' composition root (one catalog per test file). */
export const SHIPPED = shippedCatalog();
