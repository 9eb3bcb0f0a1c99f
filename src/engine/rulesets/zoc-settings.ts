import type { BoardIndexSettings } from "../board/board-index-options";
import { ownerOf } from "../validation/field-errors";
import { readChoice, readInRange, readRecord } from "../validation/read-fields";
import { readOptionValues } from "./options";
import { LIMITS } from "../limits";
import type { Unit } from "../board/types";
import type { AnyRuleset } from "./ruleset";
import { ZOC_EXERTERS, type RulesetZoc, type ZocExerters } from "./values";

// The zone types live in values.ts, below the Ruleset contract that holds them, so no import goes round.
export { ZOC_EXERTERS, type RulesetZoc, type ZocExerters } from "./values";

/** The part of a rule system its zones come from. */
export type ZocOwner = Pick<AnyRuleset, "id" | "zoc" | "options">;

/**
 * A rule system's zones (its `zoc`) with a group's option values over them (`zocRadius`, `zocExerters`; any other
 * option is ignored). Throws an EngineError naming the option for a bad value.
 */
export function rulesetZoc(ruleset: ZocOwner, options: unknown = {}): RulesetZoc {
  const who = ownerOf("Options", ruleset.id, undefined);
  const fields = readRecord(options, who, "options");
  const { zoc: base, options: declared } = ruleset;
  const given = fields["zocRadius"];
  // A rule system that declares the option reads it by its declaration; for the others it is a plain reach.
  const radius =
    given === undefined
      ? base.radius
      : declared.some((option) => option.id === "zocRadius")
        ? readOptionValues(declared, { zocRadius: given }, ruleset.id).number("zocRadius")
        : readInRange(given, who, "zocRadius", { min: 0, max: LIMITS.zocRadius, whole: false });
  const exerters =
    fields["zocExerters"] === undefined
      ? base.exerters
      : readChoice(fields["zocExerters"], ZOC_EXERTERS, who, "zocExerters");
  const chosen = radius !== base.radius || exerters !== base.exerters;
  return chosen || base.labelledDefault === undefined ? { radius, exerters } : base;
}

/** The board index settings (zones of control) of a rule system with the group's options. */
export function zocSettingsFor(ruleset: ZocOwner, options: unknown = {}): BoardIndexSettings {
  const zoc = rulesetZoc(ruleset, options);
  return { zoc: { radius: zoc.radius, exerts: exertsOf(zoc.exerters) } };
}

function exertsOf(exerters: ZocExerters): (unit: Unit) => boolean {
  switch (exerters) {
    case "every-unit":
      return () => true;
    case "not-broken":
      return (unit) => !unit.status.includes("broken");
    case "none":
      return () => false;
  }
}
