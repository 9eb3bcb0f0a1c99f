import { ask, at, auto, type Examination, stepScaffold } from "@engine/session/step-scaffold";
import type { DecisionStep, Fatal, StepInput } from "@engine/session/types";
import type { CombatGridSetup } from "./setup";
import type { CombatGridOutcome, CombatGridState, HitBatch, Role, UnitRuntime } from "./state";
import { barrageOptions } from "./barrage";
import { maxTactics, reveal, tacticOptions, tacticRecord } from "./tactic-plays";
import { armorAdvantage, armorValue, isTankBattle, leaderOptions } from "./leaders";
import { rollStep, shoot } from "./fire";
import { hitCandidates, hitOptions, takeHit } from "./hits";
import { finish } from "./finish";
import { PREPARED_POSITION } from "./declarations";
import { enemyOf, presentUnits, setupOf, sideOf, updateUnit } from "./state-helpers";
import { chooseOne, defined, line, text, withEffects } from "@engine/session/state-helpers";

/**
 * The combat-grid step machine. Each stage either asks for an input or moves on by itself;
 * `settle` runs the automatic moves, so a state handed out always waits for an input (or is done).
 */
export function start(setup: CombatGridSetup): CombatGridState {
  const initial: CombatGridState = {
    log: [],
    setup,
    stage: { kind: "barrage", caller: 0 },
    units: setup.units.map((unit) => ({
      id: unit.id,
      role: unit.side === setup.activeSide ? "attacker" : "defender",
      stepsLost: unit.stepsLost,
      hits: 0,
      presence: "in",
      doubled: false,
    })),
    calls: [],
    tactics: { attacker: null, defender: null },
    plays: { attacker: [], defender: [] },
    doubles: [],
    tankBattle: false,
    leaders: { attacker: null, defender: null },
    volleys: [],
    fire: { attacker: null, defender: null },
    preparedPositions: setup.preparedPositions,
    absorbed: false,
    withdrew: false,
    effects: [],
  };
  return settle({ ...initial, tankBattle: isTankBattle(initial) });
}

const scaffold = stepScaffold("combat-grid", examine);
const settle = scaffold.settle;
export const pending = scaffold.pending;

export function apply(state: CombatGridState, input: StepInput): CombatGridState {
  const pick = input.kind === "decision" ? (input.picks[0] ?? "") : "";
  const stage = state.stage;
  switch (stage.kind) {
    case "barrage": {
      const caller = defined(callers(state)[stage.caller], "the calling unit").id;
      const next = { ...state, stage: { kind: "barrage", caller: stage.caller + 1 } as const };
      if (pick === "none") return settle(next);
      const artillery = state.setup.artillery.find((unit) => unit.id === pick);
      const called = { ...next, calls: [...state.calls, { caller, artillery: pick }] };
      return settle(
        withEffects(
          called,
          line("WARGAME.CombatGrid.Log.Barrage", {
            unit: setupOf(state, caller).name,
            artillery: artillery?.name ?? pick,
          }),
        ),
      );
    }
    case "tactics": {
      const picks = input.kind === "decision" ? input.picks : [];
      return settle(afterTactics({ ...state, tactics: { ...state.tactics, [stage.role]: picks } }, stage.role));
    }
    case "double": {
      const picks = input.kind === "decision" ? input.picks : [];
      return settle(double(state, picks));
    }
    case "leader":
      return settle(afterLeader({ ...state, leaders: { ...state.leaders, [stage.role]: pick } }, stage.role));
    case "fire": {
      const role = defined(state.volleys[stage.volley]?.[stage.shooter], "the shooting side");
      const die = defined(input.kind === "roll" ? input.dice[0] : undefined, "the die");
      return settle({ ...shoot(state, role, die), stage: { ...stage, shooter: stage.shooter + 1 } });
    }
    case "hits": {
      const [first, ...rest] = stage.batches;
      const batch = defined(first, "the batch of hits");
      const hit = takeHit(state, pick);
      return settle({
        ...hit,
        stage: { ...stage, batches: [{ ...batch, grid: batch.grid - 1, received: batch.received + 1 }, ...rest] },
      });
    }
    case "evade":
      return settle(evade(state, pick === "retreat", stage.volley, stage.batches));
    case "done":
      return state;
  }
}

