import { readGridSpec } from "@engine/validation/read-grid";
import type { GridSpec } from "@engine/model/grid-spec";
import type { Offset } from "@engine/model/coordinates";
import { fieldError, type Owner, ownerNamed, ownerOf } from "@engine/validation/field-errors";
import { BOARD_OWNER } from "@engine/board/board-errors";
import {
  type Fields,
  readBoolean,
  readId,
  readInRange,
  readItems,
  readList,
  readOffset,
  readRecord,
} from "@engine/validation/read-fields";
import { combatGridError } from "./errors";
import { type CombatGridOptions, validateOptions } from "./options";
import { type CombatGridUnitData, UNIT_DATA_FIELDS, validateUnitData } from "./unit-data";
import { rangeOf } from "@engine/rulesets/declarations";
import { SELECTION_FIELDS } from "./declarations";

/** A unit in the contested square, with its state as the combat starts. */
export type CombatUnitSetup = {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly data: CombatGridUnitData;
  /** Boxes already marked on its track. */
  readonly stepsLost: number;
  readonly tipped: boolean;
  readonly lowSupply: boolean;
  /** Doubled by an event. */
  readonly doubled: boolean;
  /** Attacking across a bridge. */
  readonly acrossBridge: boolean;
  /** The square an attacker entered from, where it returns if the defender holds. */
  readonly cameFrom: Offset | null;
};

/** An artillery unit elsewhere on the board that may be called to barrage. */
export type ArtillerySetup = {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly data: CombatGridUnitData;
  readonly cell: Offset;
  readonly stepsLost: number;
  readonly tipped: boolean;
  readonly lowSupply: boolean;
  readonly doubled: boolean;
};

export type TerrainEntry = { readonly cell: Offset; readonly kind: string };

/** Everything one combat needs, as plain data a scenario file can carry. */
export type CombatGridSetup = {
  /** A square grid: its diagonal rule measures artillery range. */
  readonly grid: GridSpec;
  /** The contested square where the combat happens. */
  readonly square: Offset;
  /** The active side attacks; the other side in the square defends. */
  readonly activeSide: string;
  readonly units: readonly CombatUnitSetup[];
  readonly artillery: readonly ArtillerySetup[];
  /** Terrain kind per square; squares not listed are open. */
  readonly terrain: readonly TerrainEntry[];
  /** The other contested squares (artillery in them may not barrage). */
  readonly contested: readonly Offset[];
  readonly weather: string;
  /** 1 in the first tactical phase of a turn. */
  readonly tacticalPhase: number;
  /** Ops each side may spend on tactics in this combat; a side not listed has none. */
  readonly ops: Readonly<Record<string, number>>;
  /** Prepared position markers in the combat square. */
  readonly preparedPositions: number;
  /** Whether the attacker flanks the defender (the host judges it from the board). */
  readonly flanking: boolean;
  /** Defending units with no legal retreat on the board as the combat starts (`setupFromBoard` plans them): retreating eliminates them. */
  readonly noRetreat: readonly string[];
  readonly options: CombatGridOptions;
};

/** A square grid of 1 km squares where a diagonal step counts as one. */
export const DEFAULT_GRID: GridSpec = { kind: "square", size: 100, distance: 1, units: "km", diagonals: "equidistant" };

const SETUP: Owner = ownerNamed("CombatSetup");

/**
 * Checks a combat setup from any source and fills its defaults: the default grid, no other
 * artillery, open terrain, no other contested square, clear weather, the first tactical phase,
 * no Ops, no prepared positions, no flanking, the default options. Throws an EngineError naming
 * the unit or field at fault.
 */
