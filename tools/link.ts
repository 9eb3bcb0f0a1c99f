/**
 * Links dist/ into a Foundry data folder as Data/modules/wargame-combat, for anyone with Foundry:
 *   npm run link -- "<path to Foundry's user data folder>"
 * The path may be the user data folder itself or its Data/ folder.
 */
import { existsSync, lstatSync, mkdirSync, symlinkSync, unlinkSync } from "node:fs";
import { basename, join, resolve } from "node:path";

export function linkTarget(dataPath: string): string {
  const data = basename(resolve(dataPath)) === "Data" ? resolve(dataPath) : join(resolve(dataPath), "Data");
  return join(data, "modules", "wargame-combat");
}

export function linkModule(dataPath: string, distDir = "dist"): string {
  const target = linkTarget(dataPath);
  mkdirSync(join(target, ".."), { recursive: true });
  if (existsSync(target) || lstatSync(target, { throwIfNoEntry: false })) {
    if (!lstatSync(target).isSymbolicLink()) {
      throw new Error(`${target} exists and is not a link; move it away first.`);
    }
    unlinkSync(target);
  }
  symlinkSync(resolve(distDir), target, "dir");
  return target;
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  const dataPath = process.argv[2];
  if (!dataPath) {
    console.error('Usage: npm run link -- "<Foundry user data path>"');
    process.exit(1);
  }
  console.log(`Linked dist/ to ${linkModule(dataPath)}`);
}
