import { say } from "@view/text";
import { distributionRows } from "@view/odds-view";
import type { RulesetView } from "@view/ruleset-view";
import { sideView } from "@view/side-views";
import { statusTexts } from "@view/status-words";
import type { ShoveOutcome, ShoveState } from "./machine";
import type { ShoveOdds } from "./test-only-ruleset";

/** The shove's view: the two units by side, the result, the odds of each result. */
export const shoveView: RulesetView<ShoveState, ShoveOutcome, ShoveOdds> = {
  sides: (state, { board, viewer }) =>
    [state.setup.attacker, state.setup.defender].map((taking) => {
      const unit = board.units.find((candidate) => candidate.id === taking.id);
      return sideView(
        taking.side,
        null,
        [
          {
            id: taking.id,
            name: unit?.name ?? taking.id,
            numbers: [],
            statuses: statusTexts(unit?.status ?? []),
            out: false,
          },
        ],
        viewer,
      );
    }),
  summary: () => null,
  outcome: (outcome) => [say(`WARGAME.Test.Result.${outcome.result}`)],
  odds: (odds) => [
    {
      title: say("WARGAME.Test.Odds"),
      rows: distributionRows(odds.result, (result) => say(`WARGAME.Test.Result.${result}`)),
    },
  ],
  oddsNote: () => say("WARGAME.Test.OddsNote"),
  optionValues: (state) => state.setup.options,
  extraDefaults: () => [],
  counterValues: () => [],
  counterMarkers: [],
  markersOf: () => [],
  cellMarkers: [],
};
