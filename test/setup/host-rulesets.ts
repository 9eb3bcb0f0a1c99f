import { useRulesets } from "@foundry/rulesets";
import { shippedCatalog } from "@rulesets/shipped";

// The Foundry host's composition root (src/foundry/main.ts) hands it the shipped rule systems; the tests do the same.
useRulesets(shippedCatalog());