type Examined = Examination<CombatGridState, CombatGridOutcome>;

function examine(state: CombatGridState): Examined {
  const stage = state.stage;
  switch (stage.kind) {
    case "barrage":
      return examineBarrage(state, stage.caller);
    case "tactics":
      return examineTactics(state, stage.role);
    case "double":
      return examineDouble(state, stage.index);
    case "leader":
      return examineLeader(state, stage.role);
    case "fire":
      return examineFire(state, stage.volley, stage.shooter);
    case "hits":
      return examineHits(state, stage.volley, stage.batches);
    case "evade":
      return ask(
        decision(
          state,
          "evade",
          "defender",
          text("WARGAME.CombatGrid.Prompt.Evade", { side: sideOf(state, "defender") }),
          [
            { id: "hold", labelKey: "WARGAME.CombatGrid.Option.Hold", data: {}, legal: true },
            {
              id: "retreat",
              labelKey: "WARGAME.CombatGrid.Option.Retreat",
              data: {},
              legal: true,
              ...retreatFatal(state),
            },
          ],
        ),
      );
    case "done":
      return { kind: "done", outcome: stage.outcome };
  }
}

/**
 * A retreat that eliminates a defender still in the square (it had no way out as the combat
 * started): said on the option. "May": a unit lost in the fight may have opened a way.
 */
function retreatFatal(state: CombatGridState): { fatal?: Fatal } {
  const trapped = presentUnits(state, "defender").find((unit) => state.setup.noRetreat.includes(unit.id));
  return trapped === undefined ? {} : { fatal: { unitId: trapped.id, outcome: "eliminated", certain: false } };
}

/** The units that may call a barrage, in the order they are asked: attackers first. */
function callers(state: CombatGridState): UnitRuntime[] {
  return [
    ...state.units.filter((unit) => unit.role === "attacker"),
    ...state.units.filter((unit) => unit.role === "defender"),
  ];
}

function examineBarrage(state: CombatGridState, index: number): Examined {
  const runtime = callers(state)[index];
  if (runtime === undefined) return at(state, { kind: "tactics", role: "attacker" });
  const { id, role } = runtime;
  const caller = setupOf(state, id);
  const options = barrageOptions(state, caller, role);
  // With nothing but "no barrage" to pick there is nothing to ask.
  if (options.filter((option) => option.legal).length < 2) return at(state, { kind: "barrage", caller: index + 1 });
  return ask(
    decision(state, `barrage:${id}`, role, text("WARGAME.CombatGrid.Prompt.Barrage", { unit: caller.name }), options),
  );
}

function examineTactics(state: CombatGridState, role: Role): Examined {
  const max = maxTactics(state, role);
  if (max === 0) return auto(afterTactics({ ...state, tactics: { ...state.tactics, [role]: [] } }, role));
  const sealed = role === "defender" ? [sideOf(state, "attacker")] : [];
  const step = decision(
    state,
    `tactics:${role}`,
    role,
    text("WARGAME.CombatGrid.Prompt.Tactics", { side: sideOf(state, role), count: max }),
    tacticOptions(state, role),
  );
  return ask({ ...step, secret: true, sealed, min: 0, max });
}

function afterTactics(state: CombatGridState, role: Role): CombatGridState {
  return role === "attacker" ? { ...state, stage: { kind: "tactics", role: "defender" } } : reveal(state);
}

function doubleCandidates(state: CombatGridState, index: number): string[] {
  const choice = state.doubles[index];
  if (choice === undefined) return [];
  return presentUnits(state, choice.role)
    .filter((unit) => {
      const { data, doubled } = setupOf(state, unit.id);
      return !unit.doubled && !doubled && (choice.unitType === null || data.type === choice.unitType);
    })
    .map((unit) => unit.id);
}

