/**
 * The command-line resolver: plays a scenario's combat and prints the outcome, or checks every
 * combat against the outcome its file worked out by hand. `npm run resolve -- --help` for usage.
 */
import { shippedCatalog } from "../src/rulesets/shipped";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { englishStrings } from "./language-files";
import { tableError } from "../src/engine/errors";
import { readSeed } from "../src/engine/scenario/scenario-names";
import { SCENARIO_ERRORS } from "../src/engine/scenario/scenario-errors";
import type { CombatRun } from "../src/engine/session/combat-run";
import {
  validateDecisions,
  validateScenario,
  type Scenario,
  type ScenarioCombat,
} from "../src/engine/scenario/scenario";
import type { ScriptedDecision } from "../src/engine/session/combat-run";
import { playScenario } from "../src/engine/scenario/play-scenario";
import { accountLines, waitingLines } from "./scenario-account";
import { checkReport, checkScenarioFile } from "./scenario-check";
import { readDataFile, SCENARIO_ROOT, scenarioFiles } from "./scenario-file";

type Strings = Readonly<Record<string, string>>;

export interface ResolveArgs {
  scenario: string;
  combat?: string;
  /** Plays the scenario's turn of this id instead of a combat. */
  turn?: string;
  decisions?: readonly ScriptedDecision[];
  dice?: readonly number[];
  seed?: number;
}

/** The rule systems the resolver knows: the shipped ones. */
const RULESETS = shippedCatalog();

export interface Resolved {
  readonly scenario: Scenario;
  /** The combat played, or the turn when `turn` is set. */
  readonly combat: ScenarioCombat;
  readonly turn: boolean;
  readonly run: CombatRun;
}

export function resolveScenario(args: ResolveArgs): Resolved {
  const scenario = validateScenario(readDataFile(args.scenario), args.scenario, RULESETS);
  // A file of turns only (command-test's attack orders) plays its first turn when nothing is named.
  const turnOnly = args.turn === undefined && args.combat === undefined && scenario.combats.length === 0;
  const turn =
    args.turn === undefined
      ? turnOnly
        ? scenario.turns[0]
        : undefined
      : scenario.turns.find((t) => t.id === args.turn);
  if (args.turn !== undefined && !turn)
    throw tableError(SCENARIO_ERRORS, "NoTurn", { file: args.scenario, turn: args.turn });
  const combat =
    turn ?? (args.combat === undefined ? scenario.combats[0] : scenario.combats.find((c) => c.id === args.combat));
  if (!combat) {
    if (args.combat === undefined) throw tableError(SCENARIO_ERRORS, "NothingToPlay", { file: args.scenario });
    throw tableError(SCENARIO_ERRORS, "NoCombat", { file: args.scenario, combat: args.combat });
  }
  const script = { decisions: args.decisions ?? combat.script.decisions, dice: args.dice ?? combat.script.dice };
  return {
    scenario,
    combat,
    turn: turn !== undefined,
    run: playScenario(RULESETS, scenario, combat, turn !== undefined, script, args.seed),
  };
}

export function asJson({ scenario, combat, turn, run }: Resolved): unknown {
  return {
    scenario: scenario.id,
    [turn ? "turn" : "combat"]: combat.id,
    status: run.status,
    ...(run.pending ? { pending: run.pending } : {}),
    ...(run.outcome === undefined ? {} : { outcome: run.outcome }),
    log: run.log,
    effects: run.effects,
    moveRequests: run.moveRequests,
    plan: run.plan,
    units: run.board.units.map((unit) => ({
      id: unit.id,
      side: unit.side,
      footprint: unit.footprint,
      facing: unit.facing,
      status: unit.status,
      stepsLost: unit.data["stepsLost"] ?? 0,
    })),
    ...(run.odds === undefined ? {} : { odds: run.odds }),
  };
}

/** The combat told in English (`--pretty`). */
export function asAccount({ scenario, combat, turn, run }: Resolved, strings: Strings): string {
  return accountLines(scenario, combat, turn, run, strings).join("\n");
}

/** `--check`: every combat of the files (all under scenarios/ when none is named); the report and whether all match. */
export function runCheck(files: readonly string[], strings: Strings): { ok: boolean; report: string } {
  const paths = files.length > 0 ? files : scenarioFiles().map((file) => join(SCENARIO_ROOT, file));
  const checks = paths.flatMap(checkScenarioFile);
  return {
    ok: checks.every((check) => check.differences.length === 0),
    report: checkReport(checks, strings).join("\n"),
  };
}

/** What one invocation prints and its exit code (main only writes them out). */
export function runCli(argv: readonly string[], strings: Strings): { out: string; err: string; code: number } {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      combat: { type: "string" },
      turn: { type: "string" },
      decisions: { type: "string" },
      dice: { type: "string" },
      seed: { type: "string" },
      pretty: { type: "boolean", default: false },
      check: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const usage = strings["WARGAME.Resolve.Usage"] ?? "";
  if (values.help) return { out: usage, err: "", code: 0 };
  if (values.check) {
    const { ok, report } = runCheck(positionals, strings);
    return { out: report, err: "", code: ok ? 0 : 1 };
  }
  const [scenario] = positionals;
  if (!scenario) return { out: "", err: usage, code: 2 };
  const result = resolveScenario({
    scenario,
    ...(values.combat === undefined ? {} : { combat: values.combat }),
    ...(values.turn === undefined ? {} : { turn: values.turn }),
    ...(values.decisions === undefined
      ? {}
      : { decisions: validateDecisions(readDataFile(values.decisions), values.decisions) }),
    ...(values.dice === undefined ? {} : { dice: values.dice.split(",").map((d) => Number(d.trim())) }),
    ...(values.seed === undefined ? {} : { seed: readSeed(values.seed) }),
  });
  if (values.pretty) return { out: asAccount(result, strings), err: "", code: 0 };
  // The JSON goes to stdout for tools; what the session waits for, in words, to the person at stderr.
  return {
    out: JSON.stringify(asJson(result), null, 2),
    err: waitingLines(result.scenario, result.run, strings).join("\n"),
    code: 0,
  };
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  try {
    const { out, err, code } = runCli(process.argv.slice(2), englishStrings());
    if (out) console.log(out);
    if (err) console.error(err);
    process.exitCode = code;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
