/**
 * Compiles every pack source folder under packs/_source/<pack>/ (YAML) into LevelDB under
 * dist/packs/<pack>/, the way Foundry reads them, then the scenario pack, generated from the
 * scenario files (tools/scenario-pack/). Compiled output is never committed.
 */
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { buildScenarioPack } from "./scenario-pack/build-scenario-pack";

export const SOURCE_ROOT = "packs/_source";
export const OUTPUT_ROOT = "dist/packs";

export function packNames(root = SOURCE_ROOT): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export async function buildPacks(sourceRoot = SOURCE_ROOT, outputRoot = OUTPUT_ROOT): Promise<string[]> {
  const names = packNames(sourceRoot);
  for (const name of names) {
    await compilePack(join(sourceRoot, name), join(outputRoot, name), { yaml: true, recursive: true });
  }
  // Packs sit in the module folder's packs/; the scenes' backgrounds go into the module folder.
  return [...names, await buildScenarioPack(outputRoot, dirname(outputRoot))];
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) {
  const built = await buildPacks();
  console.log(`Compiled ${built.length} pack(s): ${built.join(", ")}`);
}
