import type { BoardIndexSettings } from "../board/board-index-options";
import { ownerOf } from "../validation/field-errors";
import { readChoice, readInRange, readRecord } from "../validation/read-fields";
import { readOptionValues } from "./options";
import { LIMITS } from "../limits";
import type { Unit } from "../board/types";
import type { RulesetId } from "./ids";
import { rulesetById } from "./registry";
import type { LabelledDefault } from "./ruleset";

/** Which units exert a zone of control. */
export const ZOC_EXERTERS = ["every-unit", "not-broken", "none"] as const;
export type ZocExerters = (typeof ZOC_EXERTERS)[number];

/** A rule system's zones of control: reach (cells on a grid, table units gridless) and who exerts one. */
export interface RulesetZoc {
  readonly radius: number;
  readonly exerters: ZocExerters;
  /** Set when the text refers to zones of control it does not define: the default stands in for them. */
  readonly labelledDefault?: LabelledDefault;
}

/**
 * A rule system's zones (its `zoc`) with a group's option values over them (`zocRadius`, `zocExerters`; any other
 * option is ignored). Throws an EngineError naming the option for a bad value.
 */
export function rulesetZoc(rulesetId: RulesetId, options: unknown = {}): RulesetZoc {
  const who = ownerOf("Options", rulesetId, undefined);
  const fields = readRecord(options, who, "options");
  const { zoc: base, options: declared } = rulesetById(rulesetId).ruleset;
  const given = fields["zocRadius"];
  // A rule system that declares the option reads it by its declaration; for the others it is a plain reach.
  const radius =
    given === undefined
      ? base.radius
      : declared.some((option) => option.id === "zocRadius")
        ? readOptionValues(declared, { zocRadius: given }, rulesetId).number("zocRadius")
        : readInRange(given, who, "zocRadius", { min: 0, max: LIMITS.zocRadius, whole: false });
  const exerters =
    fields["zocExerters"] === undefined
      ? base.exerters
      : readChoice(fields["zocExerters"], ZOC_EXERTERS, who, "zocExerters");
  const chosen = radius !== base.radius || exerters !== base.exerters;
  return chosen || base.labelledDefault === undefined ? { radius, exerters } : base;
}

/** The board index settings (zones of control) of a rule system with the group's options. */
export function zocSettingsFor(rulesetId: RulesetId, options: unknown = {}): BoardIndexSettings {
  const zoc = rulesetZoc(rulesetId, options);
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
