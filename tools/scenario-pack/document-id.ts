import { createHash } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Foundry's document ids: 16 letters and digits. */
export const DOCUMENT_ID = /^[A-Za-z0-9]{16}$/;

/**
 * A Foundry document id (16 letters and digits) derived from names alone, so every build gives
 * every document the same id and a re-imported scenario updates the world's copy instead of
 * doubling it. Each of the 16 characters takes one byte of a SHA-256 of the parts.
 */
export function documentId(...parts: readonly string[]): string {
  // The separator cannot occur in ids or names, so ("a:b", "c") and ("a", "b:c") differ.
  const digest = createHash("sha256").update(parts.join("\u0000")).digest();
  let id = "";
  for (let k = 0; k < 16; k++) id += ALPHABET[(digest[k] ?? 0) % ALPHABET.length] ?? "0";
  return id;
}
