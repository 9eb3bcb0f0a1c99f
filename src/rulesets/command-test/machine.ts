import { ask, at, auto, type Examination, stepScaffold } from "@engine/session/step-scaffold";
import type { DecisionOption, DecisionStep, RollStep, StepInput } from "@engine/session/types";
import { bestRating, commandRoll } from "./command-roll";
import { exchangeCandidates, exchangeOwed, fight, loseInExchange } from "./combat";
import { finish } from "./finish";
import { columnFor, columnLabel } from "./results-table";
import type { CommandTestSetup } from "./setup";
import type { CommandTestOutcome, CommandTestState, Role, Stage } from "./state";
import { COMMAND_CHITS } from "./statuses";
import {
  bothSides,
  participants,
  sideOf,
  stackId,
  stackLabel,
  strengthOf,
  supportStack,
  unitOf,
} from "./state-helpers";
import { chooseOne, defined, line, text, withEffects } from "@engine/session/state-helpers";

/**
 * The step machine of one attack order (Rules 10.1–10.6, then the results table): the attacker
 * allocates chits and tests the order; if it goes ahead each side calls upon its stacks next to
 * the defending stack and tests each (the defender allocating its own chits first); then the
 * combat roll. `settle` runs the steps that need no input, so a state handed out always waits
 * for one (or is done).
 */
export function start(setup: CommandTestSetup): CommandTestState {
  return settle({
    log: [],
    setup,
    stage: { kind: "allocate", role: "attacker" },
    allocated: { attacker: null, defender: null },
    command: null,
    called: { attacker: [], defender: [] },
    tests: { attacker: [], defender: [] },
    combat: null,
    lost: [],
    effects: [],
  });
}

const scaffold = stepScaffold("command-test", examine);
const settle = scaffold.settle;
export const pending = scaffold.pending;

export function apply(state: CommandTestState, input: StepInput): CommandTestState {
  const picks = input.kind === "decision" ? input.picks : [];
  const die = (): number => defined(input.kind === "roll" ? input.dice[0] : undefined, "the die");
  const stage = state.stage;
  switch (stage.kind) {
    case "allocate":
      return settle(allocate(state, stage.role, Number(defined(picks[0], "the chits"))));
    case "command":
      return settle(testOrder(state, die()));
    case "call":
      return settle(call(state, stage.role, picks));
    case "support":
      return settle(testSupport(state, stage.role, stage.index, die()));
    case "combat":
      return settle(afterCombat(fight(state, die())));
    case "exchange":
      return settle(loseInExchange(state, [unitOf(state, defined(picks[0], "the unit lost"))]));
    case "done":
      return state;
  }
}

type Examined = Examination<CommandTestState, CommandTestOutcome>;

function examine(state: CommandTestState): Examined {
  const stage = state.stage;
  switch (stage.kind) {
    case "allocate":
      return examineAllocate(state, stage.role);
    case "command": {
      const data = {
        side: sideOf(state, "attacker"),
        chits: state.allocated.attacker ?? 0,
        rating: bestRating(state.setup.attacking.units),
      };
      return ask(roll(state, "command", "attacker", text("WARGAME.CommandTest.Roll.Command", data)));
    }
    case "call":
      return examineCall(state, stage.role);
    case "support":
      return examineSupport(state, stage.role, stage.index);
    case "combat": {
      const attack = strengthOf(participants(state, "attacker"));
      const defence = strengthOf(participants(state, "defender"));
      const column = columnLabel(columnFor(state.setup.options.resultsTable, attack, defence));
      return ask(
        roll(
          state,
          "combat",
          "attacker",
          text(
            "WARGAME.CommandTest.Roll.Combat",
            { side: sideOf(state, "attacker"), attack, defence, column },
            bothSides(state),
          ),
        ),
      );
    }
    case "exchange":
      return examineExchange(state);
    case "done":
      return { kind: "done", outcome: stage.outcome };
  }
}

function chitsLeft(state: CommandTestState, role: Role): number {
  return state.setup.chits[sideOf(state, role)] ?? 0;
}

/** The defender allocates chits only to test stacks it called upon (its defending stack is attacked anyway). */
function examineAllocate(state: CommandTestState, role: Role): Examined {
  const left = chitsLeft(state, role);
  if (left === 0 || (role === "defender" && state.called.defender.length === 0)) return auto(allocate(state, role, 0));
  const side = sideOf(state, role);
  const options = Array.from({ length: left + 1 }, (_, count) => ({
    id: String(count),
    labelKey: "WARGAME.CommandTest.Option.Chits",
    data: { count },
    legal: true,
  }));
  return ask(decision(state, `chits:${role}`, role, text("WARGAME.CommandTest.Prompt.Chits", { side, left }), options));
}

function allocate(state: CommandTestState, role: Role, chits: number): CommandTestState {
  const side = sideOf(state, role);
  const allocated = { ...state, allocated: { ...state.allocated, [role]: chits } };
  const spent =
    chits === 0
      ? allocated
      : withEffects(
          allocated,
          { kind: "resource", side, resource: COMMAND_CHITS, delta: -chits },
          line("WARGAME.CommandTest.Log.Chits", { side, count: chits }),
        );
  return { ...spent, stage: role === "attacker" ? { kind: "command" } : { kind: "support", role, index: 0 } };
}

