import type { VictoryMarginEffect } from "./state";
import type { VictoryMarginMove } from "./move-requests";
import type { DecisionOption, LocText, Step, StepInput } from "@engine/session/types";
import { choice, chooseOne, line, text, withEffects } from "@engine/session/state-helpers";
import { armourAgainst, bandOf, countSixes, victoryMargin } from "./margin";
import type { CombatUnit, VictoryMarginSetup } from "./setup";
import type { FollowUp, VictoryMarginOutcome, VictoryMarginState } from "./state";
import { STATUS } from "./statuses";
import { RULE_NUMBERS } from "./tables";
import { own } from "@engine/names/own";

/**
 * The victory-margin step machine: stand-in, the attacker's dice, the victory test, the
 * defender's and its rear supports' choices, the fall back roll, the attackers' follow-ups. Each
 * transition runs on until the next input is needed, so a state handed out waits for one (or is done).
 */
export function start(setup: VictoryMarginSetup): VictoryMarginState {
  const gone = setup.eliminated.flatMap((id): VictoryMarginEffect[] => [
    { kind: "eliminated", unitId: id },
    line("WARGAME.VictoryMargin.Log.Eliminated", { unit: unitOf(setup, id).name }),
  ]);
  const base: VictoryMarginState = {
    log: [],
    setup,
    stage: { kind: "attack" },
    defender: null,
    sixes: null,
    margin: null,
    band: null,
    fallsBack: false,
    withIt: [],
    fallBack: 0,
    followUps: [],
    effects: gone,
  };
  if (!setup.attackerWon) return finish(said(base, "WARGAME.VictoryMargin.Log.NotWon"));
  if (!setup.eliminated.includes(setup.defender)) return toAttack({ ...base, defender: setup.defender });
  const [only, ...more] = survivors(setup);
  if (only === undefined) return toFollowUp(said(base, "WARGAME.VictoryMargin.Log.AllEliminated"), 0);
  return more.length === 0 ? toAttack(standIn(base, only)) : { ...base, stage: { kind: "stand-in" } };
}

export function pending(state: VictoryMarginState): Step<VictoryMarginOutcome> {
  const { setup, stage } = state;
  const defending = sideOf(setup, setup.defender);
  switch (stage.kind) {
    case "stand-in":
      return chooseOne(
        "stand-in",
        defending,
        text("WARGAME.VictoryMargin.Prompt.StandIn", { side: defending }),
        survivors(setup).map((id) => unitOption(setup, id)),
      );
    case "attack": {
      const dice = setup.attackDice ?? 0;
      return roll(
        "attack",
        sideOf(setup, setup.attacker),
        `${dice}d6`,
        text("WARGAME.VictoryMargin.Roll.Attack", { unit: unitOf(setup, setup.attacker).name, count: dice }),
      );
    }
    case "defender": {
      const data = { unit: actingName(state), margin: state.margin ?? 0, cover: coverOf(state) };
      const prompt = text("WARGAME.VictoryMargin.Prompt.Defender", data, bothSides(setup));
      return chooseOne("defender", defending, prompt, [
        choice("stand", "WARGAME.VictoryMargin.Option.Stand"),
        choice("fall-back", "WARGAME.VictoryMargin.Option.FallBack"),
      ]);
    }
    case "support": {
      const id = supportsOf(state)[stage.index] ?? "";
      return chooseOne(
        `support:${id}`,
        defending,
        text("WARGAME.VictoryMargin.Prompt.Support", { unit: unitOf(setup, id).name, defender: actingName(state) }),
        [
          choice("stand", "WARGAME.VictoryMargin.Option.Stand"),
          choice("fall-back", "WARGAME.VictoryMargin.Option.GoWithIt"),
        ],
      );
    }
    case "fall-back": {
      const margin = state.margin ?? 0;
      return roll(
        "fall-back",
        defending,
        `${margin}d6`,
        text("WARGAME.VictoryMargin.Roll.FallBack", { unit: actingName(state), count: margin }, bothSides(setup)),
      );
    }
    case "follow-up": {
      const unit = unitOf(setup, attackingIds(setup)[stage.index] ?? "");
      return chooseOne(
        `follow-up:${unit.id}`,
        unit.side,
        text("WARGAME.VictoryMargin.Prompt.FollowUp", { unit: unit.name }),
        followUpOptions(state, unit),
      );
    }
    case "done":
      return { kind: "done", outcome: stage.outcome };
  }
}

