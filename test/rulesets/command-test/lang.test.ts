import { chatKeys, optionKeys, stepKeys } from "../../lang/ruleset-strings";
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { commandTest } from "@rulesets/command-test/command-test-ruleset";
import { COMMAND_TEST_OPTIONS } from "@rulesets/command-test/options";
import { advance } from "@engine/session/advance";
import type { Effect } from "@engine/session/effects";
import type { SessionStateBase, StepMachine } from "@engine/session/types";
import { legalInput, setupInput } from "./arbitraries";
import { english } from "./fixtures";

const strings = english();

/** Plays random legal inputs to the end, collecting the keys shown. */
function keysOf<S, T extends SessionStateBase & { readonly effects: readonly Effect[] }, O>(
  machine: StepMachine<S, T, O>,
  start: T,
  seen: Set<string>,
): void {
  let state = start;
  for (let random = 11, count = 0; count < 100; random = (random * 48271) % 2147483647, count += 1) {
    const step = machine.pending(state);
    stepKeys(step).forEach((key) => seen.add(key));
    const next = legalInput(step, random);
    if (next === null) break;
    state = advance(machine, state, next);
  }
  chatKeys(state.effects).forEach((key) => seen.add(key));
}

describe("lang/en.json for command-test", () => {
  it("have the labels of the options, their choices and their reference texts", () => {
    const keys = optionKeys(COMMAND_TEST_OPTIONS);
    for (const key of keys) expect(strings[key], key).toBeTypeOf("string");
  });

  it("have every key random attacks show", () => {
    const seen = new Set<string>();
    for (const input of fc.sample(setupInput, { numRuns: 150, seed: 7 }))
      keysOf(commandTest, commandTest.start(commandTest.validateSetup(input)), seen);
    // A key with plural forms is defined by its forms (src/view/plural.ts).
    expect([...seen].filter((key) => strings[key] === undefined && strings[`${key}.other`] === undefined)).toEqual([]);
    // The random sessions reach most of the ruleset's step and chat keys.
    expect(seen.size).toBeGreaterThan(18);
  });
});
