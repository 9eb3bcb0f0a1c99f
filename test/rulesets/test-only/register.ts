import { registerRuleset, registration } from "../../../src/engine/rulesets/registry";
import { shove } from "./test-only-ruleset";
import { shoveView } from "./view";

// The one registry line a sixth rule system needs (here in the tests, so production never sees it).
registerRuleset(registration(shove, shoveView));
