import type { Board } from "@engine/board/types";
import type { SquareDiagonals } from "@engine/model/grid-spec";
import type { Scenario } from "@engine/scenario/scenario";
import { escapeHtml, paragraphs } from "./html";
import type { Say } from "./say";

const DIAGONAL_RULES: Readonly<Record<SquareDiagonals, string>> = {
  equidistant: "WARGAME.ScenarioPack.Diagonals.equidistant",
  exact: "WARGAME.ScenarioPack.Diagonals.exact",
  approximate: "WARGAME.ScenarioPack.Diagonals.approximate",
  rectilinear: "WARGAME.ScenarioPack.Diagonals.rectilinear",
  "alternating-1": "WARGAME.ScenarioPack.Diagonals.alternating-1",
  "alternating-2": "WARGAME.ScenarioPack.Diagonals.alternating-2",
  illegal: "WARGAME.ScenarioPack.Diagonals.illegal",
};

/** The scale, and on a square grid the diagonal rule, which v13 keeps in a world setting rather than the scene. */
function scaleHtml(board: Board, say: Say): string {
  const { kind, size, distance, units, diagonals } = board.grid;
  if (kind === "gridless")
    return `<p>${escapeHtml(say("WARGAME.ScenarioPack.Briefing.ScaleGridless", { size, distance, units }))}</p>`;
  const scale = `<p>${escapeHtml(say("WARGAME.ScenarioPack.Briefing.ScaleGrid", { distance, units }))}</p>`;
  if (kind !== "square") return scale;
  return `${scale}<p>${escapeHtml(say("WARGAME.ScenarioPack.Briefing.Diagonals", { rule: say(DIAGONAL_RULES[diagonals]) }))}</p>`;
}

function forcesHtml(board: Board, say: Say): string {
  const sides = [...new Set(board.units.map((unit) => unit.side))];
  const lists = sides.map((side) => {
    const names = board.units.filter((unit) => unit.side === side).map((unit) => `<li>${escapeHtml(unit.name)}</li>`);
    return `<h3>${escapeHtml(side)}</h3><ul>${names.join("")}</ul>`;
  });
  return `<h2>${escapeHtml(say("WARGAME.ScenarioPack.Briefing.Forces"))}</h2>${lists.join("")}`;
}

function combatsHtml(scenario: Scenario, say: Say): string {
  if (scenario.combats.length === 0) return "";
  const names = scenario.combats.map((combat) => `<li>${escapeHtml(combat.name)}</li>`).join("");
  return `<h2>${escapeHtml(say("WARGAME.ScenarioPack.Briefing.Combats"))}</h2><ul>${names}</ul><p>${escapeHtml(say("WARGAME.ScenarioPack.Briefing.CombatsHint"))}</p>`;
}

/** The briefing page: the scenario's briefing, its scale, the forces on each side and its combats. */
export function briefingHtml(scenario: Scenario, say: Say): string {
  return [
    paragraphs(scenario.briefing),
    scaleHtml(scenario.board, say),
    forcesHtml(scenario.board, say),
    combatsHtml(scenario, say),
  ].join("");
}
