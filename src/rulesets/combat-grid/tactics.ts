import { fieldError, type Owner, ownerOf } from "@engine/validation/field-errors";
import { readBoolean, readChoice, readCount, readId, readItems, readRecord } from "@engine/validation/read-fields";
import type { LabelledDefault } from "@engine/rulesets/ruleset";
import { UNIT_TYPES, type UnitType } from "./unit-data";

export const TACTIC_TYPES = ["offensive", "defensive", "general"] as const;
/** Offensive: the active side only; defensive: the passive side only; general: either. */
export type TacticType = (typeof TACTIC_TYPES)[number];

/** What a tactic does, as data, so a group can write its own. */
export type TacticEffect =
  /** Shifts the player's own grid (`self`) or the enemy's, `amount` boxes up or down. */
  | {
      readonly kind: "shift";
      readonly target: "self" | "enemy";
      readonly direction: "up" | "down";
      readonly amount: number;
    }
  /** The player applies his hits before the enemy rolls. */
  | { readonly kind: "shoot-first" }
  /** No combat: the defender retreats. */
  | { readonly kind: "withdraw" }
  /** The player doubles `count` of his units (of `unitType`, or any when null), chosen after the reveal. */
  | { readonly kind: "double"; readonly unitType: UnitType | null; readonly count: number }
  /** The player's side is not penalized for units of more than one element. */
  | { readonly kind: "ignore-multiple-elements" };

/** When a tactic gives no benefit; a tactic played anyway is still spent. */
export type TacticRestrictions = {
  /** Terrain kinds of the combat square where it does nothing. */
  readonly notInTerrain: readonly string[];
  /** When not empty, the only terrain kinds where it works. */
  readonly onlyInTerrain: readonly string[];
  /** When not empty, the only weathers in which it works. */
  readonly weather: readonly string[];
  readonly firstTacticalPhaseOnly: boolean;
};

export type TacticRecord = {
  readonly id: string;
  /** A localization key, or a group's own tactic's plain name (shown as is when no key matches). */
  readonly labelKey: string;
  readonly type: TacticType;
  readonly effects: readonly TacticEffect[];
  /** The enemy tactics (ids) this one negates when both are played. */
  readonly negates: readonly string[];
  readonly restrictions: TacticRestrictions;
  /** Set when the effect is a labelled default: the text names the tactic but not its box. */
  readonly labelledDefault: LabelledDefault | null;
};

const NO_RESTRICTIONS: TacticRestrictions = {
  notInTerrain: [],
  onlyInTerrain: [],
  weather: [],
  firstTacticalPhaseOnly: false,
};

const oneShift = (target: "self" | "enemy", direction: "up" | "down"): TacticEffect => ({
  kind: "shift",
  target,
  direction,
  amount: 1,
});

/** The airpower tactics are restricted by the text; their effect is not in it. */
const AIRPOWER: TacticRestrictions = { ...NO_RESTRICTIONS, notInTerrain: ["woods"], weather: ["clear"] };
const AIRPOWER_DEFAULT: LabelledDefault = { referenceKey: "WARGAME.CombatGrid.Gap.Airpower" };

/**
 * The tactics the text defines. Where the text shows a tactic only in use, its record follows
 * that use: Infiltration doubles one infantry unit and Defense in Depth shifts the attacker down
 * one (the worked example); Withdraw makes the defender retreat, so it is the passive side's.
 */
export const TEXT_TACTICS: readonly TacticRecord[] = [
  {
    id: "recce",
    labelKey: "WARGAME.CombatGrid.Tactic.recce",
    type: "general",
    effects: [{ kind: "shoot-first" }],
    negates: ["recce"],
    restrictions: NO_RESTRICTIONS,
    labelledDefault: null,
  },
  {
    id: "withdraw",
    labelKey: "WARGAME.CombatGrid.Tactic.withdraw",
    type: "defensive",
    effects: [{ kind: "withdraw" }],
    negates: [],
    restrictions: NO_RESTRICTIONS,
    labelledDefault: null,
  },
  {
    id: "infiltration",
    labelKey: "WARGAME.CombatGrid.Tactic.infiltration",
    type: "offensive",
    effects: [{ kind: "double", unitType: "infantry", count: 1 }],
    negates: [],
    restrictions: { ...NO_RESTRICTIONS, notInTerrain: ["open"] },
    labelledDefault: null,
  },
  {
    id: "defense-in-depth",
    labelKey: "WARGAME.CombatGrid.Tactic.defense-in-depth",
    type: "defensive",
    effects: [oneShift("enemy", "down")],
    negates: [],
    restrictions: NO_RESTRICTIONS,
    labelledDefault: null,
  },
  {
    id: "reserve-artillery",
    labelKey: "WARGAME.CombatGrid.Tactic.reserve-artillery",
    type: "offensive",
    effects: [oneShift("self", "up")],
    negates: [],
    restrictions: { ...NO_RESTRICTIONS, firstTacticalPhaseOnly: true },
    labelledDefault: null,
  },
  {
    id: "airstrike",
    labelKey: "WARGAME.CombatGrid.Tactic.airstrike",
    type: "general",
    effects: [oneShift("self", "up")],
    negates: [],
    restrictions: AIRPOWER,
    labelledDefault: AIRPOWER_DEFAULT,
  },
  {
    id: "carpet-bombing",
    labelKey: "WARGAME.CombatGrid.Tactic.carpet-bombing",
    type: "offensive",
    effects: [oneShift("self", "up")],
    negates: [],
    restrictions: AIRPOWER,
    labelledDefault: AIRPOWER_DEFAULT,
  },
];

