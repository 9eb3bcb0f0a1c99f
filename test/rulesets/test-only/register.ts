import { shippedCatalog } from "@rulesets/shipped";
import { registration } from "@view/ruleset-catalog";
import { shove } from "./test-only-ruleset";
import { shoveView } from "./view";

/**
 * The shipped rule systems and the test-only one after them, added as another module would add its
 * own (`add`): the one line a sixth rule system needs, here in the tests so production never sees it.
 */
export const WITH_TEST_ONLY = shippedCatalog();
WITH_TEST_ONLY.add(registration(shove, shoveView));
