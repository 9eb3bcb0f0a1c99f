import { escapeHtml } from "./html";

/**
 * The Markdown of the rule systems' READMEs as journal HTML: headings (one level down, so a
 * README's `#` sits under the page's own title), paragraphs, bullet and numbered lists (an
 * indented line continues an item), tables, and inline `code`, **bold**, *emphasis* and
 * [links](url) (kept as their text). Nothing else is needed, so nothing else is read.
 */
export function markdownToHtml(markdown: string): string {
  return blocks(markdown).map(block).join("\n");
}

function blocks(markdown: string): string[][] {
  const result: string[][] = [];
  let current: string[] = [];
  for (const line of markdown.replace(/\r\n/g, "\n").split("\n")) {
    if (line.trim() === "") {
      if (current.length > 0) result.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length > 0) result.push(current);
  return result;
}

const HEADING = /^(#{1,5})\s+(.*)$/;
const BULLET = /^[-*]\s+/;
const NUMBERED = /^\d+\.\s+/;

function block(lines: string[]): string {
  const [first = ""] = lines;
  const heading = HEADING.exec(first);
  if (heading && lines.length === 1) {
    const level = (heading[1] ?? "#").length + 1;
    return `<h${level}>${inline(heading[2] ?? "")}</h${level}>`;
  }
  if (lines.every((line) => line.trimStart().startsWith("|"))) return table(lines);
  if (BULLET.test(first)) return list("ul", lines, BULLET);
  if (NUMBERED.test(first)) return list("ol", lines, NUMBERED);
  return `<p>${inline(lines.map((line) => line.trim()).join(" "))}</p>`;
}

function list(tag: "ul" | "ol", lines: string[], marker: RegExp): string {
  const items: string[] = [];
  for (const line of lines) {
    if (marker.test(line)) items.push(line.replace(marker, ""));
    else items[items.length - 1] = `${items.at(-1) ?? ""} ${line.trim()}`;
  }
  return `<${tag}>${items.map((item) => `<li>${inline(item)}</li>`).join("")}</${tag}>`;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((cell) => cell.trim());
}

function table(lines: string[]): string {
  const rows = lines.map(cells);
  const [head = [], , ...body] = rows;
  const row = (values: string[], tag: "th" | "td"): string =>
    `<tr>${values.map((value) => `<${tag}>${inline(value)}</${tag}>`).join("")}</tr>`;
  return `<table><thead>${row(head, "th")}</thead><tbody>${body.map((values) => row(values, "td")).join("")}</tbody></table>`;
}

/**
 * Inline marks, on text escaped first; code spans are set aside (behind private-use characters,
 * which no README holds) so nothing inside them is read as marks.
 */
function inline(text: string): string {
  const codes: string[] = [];
  const held = text.replace(/`([^`]+)`/g, (_whole, code: string) => {
    codes.push(`<code>${escapeHtml(code)}</code>`);
    return `\uE000${codes.length - 1}\uE001`;
  });
  return escapeHtml(held)
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, "$1<em>$2</em>")
    .replace(/\uE000(\d+)\uE001/g, (_whole, index: string) => codes[Number(index)] ?? "");
}
