import type { CombatScript } from "@engine/session/combat-run";
import type { CombatFlow } from "../combat/combat-flow";

/**
 * Walks a combat flow through a scenario's script: each decision this client answers is the
 * script's next one (it must name the step the combat asks for; decisions other users' clients
 * answered are in the log already, so the next is the one after as many as the log holds), each roll
 * rolls through the flow's ports (which a live test gives the script's dice), until the combat is
 * done. Throws a plain Error (for a test to report) when the script and the combat part ways.
 */
export async function playScript(flow: CombatFlow, script: CombatScript): Promise<void> {
  for (;;) {
    await flow.proceed();
    if (flow.status.kind === "failed") throw new Error(`the combat stopped: ${flow.status.error.key}`);
    const step = flow.pending;
    if (step.kind === "done") return;
    if (step.kind === "roll") {
      await flow.roll();
      continue;
    }
    const next = nextDecision(flow, script);
    if (next === undefined || next.step !== step.id)
      throw new Error(`the script has no decision for ${step.id} (next: ${next?.step ?? "none"})`);
    flow.decide(next.picks);
  }
}

/** The script's decision that comes after those the combat's log holds. */
export function nextDecision(flow: CombatFlow, script: CombatScript): CombatScript["decisions"][number] | undefined {
  return script.decisions[flow.record.log.filter((input) => input.kind === "decision").length];
}
