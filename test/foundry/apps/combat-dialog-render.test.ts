// @vitest-environment happy-dom
/**
 * The combat dialog as Foundry draws it: through the fake HandlebarsApplicationMixin (parts replace
 * their elements, new ones are appended, parts not rendered stay; see fakes/applications.ts) with
 * the real templates. After every render exactly the current step shows, in its place.
 */
import { describe, expect, it, vi } from "vitest";
import { drawnWithRealTemplates } from "./drawn-app";
import { CombatFlow } from "@foundry/combat/combat-flow";
import { fakeApplicationsApi } from "../fakes/applications";
import { fakes } from "../combat/fake-ports";
import { mountainScene, SELECTION } from "../combat/worked-example";

async function dialogModule() {
  vi.stubGlobal("foundry", { applications: { api: fakeApplicationsApi() } });
  vi.resetModules();
  return import("@foundry/apps/combat-dialog");
}

/** The parts in the dialog, in order, and which hold anything. */
function parts(element: HTMLElement | null): { order: string[]; filled: string[] } {
  const all = [...(element?.querySelectorAll<HTMLElement>(":scope > [data-application-part]") ?? [])];
  return {
    order: all.map((part) => part.dataset["applicationPart"] ?? ""),
    filled: all.filter((part) => part.children.length > 0).map((part) => part.dataset["applicationPart"] ?? ""),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the combat dialog as drawn", () => {
  drawnWithRealTemplates();

  it("shows exactly the current step after every render, the question first, Submit only for a decision", async () => {
    const { CombatDialog } = await dialogModule();
    const scene = mountainScene();
    const f = fakes(scene, [5, 3]);
    f.answers.push({ picks: ["defense-in-depth"] }, { picks: ["hold"] });
    const flow = new CombatFlow(scene, "combat-grid", SELECTION, f.ports);
    const dialog = await CombatDialog.open(flow);
    const form = dialog.element;
    if (!(form instanceof HTMLFormElement)) throw new Error("the dialog is a form");
    expect(parts(form).filled.filter((part) => ["decision", "roll", "done"].includes(part))).toEqual(["decision"]);

    // Barrage: pick the Wespe and submit the form, as a person would.
    form.querySelector<HTMLInputElement>('input[value="wespe"]')?.click();
    form.requestSubmit();
    await settle();
    expect(flow.pending).toMatchObject({ id: "tactics:attacker" });
    expect(form.querySelector(".combat-step.decision")?.getAttribute("data-step")).toBe("tactics:attacker");

    for (const pick of ["recce", "infiltration"])
      form.querySelector<HTMLInputElement>(`input[value="${pick}"]`)?.click();
    form.requestSubmit();
    await settle();
    // The defender's tactics went to Sasha; the doubling is Petra's.
    expect(flow.pending).toMatchObject({ id: "double:0" });
    form.querySelector<HTMLInputElement>('input[value="pzg-1"]')?.click();
    form.requestSubmit();
    await settle();

    expect(flow.pending).toMatchObject({ kind: "roll" });
    const atRoll = parts(form);
    expect(atRoll.order).toEqual(["decision", "roll", "done", "odds", "header", "footer"]);
    expect(atRoll.filled.filter((part) => ["decision", "roll", "done"].includes(part))).toEqual(["roll"]);
    expect(form.querySelectorAll('button[type="submit"]')).toHaveLength(0);

    form.querySelector<HTMLButtonElement>('[data-action="roll"]')?.click();
    await settle();
    // Sasha held and rolled the Soviets' die on her client: the combat is done, in the same place, and
    // nothing of the roll is left.
    expect(flow.record.log.slice(-3)).toEqual([
      { kind: "roll", step: "roll:attacker", dice: [5] },
      { kind: "decision", step: "evade", picks: ["hold"] },
      { kind: "roll", step: "roll:defender", dice: [3] },
    ]);
    expect(flow.pending.kind).toBe("done");
    const atDone = parts(form);
    expect(atDone.order).toEqual(["decision", "roll", "done", "odds", "header", "footer"]);
    expect(atDone.filled.filter((part) => ["decision", "roll", "done"].includes(part))).toEqual(["done"]);
    expect(form.querySelectorAll('[data-action="roll"]')).toHaveLength(0);
    expect(form.querySelectorAll('button[type="submit"]')).toHaveLength(0);
  });
});
