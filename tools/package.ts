/** Zips dist/ into module.zip: exactly the installable module folder, nothing else. */
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { zipSync, type Zippable } from "fflate";

export function distFiles(dir: string, root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? distFiles(path, root) : [relative(root, path).split("\\").join("/")];
  });
}

export function packageModule(distDir = "dist", zipPath = "module.zip"): string[] {
  // LevelDB's LOCK file is a lock, not data; Foundry creates its own.
  const files = distFiles(distDir).filter((file) => !file.endsWith("/LOCK"));
  const entries: Zippable = {};
  for (const file of files) entries[file] = readFileSync(join(distDir, file));
  writeFileSync(zipPath, zipSync(entries, { level: 9 }));
  return files;
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  const files = packageModule();
  console.log(`module.zip: ${files.length} files from dist/`);
}
