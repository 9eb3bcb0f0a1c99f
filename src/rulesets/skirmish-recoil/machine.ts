import { angleOf } from "@engine/geometry/facing";
import { sub } from "@engine/geometry/vector";
import { resolveCrossing } from "@engine/movement/gridless/resolve-crossing";
import { EMPTY_PLAN } from "@engine/movement/move-plan";
import type { SkirmishEffect } from "./state";
import type { SkirmishMove } from "./move-requests";
import { choice, chooseOne, defined, line, text, withEffects } from "@engine/session/state-helpers";
import type { DecisionOption, Fatal, LocText, Step, StepInput } from "@engine/session/types";
import { ferDice, ferPasses, ferPossible } from "./fer";
import { pendingCrossing, planRequest } from "./plan-request";
import { RESULTS_OF, type Result, type SkirmishSetup } from "./setup";
import { caughtInFlight } from "./speed";
import type { DownedBy, Fate, SkirmishOutcome, SkirmishState } from "./state";
import { STATUS } from "./statuses";
import { RULE_NUMBERS, SUPPRESSION_MOVES } from "./tables";

/** Each result's name, a localization key. */
export const RESULT_LABELS: Readonly<Record<Result, string>> = {
  suppressed: "WARGAME.SkirmishRecoil.Result.suppressed",
  recoil: "WARGAME.SkirmishRecoil.Result.recoil",
  flee: "WARGAME.SkirmishRecoil.Result.flee",
  downed: "WARGAME.SkirmishRecoil.Result.downed",
  "break-off": "WARGAME.SkirmishRecoil.Result.break-off",
};

/**
 * The skirmish-recoil step machine: the result (an input: the text starts at the results), then
 * its consequences: where a suppressed figure goes; a recoil or flee planned on the board, a
 * fleeing figure caught by a faster victor or heroically Downed by a FER test, a d6 for each
 * barrier a flee crosses; then pursuit or capture by the victor.
 */
export function start(setup: SkirmishSetup): SkirmishState {
  const base: SkirmishState = {
    log: [],
    setup,
    stage: { kind: "result" },
    result: null,
    request: null,
    plan: EMPTY_PLAN,
    crossings: [],
    downed: null,
    effects: [],
  };
  const results = RESULTS_OF[setup.source];
  const only = results.length === 1 ? results[0] : undefined;
  const result = setup.result ?? only ?? null;
  return result === null ? base : chooseResult(base, result);
}

export function pending(state: SkirmishState): Step<SkirmishOutcome> {
  const { options } = state.setup;
  const { victor, loser } = state.setup.figures;
  switch (state.stage.kind) {
    case "result": {
      const results = RESULTS_OF[state.setup.source].map((id) => choice(id, RESULT_LABELS[id]));
      return chooseOne(
        "result",
        victor.side,
        text("WARGAME.SkirmishRecoil.Prompt.Result", { victor: victor.name, loser: loser.name }),
        results,
      );
    }
    case "suppression":
      return chooseOne(
        "suppression",
        loser.side,
        text("WARGAME.SkirmishRecoil.Prompt.Suppression", { unit: loser.name, max: RULE_NUMBERS.suppressionMax }),
        suppressionOptions(),
      );
    case "heroic":
      return chooseOne(
        "heroic",
        loser.side,
        // The FER is the loser's own: a reader who may not see it is not shown it.
        text("WARGAME.SkirmishRecoil.Prompt.Heroic", { unit: loser.name, fer: loser.data.fer }, [loser.side]),
        [
          withFatal(choice("flee", "WARGAME.SkirmishRecoil.Option.Flee"), fleeFatal(state)),
          {
            ...choice("stand", "WARGAME.SkirmishRecoil.Option.Heroic"),
            data: { fer: loser.data.fer, target: RULE_NUMBERS.ferTarget },
            counts: [loser.side],
          },
        ],
      );
    case "fer":
      return {
        kind: "roll",
        id: "fer",
        side: loser.side,
        dice: ferDice(options, loser.data.fer),
        purpose: text("WARGAME.SkirmishRecoil.Roll.Fer", { unit: loser.name, fer: loser.data.fer }, [loser.side]),
      };
    case "crossing": {
      const test = pendingCrossing(state.plan);
      const unit = nameOf(state.setup, test?.unitId ?? loser.id);
      const purpose = text("WARGAME.SkirmishRecoil.Roll.Crossing", {
        unit,
        barrier: test?.barrierId ?? "",
        target: options.crossingTarget,
      });
      return { kind: "roll", id: `crossing:${state.crossings.length + 1}`, side: loser.side, dice: "1d6", purpose };
    }
    case "done":
      return { kind: "done", outcome: state.stage.outcome };
  }
}