function examineDouble(state: CombatGridState, index: number): Examined {
  const choice = state.doubles[index];
  if (choice === undefined) return at(state, { kind: "leader", role: "attacker" });
  const candidates = doubleCandidates(state, index);
  if (candidates.length <= choice.count) return auto(double(state, candidates));
  const options = candidates.map((id) => ({
    id,
    labelKey: "WARGAME.CombatGrid.Option.Unit",
    data: { name: setupOf(state, id).name },
    legal: true,
  }));
  const tactic = tacticRecord(state, choice.tactic).labelKey;
  const step = decision(
    state,
    `double:${index}`,
    choice.role,
    text("WARGAME.CombatGrid.Prompt.Double", { tactic, count: choice.count }),
    options,
  );
  return ask({ ...step, min: choice.count, max: choice.count });
}

function double(state: CombatGridState, ids: readonly string[]): CombatGridState {
  const stage = state.stage;
  const index = stage.kind === "double" ? stage.index : 0;
  const labelKey = tacticRecord(state, defined(state.doubles[index], "the double choice").tactic).labelKey;
  const doubled = ids.reduce(
    (next, id) =>
      withEffects(
        updateUnit(next, id, { doubled: true }),
        line("WARGAME.CombatGrid.Log.Doubled", { unit: setupOf(state, id).name, tactic: labelKey }),
      ),
    state,
  );
  return { ...doubled, stage: { kind: "double", index: index + 1 } };
}

function examineLeader(state: CombatGridState, role: Role): Examined {
  if (!state.tankBattle) return at(state, { kind: "fire", volley: 0, shooter: 0 });
  const options = leaderOptions(state, role);
  const legal = options.filter((option) => option.legal);
  const only = legal.length === 1 ? legal[0] : undefined;
  if (only !== undefined) return auto(afterLeader({ ...state, leaders: { ...state.leaders, [role]: only.id } }, role));
  return ask(
    decision(
      state,
      `leader:${role}`,
      role,
      text("WARGAME.CombatGrid.Prompt.Leader", { side: sideOf(state, role) }),
      options,
    ),
  );
}

function afterLeader(state: CombatGridState, role: Role): CombatGridState {
  const leader = defined(state.leaders[role] ?? undefined, "the leading unit");
  const led = withEffects(
    state,
    line("WARGAME.CombatGrid.Log.Leader", {
      side: sideOf(state, role),
      unit: setupOf(state, leader).name,
      armor: armorValue(state, role, leader),
    }),
  );
  if (role === "attacker") return { ...led, stage: { kind: "leader", role: "defender" } };
  const advantage = armorAdvantage(led);
  const said =
    advantage === null
      ? line("WARGAME.CombatGrid.Log.NoArmorAdvantage")
      : line("WARGAME.CombatGrid.Log.ArmorAdvantage", { side: sideOf(led, advantage) });
  return { ...withEffects(led, said), stage: { kind: "fire", volley: 0, shooter: 0 } };
}

function examineFire(state: CombatGridState, volley: number, shooter: number): Examined {
  const shooters = state.volleys[volley];
  if (shooters === undefined) return auto(finish(state));
  const role = shooters[shooter];
  if (role === undefined) return at(state, { kind: "hits", volley, batches: batchesOf(state, shooters) });
  if (presentUnits(state, role).length > 0) return ask(rollStep(state, role));
  // No unit left to shoot: no roll; its barraging artillery is still tipped, to no effect.
  const barrage = state.calls
    .filter((call) => state.units.find((unit) => unit.id === call.caller)?.role === role)
    .map((call) => state.setup.artillery.find((artillery) => artillery.id === call.artillery)?.name ?? "");
  const said =
    barrage.length === 0
      ? line("WARGAME.CombatGrid.Log.NoUnitsLeft", { side: sideOf(state, role) })
      : line("WARGAME.CombatGrid.Log.NoUnitsLeftBarrage", { side: sideOf(state, role), artillery: barrage.join(", ") });
  const skipped = withEffects(state, said);
  return at(skipped, { kind: "fire", volley, shooter: shooter + 1 });
}

