import { genericView } from "../../../../src/view/generic-view";
import { registerRuleset, registration } from "../../../../src/engine/rulesets/registry";
import { shove } from "./test-only-ruleset";

// The one registry line a sixth rule system needs (here in the tests, so production never sees it).
registerRuleset(registration(genericView(shove)));