export function apply(state: SkirmishState, input: StepInput): SkirmishState {
  const pick = input.kind === "decision" ? (input.picks[0] ?? "") : "";
  const die = input.kind === "roll" ? (input.dice[0] ?? 0) : 0;
  const { options } = state.setup;
  const { loser } = state.setup.figures;
  switch (state.stage.kind) {
    case "result":
      return chooseResult(state, RESULTS_OF[state.setup.source].find((result) => result === pick) ?? "recoil");
    case "suppression":
      return suppress(state, pick);
    case "heroic":
      return pick === "stand"
        ? { ...state, stage: { kind: "fer" } }
        : toCrossing(said(state, "WARGAME.SkirmishRecoil.Log.Flees", { unit: loser.name }));
    case "fer":
      if (ferPasses(options, loser.data.fer, die))
        return finish(said(downed(state, "heroic"), "WARGAME.SkirmishRecoil.Log.FerPassed", { unit: loser.name, die }));
      return toCrossing(said(state, "WARGAME.SkirmishRecoil.Log.FerFailed", { unit: loser.name, die }));
    case "crossing":
      return cross(state, die);
    case "done":
      return state;
  }
}

function chooseResult(state: SkirmishState, result: Result): SkirmishState {
  const { perInch, options } = state.setup;
  const { loser } = state.setup.figures;
  const next = said({ ...state, result }, "WARGAME.SkirmishRecoil.Log.Result", {
    unit: loser.name,
    result: RESULT_LABELS[result],
  });
  const recoil: SkirmishMove = { kind: "recoil", unitId: loser.id, distance: RULE_NUMBERS.recoil * perInch };
  switch (result) {
    case "suppressed":
      return {
        ...withEffects(next, { kind: "status", unitId: loser.id, status: STATUS.suppressed, on: true }),
        stage: { kind: "suppression" },
      };
    case "downed":
      return finish(downed(next, "result"));
    case "recoil":
      return toCrossing(moved(next, recoil));
    case "break-off":
      // Labelled default: the loser recoils; or, by the option, it stays where it is.
      return options.breakOff === "loser-recoils" ? toCrossing(moved(next, recoil)) : finish(next);
    case "flee":
      return flee(next);
  }
}

/** Plans the loser's move on the setup's board. */
function moved(state: SkirmishState, request: SkirmishMove): SkirmishState {
  return { ...state, request, plan: planRequest(state.setup.board, request, state.setup, []) };
}

function flee(state: SkirmishState): SkirmishState {
  const { board, source, options } = state.setup;
  const { victor, loser } = state.setup.figures;
  const planned = moved(state, { kind: "flee", unitId: loser.id, from: victor.centre });
  if (blockedLoser(planned)) return finish(planned);
  if (source === "hand-to-hand" && caughtInFlight(board, planned.plan, victor, loser)) {
    return finish(
      said(downed(state, "speed"), "WARGAME.SkirmishRecoil.Log.Caught", { unit: loser.name, victor: victor.name }),
    );
  }
  return ferPossible(options, loser.data.fer) ? { ...planned, stage: { kind: "heroic" } } : toCrossing(planned);
}

function suppress(state: SkirmishState, pick: string): SkirmishState {
  const { perInch, options } = state.setup;
  const { victor, loser } = state.setup.figures;
  const [way, inches] = pick.split(":");
  const distance = Number(inches ?? 0) || 0;
  const heading = way === "away" ? angleOf(sub(loser.centre, victor.centre)) : loser.facing + 180;
  const request: SkirmishMove = {
    kind: "suppression",
    unitId: loser.id,
    distance: distance * perInch,
    heading,
    turnAround: options.turnAround,
  };
  return finish(said(moved(state, request), "WARGAME.SkirmishRecoil.Log.Suppressed", { unit: loser.name, distance }));
}

/**
 * What fleeing does to the figure of the planned flee: each barrier it crosses asks for a d6 and a
 * failure destroys it there, so a flee across a barrier may destroy it (never surely: the crossing
 * target is at most 6).
 */
function fleeFatal(state: SkirmishState): Fatal | undefined {
  const test = pendingCrossing(state.plan);
  return test === null ? undefined : { unitId: test.unitId, outcome: "destroyed", certain: false };
}

function withFatal(option: DecisionOption, fatal: Fatal | undefined): DecisionOption {
  return fatal === undefined ? option : { ...option, fatal };
}

function suppressionOptions(): DecisionOption[] {
  const moves = SUPPRESSION_MOVES.flatMap((distance) => [
    { ...choice(`rear:${distance}`, "WARGAME.SkirmishRecoil.Option.Rear"), data: { distance } },
    { ...choice(`away:${distance}`, "WARGAME.SkirmishRecoil.Option.Away"), data: { distance } },
  ]);
  return [choice("stay", "WARGAME.SkirmishRecoil.Option.Stay"), ...moves];
}

function toCrossing(state: SkirmishState): SkirmishState {
  return pendingCrossing(state.plan) === null ? finish(state) : { ...state, stage: { kind: "crossing" } };
}

