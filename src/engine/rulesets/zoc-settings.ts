import type { BoardIndexSettings } from "../board/board-index-options";
import { ownerOf } from "../validation/field-errors";
import { readChoice, readNonNegative, readRecord } from "../validation/read-fields";
import type { Unit } from "../board/types";
import type { RulesetId } from "./ids";
import type { LabelledDefault } from "./values";

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

/** The part of a rule system its zones come from (a `Ruleset`; named here so this file needs no import of it). */
export interface ZocOwner {
  readonly id: RulesetId;
  readonly zoc: RulesetZoc;
}

/**
 * A rule system's zones (its `zoc`) with a group's option values over them (`zocRadius`, `zocExerters`; any other
 * option is ignored). Throws an EngineError naming the option for a bad value.
 */
export function rulesetZoc(ruleset: ZocOwner, options: unknown = {}): RulesetZoc {
  const who = ownerOf("Options", ruleset.id, undefined);
  const fields = readRecord(options, who, "options");
  const base = ruleset.zoc;
  const radius =
    fields["zocRadius"] === undefined ? base.radius : readNonNegative(fields["zocRadius"], who, "zocRadius");
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