export function apply(state: VictoryMarginState, input: StepInput): VictoryMarginState {
  const pick = input.kind === "decision" ? (input.picks[0] ?? "") : "";
  const stage = state.stage;
  switch (stage.kind) {
    case "stand-in":
      return toAttack(standIn(state, pick));
    case "attack":
      return test(state, countSixes(input.kind === "roll" ? input.dice : []));
    case "defender":
      return pick === "fall-back"
        ? fallsBack(state)
        : toFollowUp(said(state, "WARGAME.VictoryMargin.Log.Stands", { unit: actingName(state) }), 0);
    case "support": {
      const id = supportsOf(state)[stage.index] ?? "";
      const goes = pick === "fall-back";
      const next = said(state, goes ? "WARGAME.VictoryMargin.Log.GoesWithIt" : "WARGAME.VictoryMargin.Log.Stands", {
        unit: unitOf(state.setup, id).name,
      });
      return toSupport(goes ? { ...next, withIt: [...state.withIt, id] } : next, stage.index + 1);
    }
    case "fall-back":
      return fallBack(state, input.kind === "roll" ? input.dice.reduce((sum, die) => sum + die, 0) : 0);
    case "follow-up":
      return followUp(
        state,
        attackingIds(state.setup)[stage.index] ?? "",
        pick === "breakthrough" || pick === "rally-forward" ? pick : "stay",
        stage.index,
      );
    case "done":
      return state;
  }
}

function standIn(state: VictoryMarginState, id: string): VictoryMarginState {
  return said({ ...state, defender: id }, "WARGAME.VictoryMargin.Log.StandsIn", { unit: unitOf(state.setup, id).name });
}

function toAttack(state: VictoryMarginState): VictoryMarginState {
  const { attackDice, attackRoll } = state.setup;
  if (attackDice !== null && attackDice > 0) return { ...state, stage: { kind: "attack" } };
  return test(state, countSixes(attackRoll ?? []));
}

/** The victory test: the margin, then the effect on the defender. */
function test(state: VictoryMarginState, sixes: number): VictoryMarginState {
  const { setup } = state;
  const defender = unitOf(setup, state.defender ?? setup.defender);
  const attacking = setup.units.filter((u) => u.role === "attacker" || u.role === "attacker-support");
  const defending = setup.units.filter((u) => u.role === "defender" || u.role === "defender-support");
  const derive = setup.options.armourAdvantage === "armour-minus-anti-tank";
  const parts = {
    sixes,
    armourAdvantage:
      setup.armourAdvantage ??
      (derive
        ? armourAgainst(
            unitOf(setup, setup.attacker).data.armour,
            defending.map((u) => u.data.antiTank),
          )
        : 0),
    strength: defender.data.strength,
    defenderArmourAdvantage:
      setup.defenderArmourAdvantage ??
      (derive
        ? armourAgainst(
            defender.data.armour,
            attacking.map((u) => u.data.antiTank),
          )
        : 0),
    coverAdvantage: setup.coverAdvantage,
  };
  const margin = victoryMargin(parts);
  const tested: VictoryMarginState = { ...state, sixes, margin, band: bandOf(margin, coverOf(state)) };
  // The margin counts both sides' units (strength, armour against anti-tank).
  const counts = bothSides(setup);
  const next = said(tested, "WARGAME.VictoryMargin.Log.Margin", { ...parts, margin }, counts);
  const about = { unit: defender.name, margin, cover: coverOf(state) };
  if (tested.band === "must") return fallsBack(said(next, "WARGAME.VictoryMargin.Log.MustFallBack", about, counts));
  if (tested.band === "may")
    return { ...said(next, "WARGAME.VictoryMargin.Log.MayFallBack", about, counts), stage: { kind: "defender" } };
  return toFollowUp(said(next, "WARGAME.VictoryMargin.Log.NoEffect", { margin }, counts), 0);
}

