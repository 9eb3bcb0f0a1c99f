/** Text made safe to put inside HTML elements and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Plain text as HTML paragraphs: a blank line starts a new one. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== "")
    .map((block) => `<p>${escapeHtml(block.replace(/\s*\n\s*/g, " "))}</p>`)
    .join("");
}

/**
 * Text from a scenario as a document's name: plain text, never markup. Foundry shows document names
 * in its sidebars and notifications, and other modules put them into HTML, so what is shaped like a
 * tag is taken out (`<b>Ridge</b>` is named "Ridge") and a stray `<` or `>` with it; a name left
 * empty is `fallback` (the thing's id).
 */
export function plainName(text: string, fallback: string): string {
  const plain = text
    .replace(/<[^>]*>?/g, " ")
    .replace(/[<>]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain === "" ? fallback.replace(/[<>]/g, "") : plain;
}