/** A d6 for the next barrier: the target or more crosses; less destroys the figure at the barrier. */
function cross(state: SkirmishState, die: number): SkirmishState {
  const { setup } = state;
  const test = pendingCrossing(state.plan);
  if (test === null) return finish(state);
  const passed = die >= setup.options.crossingTarget;
  const crossings = [...state.crossings, { ...test, passed }];
  const plan = resolveCrossing(state.plan, test.unitId, passed);
  const key = passed ? "WARGAME.SkirmishRecoil.Log.Crossed" : "WARGAME.SkirmishRecoil.Log.Destroyed";
  return toCrossing(
    said({ ...state, crossings, plan }, key, { unit: nameOf(setup, test.unitId), barrier: test.barrierId, die }),
  );
}

/** Downed where it stands: the move it would have made is dropped. */
function downed(state: SkirmishState, by: Exclude<DownedBy, "blocked">): SkirmishState {
  return { ...state, request: null, plan: EMPTY_PLAN, downed: by };
}

/** Whether the planned move Downs the loser (a blocked recoil or flee; a suppressed figure only stops short). */
function blockedLoser(state: SkirmishState): boolean {
  const id = state.setup.loser;
  return state.plan.events.some((e) => e.kind === "blocked" && e.unitId === id && e.outcome === "downed");
}

function finish(state: SkirmishState): SkirmishState {
  const { setup } = state;
  const { options } = setup;
  const { victor, loser } = setup.figures;
  const result = defined(state.result ?? undefined, "the result", "skirmish-recoil");
  const destroyed = state.plan.events.flatMap((e) => (e.kind === "removed" ? [e.unitId] : []));
  const madeToFlee = state.plan.events.flatMap((e) => (e.kind === "made-to-flee" ? [e.otherId] : []));
  const downedBy: DownedBy | null = state.downed ?? (blockedLoser(state) ? "blocked" : null);
  const fate: Fate = destroyed.includes(loser.id)
    ? "destroyed"
    : downedBy !== null
      ? "downed"
      : FATES[result](state.request !== null);
  const handToHand = setup.source === "hand-to-hand";
  // A position is taken from defenders that are Downed, Recoil or Flee (Break Off is not named).
  const captures =
    handToHand &&
    setup.position !== null &&
    ["downed", "recoiled", "fled", "destroyed"].includes(fate) &&
    result !== "break-off"
      ? setup.position
      : null;
  const pursues =
    handToHand &&
    captures === null &&
    fate !== "destroyed" &&
    (victor.data.type === "cavalry" || victor.data.irregular);
  const statuses =
    state.downed === null
      ? []
      : options.downedDifficultGoing
        ? [STATUS.downed, STATUS.difficultGoing]
        : [STATUS.downed];
  const effects: SkirmishEffect[] = [
    ...(state.request === null ? [] : [{ kind: "move", request: state.request } as const]),
    ...statuses.map((status): SkirmishEffect => ({ kind: "status", unitId: loser.id, status, on: true })),
    ...(downedBy === "blocked" ? [line("WARGAME.SkirmishRecoil.Log.Blocked", { unit: loser.name })] : []),
    ...madeToFlee.map((id) =>
      line("WARGAME.SkirmishRecoil.Log.MadeToFlee", { unit: nameOf(setup, id), by: loser.name }),
    ),
    ...(captures === null
      ? []
      : [
          { kind: "move", request: { kind: "occupy", unitId: victor.id, areaId: captures } } as const,
          line("WARGAME.SkirmishRecoil.Log.Captures", { unit: victor.name, area: captures }),
        ]),
    ...(pursues
      ? [
          {
            kind: "move",
            request: {
              kind: "pursuit",
              unitId: victor.id,
              targetId: loser.id,
              distance: RULE_NUMBERS.pursuit * setup.perInch,
            },
          } as const,
          line("WARGAME.SkirmishRecoil.Log.Pursues", { unit: victor.name, distance: RULE_NUMBERS.pursuit }),
        ]
      : []),
  ];
  const outcome: SkirmishOutcome = { result, fate, downedBy, madeToFlee, destroyed, pursues, captures };
  return { ...withEffects(state, ...effects), stage: { kind: "done", outcome } };
}

/** The loser's fate when nothing worse befell it, by result (and whether it moved). */
const FATES: Readonly<Record<Result, (moved: boolean) => Fate>> = {
  suppressed: () => "suppressed",
  recoil: () => "recoiled",
  flee: () => "fled",
  downed: () => "downed",
  "break-off": (moved) => (moved ? "recoiled" : "stood"),
};

function nameOf(setup: SkirmishSetup, id: string): string {
  return setup.board.units.find((unit) => unit.id === id)?.name ?? id;
}

function said(state: SkirmishState, key: string, data: LocText["data"] = {}): SkirmishState {
  return withEffects(state, line(key, data));
}