function fallsBack(state: VictoryMarginState): VictoryMarginState {
  return toSupport({ ...state, fallsBack: true }, 0);
}

function toSupport(state: VictoryMarginState, index: number): VictoryMarginState {
  return { ...state, stage: index < supportsOf(state).length ? { kind: "support", index } : { kind: "fall-back" } };
}

/** Margin × d6 pips, a centimetre each, straight away from the attacker, for the defender and the supports with it. */
function fallBack(state: VictoryMarginState, pips: number): VictoryMarginState {
  const { setup } = state;
  const distance = pips * RULE_NUMBERS.pipLength * setup.perCm;
  const movers = [state.defender ?? setup.defender, ...state.withIt];
  const moves = movers.map((unitId): VictoryMarginEffect => ({
    kind: "move",
    request: { kind: "fall-back", unitId, awayFrom: setup.attacker, distance },
  }));
  const next = withEffects(
    { ...state, fallBack: pips },
    line("WARGAME.VictoryMargin.Log.FallsBack", { unit: actingName(state), distance: pips }),
    ...moves,
  );
  return toFollowUp(next, 0);
}

/** Follow-ups come when the margin is above 0 or the defender was eliminated: the attacker first, then its rear supports. */
function toFollowUp(state: VictoryMarginState, index: number): VictoryMarginState {
  const { setup } = state;
  const eligible = (state.margin !== null && state.margin > 0) || setup.eliminated.includes(setup.defender);
  const id = attackingIds(setup)[index];
  if (!eligible || id === undefined) return finish(state);
  const legal = followUpOptions(state, unitOf(setup, id)).filter((option) => option.legal);
  // A unit whose only choice is to stay is not asked.
  if (legal.length === 1) return followUp(state, id, "stay", index);
  return { ...state, stage: { kind: "follow-up", index } };
}

function followUpOptions(state: VictoryMarginState, unit: CombatUnit): DecisionOption[] {
  const { options } = state.setup;
  const about = { unit: unit.name };
  const able = unit.data.breakthrough;
  const rally = !able || (unit.brokeThrough && options.spentBreakthrough === "rally-forward");
  const rallyReason = !able
    ? undefined
    : unit.brokeThrough
      ? "WARGAME.VictoryMargin.Reason.SpentStays"
      : "WARGAME.VictoryMargin.Reason.BreaksThrough";
  return [
    {
      ...choice("rally-forward", "WARGAME.VictoryMargin.Option.RallyForward"),
      legal: rally,
      ...(rally || rallyReason === undefined ? {} : { reason: text(rallyReason, about) }),
    },
    ...(able
      ? [
          {
            ...choice("breakthrough", "WARGAME.VictoryMargin.Option.Breakthrough"),
            legal: !unit.brokeThrough,
            ...(unit.brokeThrough ? { reason: text("WARGAME.VictoryMargin.Reason.BrokeThrough", about) } : {}),
          },
        ]
      : []),
    choice("stay", "WARGAME.VictoryMargin.Option.Stay"),
  ];
}

function followUp(state: VictoryMarginState, unitId: string, move: FollowUp, index: number): VictoryMarginState {
  const unit = unitOf(state.setup, unitId);
  const recorded = { ...state, followUps: [...state.followUps, { unitId, move }] };
  const request = followUpRequest(state, unitId, move);
  const effects: VictoryMarginEffect[] = [
    line(FOLLOW_UP_LOG[move], { unit: unit.name }),
    ...(request === null ? [] : [{ kind: "move", request } as const]),
    ...(move === "breakthrough" ? [{ kind: "status", unitId, status: STATUS.brokeThrough, on: true } as const] : []),
  ];
  return toFollowUp(withEffects(recorded, ...effects), index + 1);
}

