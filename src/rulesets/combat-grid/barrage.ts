import type { DecisionOption, LocText } from "@engine/session/types";
import { createCellGrid } from "@engine/grid/cell-grid";
import type { ArtillerySetup, CombatUnitSetup } from "./setup";
import type { CombatGridState, Role } from "./state";
import { terrainAt, terrainRule } from "./terrain";
import { barrageValue } from "./combat-value";
import { setupOf, sideOf } from "./state-helpers";
import { text } from "@engine/session/state-helpers";

/** Artillery of the caller's element, or parent artillery (no element, same parent). */
export function sameCommand(caller: CombatUnitSetup, artillery: ArtillerySetup): boolean {
  const { element, parent } = artillery.data;
  if (element !== null) return element === caller.data.element;
  return parent === caller.data.parent;
}

/**
 * Why `artillery` may not barrage for `caller` (of `role`), or null when it may: it must be of
 * the caller's command, not already called, not tipped, not rocket artillery for the passive
 * side, not in urban or woods, not in a contested square, and within range of the combat square.
 */
export function barrageProblem(
  state: CombatGridState,
  caller: CombatUnitSetup,
  role: Role,
  artillery: ArtillerySetup,
): LocText | null {
  const { setup } = state;
  const name = artillery.name;
  if (!sameCommand(caller, artillery))
    return text("WARGAME.CombatGrid.Reason.NotSameCommand", { name, unit: caller.name });
  const call = state.calls.find((entry) => entry.artillery === artillery.id);
  if (call !== undefined)
    return text("WARGAME.CombatGrid.Reason.AlreadyCalled", { name, caller: setupOf(state, call.caller).name });
  if (artillery.tipped) return text("WARGAME.CombatGrid.Reason.ArtilleryTipped", { name });
  if (artillery.data.barrage?.rocket === true && role === "defender")
    return text("WARGAME.CombatGrid.Reason.RocketDefending", { name });
  const terrain = terrainAt(setup.terrain, artillery.cell);
  if (terrainRule(terrain).noBarrage) return text("WARGAME.CombatGrid.Reason.ArtilleryTerrain", { name, terrain });
  const contested = [setup.square, ...setup.contested].some(
    (cell) => cell.i === artillery.cell.i && cell.j === artillery.cell.j,
  );
  if (contested) return text("WARGAME.CombatGrid.Reason.ArtilleryContested", { name });
  const distance = createCellGrid(setup.grid).distance(artillery.cell, setup.square);
  const range = artillery.data.barrage?.range ?? 0;
  if (distance > range) return text("WARGAME.CombatGrid.Reason.OutOfRange", { name, distance, range });
  return null;
}

/** The artillery units of `role`'s side that can barrage at all (they have a barrage value). */
export function sideArtillery(state: CombatGridState, role: Role): ArtillerySetup[] {
  const side = sideOf(state, role);
  return state.setup.artillery.filter((artillery) => artillery.side === side && artillery.data.barrage !== null);
}

/** The barrage options of one calling unit: none, or one of its side's artillery units. */
export function barrageOptions(state: CombatGridState, caller: CombatUnitSetup, role: Role): DecisionOption[] {
  return [
    { id: "none", labelKey: "WARGAME.CombatGrid.Option.NoBarrage", data: {}, legal: true },
    ...sideArtillery(state, role).map((artillery) => {
      const reason = barrageProblem(state, caller, role, artillery);
      const option = {
        id: artillery.id,
        labelKey: "WARGAME.CombatGrid.Option.Artillery",
        data: { name: artillery.name, value: barrageValue(artillery) },
      };
      return reason === null ? { ...option, legal: true } : { ...option, legal: false, reason };
    }),
  ];
}