const EFFECT_KINDS = ["shift", "shoot-first", "withdraw", "double", "ignore-multiple-elements"] as const;

/**
 * Checks a list of tactic records (a group's tactics option) and fills defaults: no negations,
 * no restrictions, no labelled default. Throws an EngineError naming the tactic and the field.
 */
export function validateTactics(input: unknown, at: string): TacticRecord[] {
  const records = readItems(input, 0, ownerOf("Options", at, undefined), at, (item, _who, field) =>
    validateTactic(item, field),
  );
  records.forEach((record, index) => {
    const first = records.findIndex((other) => other.id === record.id);
    if (first !== index) {
      const who = ownerOf("Tactic", `${at}[${index}]`, record.id);
      throw fieldError("DuplicateId", who, "id", record.id, { other: `${at}[${first}]` });
    }
  });
  return records;
}

function validateTactic(input: unknown, at: string): TacticRecord {
  const fields = readRecord(input, ownerOf("Tactic", at, undefined), at);
  const label = typeof fields["id"] === "string" ? fields["id"] : undefined;
  const who = ownerOf("Tactic", at, label);
  const restrictions =
    fields["restrictions"] === undefined ? {} : readRecord(fields["restrictions"], who, "restrictions");
  const ids = (value: unknown, field: string): readonly string[] =>
    value === undefined ? [] : readItems(value, 0, who, field, readId);
  const id = readId(fields["id"], who, "id");
  return {
    id,
    labelKey: fields["labelKey"] === undefined ? id : readId(fields["labelKey"], who, "labelKey"),
    type: readChoice(fields["type"], TACTIC_TYPES, who, "type"),
    effects: readItems(fields["effects"], 0, who, "effects", readEffect),
    negates: ids(fields["negates"], "negates"),
    restrictions: {
      notInTerrain: ids(restrictions["notInTerrain"], "restrictions.notInTerrain"),
      onlyInTerrain: ids(restrictions["onlyInTerrain"], "restrictions.onlyInTerrain"),
      weather: ids(restrictions["weather"], "restrictions.weather"),
      firstTacticalPhaseOnly: readBoolean(
        restrictions["firstTacticalPhaseOnly"],
        who,
        "restrictions.firstTacticalPhaseOnly",
        false,
      ),
    },
    labelledDefault:
      fields["labelledDefault"] === undefined || fields["labelledDefault"] === null
        ? null
        : {
            referenceKey: readId(
              readRecord(fields["labelledDefault"], who, "labelledDefault")["referenceKey"],
              who,
              "labelledDefault.referenceKey",
            ),
          },
  };
}

function readEffect(input: unknown, who: Owner, field: string): TacticEffect {
  const fields = readRecord(input, who, field);
  const kind = readChoice(fields["kind"], EFFECT_KINDS, who, `${field}.kind`);
  switch (kind) {
    case "shift":
      return {
        kind,
        target: readChoice(fields["target"], ["self", "enemy"] as const, who, `${field}.target`),
        direction: readChoice(fields["direction"], ["up", "down"] as const, who, `${field}.direction`),
        amount: fields["amount"] === undefined ? 1 : readCount(fields["amount"], who, `${field}.amount`),
      };
    case "double":
      return {
        kind,
        unitType:
          fields["unitType"] === undefined || fields["unitType"] === null
            ? null
            : readChoice(fields["unitType"], UNIT_TYPES, who, `${field}.unitType`),
        count: fields["count"] === undefined ? 1 : readCount(fields["count"], who, `${field}.count`),
      };
    default:
      return { kind };
  }
}