const FOLLOW_UP_LOG: Record<FollowUp, string> = {
  "rally-forward": "WARGAME.VictoryMargin.Log.RallyForward",
  breakthrough: "WARGAME.VictoryMargin.Log.Breakthrough",
  stay: "WARGAME.VictoryMargin.Log.Stays",
};

/**
 * A rally forward goes into the space the defender vacated (fell back or was eliminated), or
 * through a defender that stood against a margin above 0, to a centimetre beyond it. A
 * breakthrough follows its path and may drive through the defender.
 */
function followUpRequest(state: VictoryMarginState, unitId: string, move: FollowUp): VictoryMarginMove | null {
  const { setup } = state;
  const acting = state.defender;
  if (move === "breakthrough")
    return {
      kind: "breakthrough",
      unitId,
      path: own(setup.paths, unitId) ?? [],
      through: acting === null ? [] : [acting],
    };
  if (move === "stay") return null;
  const through = acting !== null && !state.fallsBack && (state.margin ?? 0) > 0;
  if (through)
    return {
      kind: "rally-forward",
      unitId,
      target: { through: acting, beyond: RULE_NUMBERS.rallyBeyond * setup.perCm },
    };
  const vacated = acting !== null && state.fallsBack ? acting : setup.defender;
  return { kind: "rally-forward", unitId, target: { to: unitOf(setup, vacated).centre } };
}

function finish(state: VictoryMarginState): VictoryMarginState {
  const { setup } = state;
  const eliminated = state.defender === null && setup.eliminated.includes(setup.defender);
  const effect = eliminated
    ? "eliminated"
    : state.band === null || state.band === "none"
      ? "no-effect"
      : state.fallsBack
        ? "falls-back"
        : "stands";
  const outcome: VictoryMarginOutcome = {
    effect,
    band: state.band,
    margin: state.margin,
    sixes: state.sixes,
    defender: state.defender,
    fallBack: state.fallBack,
    withIt: state.withIt,
    followUps: Object.fromEntries(state.followUps.map((f) => [f.unitId, f.move])),
  };
  return { ...state, stage: { kind: "done", outcome } };
}

/** Rear supports of the defender that survived the fight. */
function survivors(setup: VictoryMarginSetup): string[] {
  return setup.defenderSupports.filter((id) => !setup.eliminated.includes(id));
}

/** The surviving rear supports other than the one standing in: each stands or goes with it. */
function supportsOf(state: VictoryMarginState): string[] {
  return survivors(state.setup).filter((id) => id !== state.defender);
}

function attackingIds(setup: VictoryMarginSetup): string[] {
  return [setup.attacker, ...setup.attackerSupports];
}

function coverOf(state: VictoryMarginState): number {
  return state.setup.coverLevel ?? unitOf(state.setup, state.defender ?? state.setup.defender).data.cover;
}

function actingName(state: VictoryMarginState): string {
  return unitOf(state.setup, state.defender ?? state.setup.defender).name;
}

export function unitOf(setup: VictoryMarginSetup, id: string): CombatUnit {
  const unit = setup.units.find((candidate) => candidate.id === id);
  if (unit === undefined) throw new RangeError(`victory-margin: no unit ${id} in the combat`);
  return unit;
}

function sideOf(setup: VictoryMarginSetup, id: string): string {
  return unitOf(setup, id).side;
}

/** Both sides: what a text whose numbers count both (a margin) declares it counts. */
export function bothSides(setup: VictoryMarginSetup): string[] {
  return [sideOf(setup, setup.attacker), sideOf(setup, setup.defender)];
}

function said(
  state: VictoryMarginState,
  key: string,
  data: LocText["data"] = {},
  counts?: readonly string[],
): VictoryMarginState {
  return withEffects(state, line(key, data, counts));
}

function unitOption(setup: VictoryMarginSetup, id: string): DecisionOption {
  return { id, labelKey: "WARGAME.VictoryMargin.Option.Unit", data: { name: unitOf(setup, id).name }, legal: true };
}

function roll(id: string, side: string, dice: string, purpose: LocText): Step<VictoryMarginOutcome> {
  return { kind: "roll", id, side, dice, purpose };
}