export function validateSetup(input: unknown): CombatGridSetup {
  const fields = readRecord(input, SETUP, "setup");
  const units = readItems(fields["units"], 2, SETUP, "units", (item, _who, at) => readUnit(item, at));
  const artillery = optionalList(fields["artillery"], "artillery").map((item, index) =>
    readArtillery(item, `artillery[${index}]`),
  );
  rejectDuplicates([...units, ...artillery]);
  const activeSide = readId(fields["activeSide"], SETUP, "activeSide");
  checkSides(units, activeSide);
  return {
    grid: fields["grid"] === undefined ? DEFAULT_GRID : readGridSpec(fields["grid"], SETUP, ["square"]),
    square: readOffset(fields["square"], SETUP, "square"),
    activeSide,
    units,
    artillery,
    terrain: optionalList(fields["terrain"], "terrain").map((item, index) => readTerrain(item, `terrain[${index}]`)),
    contested: optionalList(fields["contested"], "contested").map((item, index) =>
      readOffset(item, SETUP, `contested[${index}]`),
    ),
    weather: fields["weather"] === undefined ? "clear" : readId(fields["weather"], SETUP, "weather"),
    tacticalPhase:
      fields["tacticalPhase"] === undefined
        ? 1
        : readInRange(fields["tacticalPhase"], SETUP, "tacticalPhase", rangeOf(SELECTION_FIELDS, "tacticalPhase")),
    ops: readOps(fields["ops"]),
    preparedPositions:
      fields["preparedPositions"] === undefined
        ? 0
        : readInRange(
            fields["preparedPositions"],
            SETUP,
            "preparedPositions",
            rangeOf(SELECTION_FIELDS, "preparedPositions"),
          ),
    flanking: readBoolean(fields["flanking"], SETUP, "flanking", false),
    noRetreat: fields["noRetreat"] === undefined ? [] : readItems(fields["noRetreat"], 0, SETUP, "noRetreat", readId),
    options: validateOptions(fields["options"], "options"),
  };
}

function readUnit(input: unknown, at: string): CombatUnitSetup {
  const { fields, who, common } = readCommon(input, at);
  return {
    ...common,
    acrossBridge: readBoolean(fields["acrossBridge"], who, "acrossBridge", false),
    cameFrom:
      fields["cameFrom"] === undefined || fields["cameFrom"] === null
        ? null
        : readOffset(fields["cameFrom"], who, "cameFrom"),
  };
}

function readArtillery(input: unknown, at: string): ArtillerySetup {
  const { fields, who, common } = readCommon(input, at);
  return { ...common, cell: readOffset(fields["cell"], who, "cell") };
}

/** The fields units in the square and artillery elsewhere share. */
function readCommon(input: unknown, at: string) {
  const fields = readRecord(input, SETUP, at);
  const label = typeof fields["name"] === "string" && fields["name"] !== "" ? fields["name"] : fields["id"];
  const who = ownerOf("Unit", at, typeof label === "string" && label !== "" ? label : undefined);
  const id = readId(fields["id"], who, "id");
  const name = fields["name"] === undefined ? id : readId(fields["name"], who, "name");
  const data = validateUnitData(fields["data"], name);
  const stepsLost =
    fields["stepsLost"] === undefined
      ? 0
      : readInRange(fields["stepsLost"], who, "stepsLost", rangeOf(UNIT_DATA_FIELDS, "stepsLost"));
  if (stepsLost >= data.track.length) {
    throw combatGridError("NoStepsLeft", { owner: who.owner, unit: name, got: stepsLost, boxes: data.track.length });
  }
  const common = {
    id,
    name,
    side: readId(fields["side"], who, "side"),
    data,
    stepsLost,
    tipped: readBoolean(fields["tipped"], who, "tipped", false),
    lowSupply: readBoolean(fields["lowSupply"], who, "lowSupply", false),
    doubled: readBoolean(fields["doubled"], who, "doubled", false),
  };
  return { fields, who, common };
}

function readTerrain(input: unknown, at: string): TerrainEntry {
  const fields = readRecord(input, SETUP, at);
  return { cell: readOffset(fields["cell"], SETUP, `${at}.cell`), kind: readId(fields["kind"], SETUP, `${at}.kind`) };
}

function readOps(input: unknown): Record<string, number> {
  const fields: Fields = input === undefined ? {} : readRecord(input, SETUP, "ops");
  return Object.fromEntries(
    Object.entries(fields).map(([side, ops]) => [
      side,
      readInRange(ops, SETUP, `ops.${side}`, rangeOf(SELECTION_FIELDS, "ops")),
    ]),
  );
}

function optionalList(value: unknown, field: string): readonly unknown[] {
  return value === undefined ? [] : readList(value, BOARD_OWNER, field);
}

function rejectDuplicates(units: readonly { readonly id: string; readonly name: string }[]): void {
  units.forEach((unit, index) => {
    const first = units.findIndex((other) => other.id === unit.id);
    if (first !== index) {
      throw fieldError("DuplicateId", ownerOf("Unit", unit.name, unit.name), "id", unit.id, {
        other: units[first]?.name ?? "",
      });
    }
  });
}

/** A combat is between the active side and exactly one other side, both present in the square. */
function checkSides(units: readonly CombatUnitSetup[], activeSide: string): void {
  const sides = [...new Set(units.map((unit) => unit.side))];
  if (sides.length !== 2 || !sides.includes(activeSide)) {
    throw combatGridError("Sides", { owner: SETUP.owner, active: activeSide, got: sides.join(", ") });
  }
}
