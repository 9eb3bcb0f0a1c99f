import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ESLint } from "eslint";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Type-checks one file with the engine's compiler options (ES library only, no ambient types). */
function engineDiagnostics(code: string): string[] {
  const config = ts.readConfigFile("tsconfig.engine.json", (path) => ts.sys.readFile(path));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, process.cwd());
  const file = join(mkdtempSync(join(tmpdir(), "wgc-engine-")), "stray.ts");
  writeFileSync(file, code);
  const program = ts.createProgram([file], parsed.options);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

describe("the engine boundary", () => {
  it.each(["game", "canvas", "Hooks", "document"])("an engine file that mentions %s fails to type-check", (name) => {
    const diagnostics = engineDiagnostics(`export const stray = ${name};\n`);
    expect(diagnostics.join("\n")).toContain(`Cannot find name '${name}'`);
  });

  it("plain engine code type-checks", () => {
    expect(engineDiagnostics("export const sum = [1, 2].reduce((a, b) => a + b, 0);\n")).toEqual([]);
  });

  it("lint forbids host globals and host imports in src/engine", async () => {
    const eslint = new ESLint();
    const config = (await eslint.calculateConfigForFile("src/engine/stray.ts")) as { rules: Record<string, unknown> };
    const globals = JSON.stringify(config.rules["no-restricted-globals"]);
    for (const name of ["game", "canvas", "Hooks", "document", "CONFIG", "foundry"])
      expect(globals).toContain(`"${name}"`);
    const imports = JSON.stringify(config.rules["no-restricted-imports"]);
    expect(imports).toContain("**/foundry/**");
    expect(imports).toContain("**/sandbox/**");
  });
});
