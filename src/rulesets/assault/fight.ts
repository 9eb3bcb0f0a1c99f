import type { Unit } from "@engine/board/types";
import type { Relations } from "./relations";
import { formationOf } from "./setup";
import type { AssaultState, Attack, Casualty, Fight, PerRole, Role, SupportOffer } from "./state";
import { ASSAULT_RANGE, dataOf, enemyOf, perRole, sideOf, unitsOf } from "./state-helpers";

/** How a unit of a side stands against the other side's units. */
type Placed = {
  readonly unit: Unit;
  readonly contact: boolean;
  /** Tiles to the nearest enemy unit of the assault. */
  readonly distance: number;
  /** Enemy units of the assault within range with a line of fire. */
  readonly targets: readonly string[];
  /** Its place on the board, the last tie-break. */
  readonly n: number;
};

/** Units of `among` within range of the unit, with a line of fire to them. */
function targetsOf(relations: Relations, id: string, among: readonly string[]): string[] {
  return among.filter((other) => relations.distance(id, other) <= ASSAULT_RANGE && relations.lineOfFire(id, other));
}

function placeAll(state: AssaultState, relations: Relations): PerRole<Placed[]> {
  return perRole((role) => {
    const enemies = unitsOf(state, enemyOf(role)).map((unit) => unit.id);
    return unitsOf(state, role).map((unit) => ({
      unit,
      contact: enemies.some((id) => relations.contact(unit.id, id)),
      distance: Math.min(...enemies.map((id) => relations.distance(unit.id, id))),
      targets: targetsOf(relations, unit.id, enemies),
      n: state.board.units.indexOf(unit),
    }));
  });
}

/**
 * What a round fights from once its moves are over: who attacks with what, the order each side
 * takes casualties in (in contact first, then closest to the enemy), how many of them are directly
 * engaged (within range of an enemy), and which other formations may lend supporting fire.
 */
export function computeFight(state: AssaultState, relations: Relations): Fight {
  const placed = placeAll(state, relations);
  const ordered = perRole((role) =>
    [...placed[role]].sort(
      (a, b) =>
        Number(b.contact) - Number(a.contact) ||
        Number(engaged(b)) - Number(engaged(a)) ||
        a.distance - b.distance ||
        a.n - b.n,
    ),
  );
  const order = perRole((role) =>
    ordered[role].map((p): Casualty => ({ unitId: p.unit.id, save: saveOf(state, relations, p.unit, role) })),
  );
  return withAttacks(
    state,
    relations,
    placed,
    order,
    perRole((role) => ordered[role].filter(engaged).length),
  );
}

/**
 * A later round in which no unit has moved: who is directly engaged, and the order of casualties,
 * stay as the moves left them (less the units destroyed); who attacks and who may support are
 * worked out afresh against the enemy units left.
 */
export function continueFight(state: AssaultState, previous: Fight, relations: Relations): Fight {
  const left = new Set(state.board.units.map((unit) => unit.id));
  const order = perRole((role) => previous.order[role].filter((unit) => left.has(unit.unitId)));
  const engagedLeft = perRole(
    (role) => previous.order[role].slice(0, previous.engaged[role]).filter((unit) => left.has(unit.unitId)).length,
  );
  return withAttacks(state, relations, placeAll(state, relations), order, engagedLeft);
}

function withAttacks(
  state: AssaultState,
  relations: Relations,
  placed: PerRole<Placed[]>,
  order: PerRole<Casualty[]>,
  engagedCount: PerRole<number>,
): Fight {
  const attacks = perRole((role) => placed[role].flatMap((p) => attackOf(state, p)));
  return {
    attacks,
    order,
    engaged: engagedCount,
    support: perRole((role) =>
      supportOffers(
        state,
        relations,
        role,
        attacks[enemyOf(role)].map((attack) => attack.unitId),
      ),
    ),
  };
}

/** Directly engaged: in contact with, or within range of, an enemy unit of the assault. */
function engaged(p: Placed): boolean {
  return p.contact || p.distance <= ASSAULT_RANGE;
}

/**
 * A unit's attack: its close-combat value in contact; otherwise its firefight value within range
 * with a line of fire, unless it has only close combat weapons. A value of 0 never hits: no roll.
 */
function attackOf(state: AssaultState, p: Placed): Attack[] {
  const data = dataOf(state, p.unit.id);
  if (p.contact)
    return data.closeCombat > 0 ? [{ unitId: p.unit.id, kind: "close-combat", value: data.closeCombat }] : [];
  if (data.firefight === null || data.firefight === 0 || p.targets.length === 0) return [];
  return [{ unitId: p.unit.id, kind: "firefight", value: data.firefight }];
}

/**
 * The save a unit gets (labelled default): its armour, or for infantry in cover that is not of a
 * charging formation the cover save when better; the lower target is the better save.
 */
function saveOf(state: AssaultState, relations: Relations, unit: Unit, role: Role): number | null {
  const { options } = state.setup;
  const data = dataOf(state, unit.id);
  const armour = options.saves ? data.armour : null;
  const coverable = role === "defender" && data.type === "infantry" && options.coverSave > 0;
  const inCover = coverable && relations.terrainKinds(unit.id).some((kind) => options.coverKinds.includes(kind));
  const cover = inCover ? options.coverSave : null;
  if (armour === null) return cover;
  return cover === null ? armour : Math.min(armour, cover);
}

/**
 * The formations of `role`'s side outside the assault, neither broken nor marched, with units that
 * have a firefight value, within range and a line of fire of an enemy unit in a position to attack
 * (`positioned`: the enemy's attackers of this round).
 */
function supportOffers(
  state: AssaultState,
  relations: Relations,
  role: Role,
  positioned: readonly string[],
): SupportOffer[] {
  const involved = new Set([...state.sides.attacker, ...state.sides.defender]);
  const side = sideOf(state, role);
  return state.setup.formations
    .filter(
      (formation) => formation.side === side && !involved.has(formation.id) && !formation.broken && !formation.marched,
    )
    .map((formation) => ({
      formation: formation.id,
      units: state.board.units
        .filter((unit) => formationOf(unit) === formation.id)
        .flatMap((unit) => {
          const value = dataOf(state, unit.id).firefight;
          if (value === null || value === 0 || targetsOf(relations, unit.id, positioned).length === 0) return [];
          return [{ unitId: unit.id, value }];
        }),
    }))
    .filter((offer) => offer.units.length > 0);
}
