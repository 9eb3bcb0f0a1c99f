/** About how wide a character is, in ems (DejaVu and system sans faces: 0.5–0.6 on average, capitals more). */
const CHAR_EM = 0.6;
/** A line's height, in ems. */
const LINE_EM = 1.2;
/** A name line is never taller than this share of the box, however short the name. */
const MAX_NAME = 0.34;
/** The values lines are at most this share of the tallest a name line may be (factors read as large as a name). */
const VALUES_SHARE = 0.85;
/** A line longer than this many characters is cut with an ellipsis (the tooltip has the whole name). */
const MAX_LINE = 22;

/** One line of a counter's text, as drawn: its text, size, and its baseline's offset from the box's centre. */
export interface FittedLine {
  readonly text: string;
  readonly fontSize: number;
  readonly dy: number;
  /** The width the line is drawn to when it is near the box's edge (SVG `textLength`), else null. */
  readonly length: number | null;
}

export interface FittedLabel {
  readonly name: readonly FittedLine[];
  /** The values, on one line or more, each value whole on its line. */
  readonly values: readonly FittedLine[];
}

/** A way to set the text out: its name lines and its values lines, and the sizes they fit at. */
interface Arrangement {
  readonly names: readonly string[];
  readonly rows: readonly string[];
  readonly nameSize: number;
  readonly valuesSize: number;
}

/**
 * A counter's name (on one line, or two split at a space) and its values (on as many lines as
 * reads best, each value whole, joined by " · "), sized to fit a box `width` × `height` centred on
 * the counter: sizes from an estimate of each line's width, and a line that comes near the edge is
 * drawn to a length (`textLength`) no wider than the box, so that no face's wider letters push it
 * out. Of the ways to set it out, fewest lines first, one with more lines is taken only when its
 * smallest text is more than 1.15 times larger.
 */
export function fitLabel(name: string, values: readonly string[], width: number, height: number): FittedLabel {
  const one = [cut(name)];
  const two = splitInTwo(name).map(cut);
  const names = two.length === 2 ? [one, two] : [one];
  const rowings = values.length === 0 ? [[]] : values.map((_, k) => inRows(values, k + 1));
  const arrangements = names
    .flatMap((lines) => rowings.map((rows) => arranged(lines, rows, width, height)))
    .sort((a, b) => a.names.length + a.rows.length - (b.names.length + b.rows.length));
  // A counter reads as well as its smallest text.
  const reads = (way: Arrangement): number =>
    way.rows.length === 0 ? way.nameSize : Math.min(way.nameSize, way.valuesSize);
  const best = arrangements.reduce((kept, way) => (reads(way) > 1.15 * reads(kept) ? way : kept));
  const block = LINE_EM * (best.names.length * best.nameSize + best.rows.length * best.valuesSize);
  const line = (text: string, fontSize: number, top: number): FittedLine => {
    const estimate = CHAR_EM * fontSize * text.length;
    return {
      text,
      fontSize,
      dy: -block / 2 + top + (LINE_EM * fontSize) / 2,
      length: estimate > 0.7 * width ? Math.min(estimate, width) : null,
    };
  };
  const nameHeight = best.names.length * LINE_EM * best.nameSize;
  return {
    name: best.names.map((text, k) => line(text, best.nameSize, k * LINE_EM * best.nameSize)),
    values: best.rows.map((text, k) => line(text, best.valuesSize, nameHeight + k * LINE_EM * best.valuesSize)),
  };
}

/** The sizes of name lines and values lines in the box, each by the box, all within its height. */
function arranged(names: readonly string[], rows: readonly string[], width: number, height: number): Arrangement {
  const widest = (lines: readonly string[]): number => Math.max(...lines.map((line) => line.length), 1);
  let nameSize = Math.min(MAX_NAME * height, width / (CHAR_EM * widest(names)));
  let valuesSize = rows.length === 0 ? 0 : Math.min(VALUES_SHARE * MAX_NAME * height, width / (CHAR_EM * widest(rows)));
  // The whole block within the box's height: shrink every line alike when it is too tall.
  const tall = LINE_EM * (names.length * nameSize + rows.length * valuesSize);
  if (tall > height) {
    nameSize *= height / tall;
    valuesSize *= height / tall;
  }
  return { names, rows, nameSize, valuesSize };
}

/** The values in `count` lines, in order, each joined by " · ", the longest line as short as can be. */
function inRows(values: readonly string[], count: number): string[] {
  const joined = (group: readonly string[]): string => group.join(" · ");
  if (count <= 1 || values.length <= 1) return [joined(values)];
  const splits = values
    .slice(1, values.length - count + 2)
    .map((_, k) => [joined(values.slice(0, k + 1)), ...inRows(values.slice(k + 1), count - 1)]);
  const longest = (rows: readonly string[]): number => Math.max(...rows.map((row) => row.length));
  return splits.reduce((best, rows) => (longest(rows) < longest(best) ? rows : best));
}

/** The name split at the space nearest its middle, or as it is when it has none. */
function splitInTwo(name: string): string[] {
  const spaces = [...name.matchAll(/ /g)].map((match) => match.index);
  if (spaces.length === 0) return [name];
  const middle = name.length / 2;
  const at = spaces.reduce((best, space) => (Math.abs(space - middle) < Math.abs(best - middle) ? space : best));
  return [name.slice(0, at), name.slice(at + 1)];
}

function cut(line: string): string {
  return line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line;
}
