import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TEMPLATES, templatePath } from "@foundry/templates";

describe("templates", () => {
  it("lists exactly the .hbs files under templates/", () => {
    const onDisk = readdirSync("templates", { recursive: true, encoding: "utf8" }).filter((file) =>
      file.endsWith(".hbs"),
    );
    expect([...TEMPLATES].sort()).toEqual(onDisk.sort());
  });

  it("resolves paths where Foundry serves the module", () => {
    expect(templatePath("chat/welcome.hbs")).toBe("modules/wargame-combat/templates/chat/welcome.hbs");
  });
});
