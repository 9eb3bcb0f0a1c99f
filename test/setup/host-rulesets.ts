import { useRulesets } from "../../src/foundry/rulesets";
import { shippedCatalog } from "../../src/rulesets/shipped";

// The Foundry host's composition root (src/foundry/main.ts) hands it the shipped rule systems; the tests do the same.
useRulesets(shippedCatalog());
