import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { markdownToHtml } from "@foundry/scenario-documents/markdown";

describe("markdownToHtml", () => {
  it("puts headings one level down, under the page's title", () => {
    expect(markdownToHtml("# Title\n\n## Part")).toBe("<h2>Title</h2>\n<h3>Part</h3>");
  });

  it("joins a paragraph's lines and escapes HTML", () => {
    expect(markdownToHtml("a < b\nand c & d")).toBe("<p>a &lt; b and c &amp; d</p>");
  });

  it("reads lists, an indented line continuing the item above", () => {
    expect(markdownToHtml("1. **Barrage**: first\n   and more.\n2. Tactics")).toBe(
      "<ol><li><strong>Barrage</strong>: first and more.</li><li>Tactics</li></ol>",
    );
    expect(markdownToHtml("- one\n- two")).toBe("<ul><li>one</li><li>two</li></ul>");
  });

  it("reads tables, skipping the line under the header", () => {
    expect(markdownToHtml("| a | b |\n|---|---|\n| `x` | 1 |")).toBe(
      "<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td><code>x</code></td><td>1</td></tr></tbody></table>",
    );
  });

  it("leaves marks inside code alone, keeps link texts and reads emphasis", () => {
    expect(markdownToHtml("`a**b**` [text](http://x) *so*")).toBe("<p><code>a**b**</code> text <em>so</em></p>");
  });

  it("turns the combat-grid README into HTML with its table of labelled defaults", () => {
    const html = markdownToHtml(readFileSync("src/rulesets/combat-grid/README.md", "utf8"));
    expect(html).toMatch(/^<h2>combat-grid: [^<]*<\/h2>/);
    expect(html).toContain("<th>option / record</th>");
    expect(html).toContain("<td><code>retreatSquares</code></td>");
    expect(html).not.toMatch(/\*\*|^#/m);
  });
});
