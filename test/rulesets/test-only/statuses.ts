import type { StatusDeclaration } from "@engine/rulesets/ruleset";

export const STATUS = { shaken: "shaken" } as const;

export const STATUSES: readonly StatusDeclaration[] = [
  { id: STATUS.shaken, icon: "icons/svg/daze.svg", labelKey: "WARGAME.Test.Status.shaken" },
];
