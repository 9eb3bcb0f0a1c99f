import { isScalar, LineCounter, parseDocument, visit, type YAMLError } from "yaml";
import { tableError, type EngineError } from "../errors";
import { checkScenarioText } from "../limits";
import { SCENARIO_ERRORS } from "./scenario-errors";

/**
 * A scenario (or decisions) file's text as plain data, as every reader takes it: the resolver CLI,
 * the pack build, Foundry's Import and the sandbox. JSON is YAML, so one parser reads both. The
 * text's size, values and nesting are checked before it is parsed (`checkScenarioText`); a text that
 * does not parse is an error naming the file, the line and the column where it goes wrong.
 *
 * Keys are checked for repeats here, in one pass, rather than by the parser: its check compares each
 * key with every other of its mapping: one 75,000-key mapping took 480 s (wall-clock, loaded machine).
 */
export function parseScenarioText(text: string, file: string): unknown {
  const checked = checkScenarioText(text, file);
  const lines = new LineCounter();
  const parsed = parseDocument(checked, { uniqueKeys: false, prettyErrors: false, lineCounter: lines });
  const [first] = parsed.errors;
  if (first !== undefined) throw located(file, checked, parsed.errors, first, lines);
  const repeated: EngineError[] = [];
  visit(parsed, {
    Map(_key, map) {
      const keys = new Set<unknown>();
      for (const pair of map.items) {
        const key = isScalar(pair.key) ? pair.key.value : pair.key;
        if (!keys.has(key)) {
          keys.add(key);
          continue;
        }
        const at = lines.linePos(isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0);
        repeated.push(
          unreadable(file, checked, at.line, at.col, `the key ${String(key)} is given twice in one mapping`),
        );
        return visit.BREAK;
      }
      return undefined;
    },
  });
  const [twice] = repeated;
  if (twice !== undefined) throw twice;
  try {
    return parsed.toJS({ maxAliasCount: 100 });
  } catch (error) {
    // An alias expanding to too much (the parser's own guard against "billion laughs").
    throw unreadable(file, checked, 1, 1, error instanceof Error ? error.message : String(error));
  }
}

/**
 * Whether the parser's error is one that a line indented too far or not far enough gives: a line
 * indented too far is read as the continuation of the key above it (`MULTILINE_IMPLICIT_KEY`,
 * spanning from that key to the line); one indented too little as a new item of the wrong mapping
 * (`BAD_INDENT`) or, under a list's item, as an item of the list without its `-` (`MISSING_CHAR`).
 * Both codes also stand for other slips (a flow list left open, a missing comma), which the
 * parser's wording (yaml 2.9, compose/) tells apart.
 */
function isIndentError(error: YAMLError): boolean {
  if (error.code === "MULTILINE_IMPLICIT_KEY") return error.message.startsWith("Implicit keys need");
  if (error.code === "BAD_INDENT") return !error.message.startsWith("Flow");
  return error.code === "MISSING_CHAR" && error.message.startsWith("Sequence item without");
}

/**
 * The error for a text that does not parse, at the place a person has to fix: for a line indented
 * wrongly, that line at its first character (the parser places some of these on the key above).
 */
function located(
  file: string,
  text: string,
  errors: readonly YAMLError[],
  first: YAMLError,
  lines: LineCounter,
): EngineError {
  const indent = errors.find(isIndentError);
  if (indent !== undefined) {
    const line = lines.linePos(indent.code === "MULTILINE_IMPLICIT_KEY" ? indent.pos[1] : indent.pos[0]).line;
    const column = firstCharacter(lineOf(text, line)) + 1;
    return tableError(SCENARIO_ERRORS, "BadIndent", { file, line, column, excerpt: excerpt(text, line, column) });
  }
  const at = lines.linePos(first.pos[0]);
  return unreadable(file, text, at.line, at.col, first.message);
}

function unreadable(file: string, text: string, line: number, column: number, problem: string): EngineError {
  return tableError(SCENARIO_ERRORS, "Unreadable", {
    file,
    line,
    column,
    problem,
    excerpt: excerpt(text, line, column),
  });
}

function lineOf(text: string, line: number): string {
  return text.split("\n")[line - 1] ?? "";
}

function firstCharacter(line: string): number {
  const found = line.search(/\S/);
  return found < 0 ? 0 : found;
}

/** The line (at most 80 characters of it) with a caret under the column. */
function excerpt(text: string, line: number, column: number): string {
  const whole = lineOf(text, line).replace(/\r$/, "");
  const from = Math.max(0, column - 60);
  return `${whole.slice(from, from + 80)}\n${" ".repeat(column - 1 - from)}^`;
}
