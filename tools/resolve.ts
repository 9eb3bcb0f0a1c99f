/**
 * The command-line resolver: plays a scenario's combat and prints the outcome.
 *
 *   npm run resolve -- <scenario.yml|json> [--combat <id>] [--decisions <file>] [--dice 5,3 | --seed N] [--pretty]
 *
 * Decisions and dice default to the combat's own script; --decisions replaces the decisions (a
 * YAML/JSON list of {step, picks}), --dice replaces the dice, --seed rolls any die the list lacks.
 * Prints JSON (log, effects, move requests, final unit states, odds), or with --pretty a short
 * account in English from lang/en.json.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { parse } from "yaml";
import { englishStrings } from "./english";
import { tableError } from "../src/engine/errors";
import { stringsLocalizer } from "../src/view/strings-localizer";
import { combatView } from "../src/view/ruleset-views";
import { localizeText } from "../src/view/template-helpers";
import { SCENARIO_ERRORS } from "../src/engine/scenario/scenario-errors";
import { resolveCombat, type CombatRun } from "../src/engine/scenario/resolve-combat";
import { rulesetOf, validateScenario, type Scenario, type ScenarioCombat, type ScriptedDecision } from "../src/engine/scenario/scenario";

type Strings = Readonly<Record<string, string>>;

export function readDataFile(path: string): unknown {
  const text = readFileSync(path, "utf8");
  return path.endsWith(".json") ? JSON.parse(text) : parse(text);
}

export interface ResolveArgs {
  scenario: string;
  combat?: string;
  decisions?: readonly ScriptedDecision[];
  dice?: readonly number[];
  seed?: number;
}

export function resolveScenario(args: ResolveArgs): { scenario: Scenario; combat: ScenarioCombat; run: CombatRun } {
  const scenario = validateScenario(readDataFile(args.scenario), args.scenario);
  const combat = args.combat === undefined ? scenario.combats[0] : scenario.combats.find((c) => c.id === args.combat);
  if (!combat) {
    throw tableError(SCENARIO_ERRORS, "NoCombat", { file: args.scenario, combat: args.combat ?? "" });
  }
  const script = { decisions: args.decisions ?? combat.script.decisions, dice: args.dice ?? combat.script.dice };
  return { scenario, combat, run: resolveCombat(rulesetOf(scenario), scenario.board, combat.selection, script, args.seed) };
}

export function asJson({ scenario, combat, run }: ReturnType<typeof resolveScenario>): unknown {
  return {
    scenario: scenario.id,
    combat: combat.id,
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

export function asAccount({ scenario, combat, run }: ReturnType<typeof resolveScenario>, strings: Strings): string {
  const i18n = stringsLocalizer(strings);
  const say = (key: string, data: Readonly<Record<string, string | number>>) => localizeText({ key, data }, i18n);
  const lines = [`${scenario.name}: ${combat.name}`];
  // The ruleset's chat lines tell the story; then the planned moves.
  for (const effect of run.effects) {
    if (effect.kind === "log") lines.push(`  ${say(effect.line.key, effect.line.data)}`);
  }
  // Then the result, its moves with their reasons and what it does, in the dialog's words.
  if (run.status === "done") {
    const done = combatView(scenario.ruleset, { board: scenario.board, selection: combat.selection, log: run.log, viewer: { sides: [], referee: true }, odds: false }).step.done;
    for (const text of done?.outcome ?? []) lines.push(`  ${localizeText(text, i18n)}`);
    for (const move of done?.moves ?? []) {
      lines.push(`  ${localizeText(move.text, i18n)}`);
      for (const reason of move.reasons ?? []) lines.push(`      · ${localizeText(reason, i18n)}`);
    }
    for (const text of done?.effects ?? []) lines.push(`  ${localizeText(text, i18n)}`);
  } else {
    lines.push(`Waiting for: ${run.pending?.id ?? "?"} (${run.pending?.kind ?? "?"})`);
  }
  return lines.join("\n");
}


function main(argv: readonly string[]): void {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      combat: { type: "string" },
      decisions: { type: "string" },
      dice: { type: "string" },
      seed: { type: "string" },
      pretty: { type: "boolean", default: false },
    },
  });
  const [scenario] = positionals;
  if (!scenario) throw new Error("Usage: npm run resolve -- <scenario> [--combat id] [--decisions file] [--dice 5,3 | --seed N] [--pretty]");
  const decisions = values.decisions === undefined ? undefined : (readDataFile(values.decisions) as ScriptedDecision[]);
  const result = resolveScenario({
    scenario,
    ...(values.combat === undefined ? {} : { combat: values.combat }),
    ...(decisions === undefined ? {} : { decisions }),
    ...(values.dice === undefined ? {} : { dice: values.dice.split(",").map((d) => Number(d.trim())) }),
    ...(values.seed === undefined ? {} : { seed: Number(values.seed) }),
  });
  console.log(values.pretty ? asAccount(result, englishStrings()) : JSON.stringify(asJson(result), null, 2));
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