function testOrder(state: CommandTestState, die: number): CommandTestState {
  const test = commandRoll(die, state.allocated.attacker ?? 0, bestRating(state.setup.attacking.units));
  const data = { side: sideOf(state, "attacker"), die, chits: test.chits, rating: test.rating, total: test.total };
  const key = test.passes
    ? "WARGAME.CommandTest.Log.GoesAhead"
    : die === 1
      ? "WARGAME.CommandTest.Log.FailsOnOne"
      : "WARGAME.CommandTest.Log.Fails";
  // The rating is the best of the attacking units'.
  const tested = withEffects({ ...state, command: test }, line(key, data, [sideOf(state, "attacker")]));
  return test.passes ? { ...tested, stage: { kind: "call", role: "attacker" } } : finish(tested);
}

function supportOptions(state: CommandTestState, role: Role): DecisionOption[] {
  return state.setup.supports[role].map((stack) => {
    const base = {
      id: stackId(stack.cell),
      labelKey: "WARGAME.CommandTest.Option.Stack",
      data: { stack: stackLabel(stack), rating: bestRating(stack.units) },
    };
    if (stack.forage) return { ...base, legal: false, reason: text("WARGAME.CommandTest.Reason.Forage") };
    if (!state.setup.options.disruptedMaySupport && stack.units.some((unit) => unit.disrupted)) {
      return { ...base, legal: false, reason: text("WARGAME.CommandTest.Reason.Disrupted") };
    }
    return { ...base, legal: true };
  });
}

function examineCall(state: CommandTestState, role: Role): Examined {
  const options = supportOptions(state, role);
  const legal = options.filter((option) => option.legal).length;
  if (legal === 0) return auto(call(state, role, []));
  const step = decision(
    state,
    `call:${role}`,
    role,
    text("WARGAME.CommandTest.Prompt.Call", { side: sideOf(state, role) }),
    options,
  );
  return ask({ ...step, min: 0, max: legal });
}

/** The stacks called, in the setup's order; the attacker's are tested next, the defender's once it has allocated chits. */
function call(state: CommandTestState, role: Role, picks: readonly string[]): CommandTestState {
  const called = state.setup.supports[role].map((stack) => stackId(stack.cell)).filter((id) => picks.includes(id));
  const next: Stage = role === "attacker" ? { kind: "support", role, index: 0 } : { kind: "allocate", role };
  return { ...state, called: { ...state.called, [role]: called }, stage: next };
}

function examineSupport(state: CommandTestState, role: Role, index: number): Examined {
  const id = state.called[role][index];
  if (id === undefined) return at(state, role === "attacker" ? { kind: "call", role: "defender" } : { kind: "combat" });
  const stack = supportStack(state, role, id);
  const data = {
    side: sideOf(state, role),
    stack: stackLabel(stack),
    chits: state.allocated[role] ?? 0,
    rating: bestRating(stack.units),
  };
  return ask(roll(state, `support:${role}:${id}`, role, text("WARGAME.CommandTest.Roll.Support", data)));
}

/** Rules 10.4 and 10.6: the side's chits again, a new die and the stack's own best CR. */
function testSupport(state: CommandTestState, role: Role, index: number, die: number): CommandTestState {
  const id = defined(state.called[role][index], "the supporting stack");
  const stack = supportStack(state, role, id);
  const test = commandRoll(die, state.allocated[role] ?? 0, bestRating(stack.units));
  const data = { stack: stackLabel(stack), die, chits: test.chits, rating: test.rating, total: test.total };
  const key = test.passes
    ? "WARGAME.CommandTest.Log.Supports"
    : die === 1
      ? "WARGAME.CommandTest.Log.NoSupportOnOne"
      : "WARGAME.CommandTest.Log.NoSupport";
  const tests = { ...state.tests, [role]: [...state.tests[role], { stack: id, roll: test }] };
  return withEffects({ ...state, tests, stage: { kind: "support", role, index: index + 1 } }, line(key, data));
}

function afterCombat(state: CommandTestState): CommandTestState {
  return state.combat?.result === "EX" ? { ...state, stage: { kind: "exchange" } } : finish(state);
}

/** The attacker loses units of at least the defender's strength, choosing them one by one where it has a choice. */
function examineExchange(state: CommandTestState): Examined {
  const owed = exchangeOwed(state);
  const candidates = exchangeCandidates(state);
  if (owed === 0 || candidates.length === 0) return auto(finish(state));
  // One unit left, or all of them owed: no choice to make.
  if (candidates.length === 1 || strengthOf(candidates) <= owed) return auto(loseInExchange(state, candidates));
  const options = candidates.map((unit) => ({
    id: unit.id,
    labelKey: "WARGAME.CommandTest.Option.Unit",
    data: { name: unit.name, strength: unit.data.strength },
    legal: true,
  }));
  const prompt = text(
    "WARGAME.CommandTest.Prompt.Exchange",
    { side: sideOf(state, "attacker"), owed },
    bothSides(state),
  );
  return ask(decision(state, `exchange:${state.lost.length}`, "attacker", prompt, options));
}

function roll(state: CommandTestState, id: string, role: Role, purpose: RollStep["purpose"]): RollStep {
  return { kind: "roll", id, side: sideOf(state, role), dice: "1d6", purpose };
}

function decision(
  state: CommandTestState,
  id: string,
  role: Role,
  prompt: DecisionStep["prompt"],
  options: DecisionStep["options"],
): DecisionStep {
  return chooseOne(id, sideOf(state, role), prompt, options);
}
