import type { CombatScript } from "../../engine/scenario/scenario";
import type { CombatFlow } from "../combat/combat-flow";

/**
 * Walks a combat flow through a scenario's script: each decision this client answers is taken from
 * the script in order (it must name the step the combat asks for), each roll rolls through the
 * flow's ports (which a live test gives the script's dice), until the combat is done. Throws a
 * plain Error (for a test to report) when the script and the combat part ways.
 */
export async function playScript(flow: CombatFlow, script: CombatScript): Promise<void> {
  const decisions = [...script.decisions];
  for (;;) {
    await flow.proceed();
    if (flow.status.kind === "failed") throw new Error(`the combat stopped: ${flow.status.error.key}`);
    const step = flow.pending;
    if (step.kind === "done") return;
    if (step.kind === "roll") {
      await flow.roll();
      continue;
    }
    const next = decisions.shift();
    if (next === undefined || next.step !== step.id) throw new Error(`the script has no decision for ${step.id} (next: ${next?.step ?? "none"})`);
    flow.decide(next.picks);
  }
}