/** The hits of a volley, the defender's first: even when both shoot at once he applies first. */
function batchesOf(state: CombatGridState, shooters: readonly Role[]): HitBatch[] {
  return shooters
    .flatMap((role) => {
      const record = state.fire[role];
      return record === null ? [] : [{ target: enemyOf(role), extra: record.extra, grid: record.hits, received: 0 }];
    })
    .sort((a, b) => (a.target === b.target ? 0 : a.target === "defender" ? -1 : 1));
}

function examineHits(state: CombatGridState, volley: number, batches: readonly HitBatch[]): Examined {
  const [batch, ...rest] = batches;
  if (batch === undefined) return at(state, { kind: "fire", volley: volley + 1, shooter: 0 });
  const target = batch.target;
  const withBatch = (next: CombatGridState, changed: HitBatch): Examined =>
    at(next, { kind: "hits", volley, batches: [changed, ...rest] });
  if (batch.extra > 0) {
    // The armor advantage's extra hit goes first, on the enemy's leading armor unit.
    const leader = state.leaders[target];
    const fighting = state.units.some((unit) => unit.id === leader && unit.presence === "in");
    const next = fighting && leader !== null ? takeHit(state, leader) : state;
    return withBatch(next, { ...batch, extra: 0, received: batch.received + (fighting ? 1 : 0) });
  }
  if (batch.grid > 0 && target === "defender" && state.preparedPositions > 0 && !state.absorbed) {
    const marker = { kind: "marker", marker: PREPARED_POSITION, cell: state.setup.square, delta: -1 } as const;
    const absorbed = withEffects(
      { ...state, preparedPositions: state.preparedPositions - 1, absorbed: true },
      marker,
      line("WARGAME.CombatGrid.Log.Absorbed"),
    );
    return withBatch(absorbed, { ...batch, grid: batch.grid - 1, received: batch.received + 1 });
  }
  if (batch.grid > 0) {
    const candidates = hitCandidates(state, target);
    const only = candidates.length === 1 ? candidates[0] : undefined;
    if (candidates.length === 0) return withBatch(state, { ...batch, grid: 0 });
    if (only !== undefined)
      return withBatch(takeHit(state, only.id), { ...batch, grid: batch.grid - 1, received: batch.received + 1 });
    const taken = state.units.filter((unit) => unit.role === target).reduce((sum, unit) => sum + unit.hits, 0);
    // The hits come from the other side's total.
    const prompt = text("WARGAME.CombatGrid.Prompt.Hit", { side: sideOf(state, target), left: batch.grid }, [
      sideOf(state, enemyOf(target)),
    ]);
    return ask(decision(state, `hit:${target}:${taken}`, target, prompt, hitOptions(state, target)));
  }
  const evades = target === "defender" && batch.received > 0 && state.setup.options.evasion === "retreat-after-hits";
  if (evades && presentUnits(state, "defender").length > 0) return at(state, { kind: "evade", volley, batches: rest });
  return at(state, { kind: "hits", volley, batches: rest });
}

/** Evasion (labelled default): the defender, once hit, may leave the square with every unit left. */
function evade(
  state: CombatGridState,
  retreats: boolean,
  volley: number,
  batches: readonly HitBatch[],
): CombatGridState {
  const next: CombatGridState = { ...state, stage: { kind: "hits", volley, batches } };
  if (!retreats) return next;
  const gone = presentUnits(next, "defender").reduce(
    (after, unit) => updateUnit(after, unit.id, { presence: "retreated" }),
    next,
  );
  return withEffects(gone, line("WARGAME.CombatGrid.Log.Evades", { side: sideOf(state, "defender") }));
}

function decision(
  state: CombatGridState,
  id: string,
  role: Role,
  prompt: DecisionStep["prompt"],
  options: DecisionStep["options"],
): DecisionStep {
  return chooseOne(id, sideOf(state, role), prompt, options);
}
