/** About how wide a character is, in ems (DejaVu and system sans faces: 0.5–0.6 on average, capitals more). */
const CHAR_EM = 0.6;
/** A line's height, in ems. */
const LINE_EM = 1.2;
/** A name line is never taller than this share of the box, however short the name. */
const MAX_NAME = 0.34;
/** The values line is at most this share of the name's size. */
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
  readonly values: FittedLine | null;
}

/**
 * A counter's name (on one line, or two split at a space when that reads larger) and its values
 * line, sized to fit a box `width` × `height` centred on the counter: sizes from an estimate of
 * each line's width, and a line that comes near the edge is drawn to a length (`textLength`) no
 * wider than the box, so that no face's wider letters push it out.
 */
export function fitLabel(name: string, values: string, width: number, height: number): FittedLabel {
  const widest = (lines: readonly string[]): number => Math.max(...lines.map((line) => line.length), 1);
  const sizeFor = (lines: readonly string[]): number => Math.min(MAX_NAME * height, width / (CHAR_EM * widest(lines)));
  const one = [cut(name)];
  const two = splitInTwo(name).map(cut);
  const lines = two.length === 2 && sizeFor(two) > 1.15 * sizeFor(one) ? two : one;
  let nameSize = sizeFor(lines);
  let valuesSize =
    values === "" ? 0 : Math.min(VALUES_SHARE * nameSize, width / (CHAR_EM * Math.max(values.length, 1)));
  // The whole block within the box's height: shrink every line alike when it is too tall.
  const tall = LINE_EM * (lines.length * nameSize + valuesSize);
  if (tall > height) {
    nameSize *= height / tall;
    valuesSize *= height / tall;
  }
  const block = LINE_EM * (lines.length * nameSize + valuesSize);
  const line = (text: string, fontSize: number, top: number): FittedLine => {
    const estimate = CHAR_EM * fontSize * text.length;
    return {
      text,
      fontSize,
      dy: -block / 2 + top + (LINE_EM * fontSize) / 2,
      length: estimate > 0.7 * width ? Math.min(estimate, width) : null,
    };
  };
  const named = lines.map((text, k) => line(text, nameSize, k * LINE_EM * nameSize));
  return { name: named, values: values === "" ? null : line(values, valuesSize, named.length * LINE_EM * nameSize) };
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
