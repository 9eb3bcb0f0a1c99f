import type { BoardIndexSettings } from "../board/board-index-options";
import { ownerOf } from "../board/board-errors";
import { readChoice, readNonNegative, readRecord } from "../board/read-fields";
import type { Unit } from "../board/types";
import { DEFAULT_OPTIONS as ASSAULT_DEFAULTS } from "./assault/options";
import type { RulesetId } from "./ids";
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
 * Each rule system's zones, as its own planners use them:
 * - assault: every unit exerts a zone (the text's charge and consolidation rules) of its option
 *   `zocRadius`, a labelled default since the text does not say how far (the ruleset's own label);
 * - command-test and combat-grid: their planners keep retreats out of the board index's default
 *   zones, every unit's neighbouring cells;
 * - victory-margin and skirmish-recoil: gridless contact games without zones of control.
 */
export const RULESET_ZOC: Readonly<Record<RulesetId, RulesetZoc>> = {
  "victory-margin": { radius: 0, exerters: "none" },
  "skirmish-recoil": { radius: 0, exerters: "none" },
  assault: { radius: ASSAULT_DEFAULTS.zocRadius, exerters: "every-unit", labelledDefault: { referenceKey: "WARGAME.Assault.Gap.Zoc" } },
  "command-test": { radius: 1, exerters: "every-unit" },
  "combat-grid": { radius: 1, exerters: "every-unit" },
};

/**
 * A ruleset's zones with a group's option values over them (`zocRadius`, `zocExerters`; any other
 * option is ignored). Throws an EngineError naming the option for a bad value.
 */
export function rulesetZoc(rulesetId: RulesetId, options: unknown = {}): RulesetZoc {
  const who = ownerOf("Options", rulesetId, undefined);
  const fields = readRecord(options, who, "options");
  const base = RULESET_ZOC[rulesetId];
  const radius = fields["zocRadius"] === undefined ? base.radius : readNonNegative(fields["zocRadius"], who, "zocRadius");
  const exerters =
    fields["zocExerters"] === undefined ? base.exerters : readChoice(fields["zocExerters"], ZOC_EXERTERS, who, "zocExerters");
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
