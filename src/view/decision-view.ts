import type { DecisionOption, DecisionStep, Fatal } from "../engine/session/types";
import { isPlaceOption } from "../engine/session/place-options";
import { mayAnswer, say } from "./text";
import type { DecisionView, OptionView, Viewer } from "./view-types";

/**
 * A decision as the viewer may see it. Whoever may not answer sees the prompt and whom the session
 * waits for; of a secret decision, no options at all. Sides whose secret choice of this round is
 * already in show as "has chosen", never with what.
 */
export function decisionView(step: DecisionStep, viewer: Viewer, name: (unitId: string) => string): DecisionView {
  const yours = mayAnswer(viewer, step.side);
  const shown = yours || !step.secret;
  const options = shown ? step.options : [];
  const places = options.filter(isPlaceOption);
  return {
    id: step.id,
    side: step.side,
    prompt: step.prompt,
    yours,
    secret: step.secret,
    options: options.filter((option) => !isPlaceOption(option)).map((option) => optionView(option, name)),
    places: places.map((option) => ({
      ...optionView(option, name),
      cell: { i: Number(option.data["i"]), j: Number(option.data["j"]) },
    })),
    placeList:
      yours && places.length > PLACES_LISTED
        ? {
            hint: say("WARGAME.View.Decision.OnBoard"),
            summary: say("WARGAME.View.Decision.PlaceList", { count: places.length }),
          }
        : null,
    min: step.min,
    max: step.max,
    multiple: step.max > 1 || step.min !== step.max,
    picks:
      step.min === step.max
        ? say("WARGAME.View.Decision.PickExactly", { count: step.min })
        : step.min === 0
          ? say("WARGAME.View.Decision.PickUpTo", { count: step.max })
          : say("WARGAME.View.Decision.PickBetween", { min: step.min, max: step.max }),
    sealed: step.sealed.map((side) => say("WARGAME.View.Decision.Sealed", { side })),
    waiting: yours
      ? null
      : step.secret
        ? say("WARGAME.View.Decision.WaitingSecret", { side: step.side })
        : say("WARGAME.View.Decision.Waiting", { side: step.side }),
  };
}

/** Up to this many places are listed as they are; more fold away behind the board (issue 24: up to 52). */
const PLACES_LISTED = 4;

function optionView(option: DecisionOption, name: (id: string) => string): OptionView {
  const fatal = option.fatal;
  return {
    id: option.id,
    label: say(option.labelKey, option.data, option.counts),
    legal: option.legal,
    reason: option.reason ?? null,
    note: option.note ?? null,
    ...(fatal === undefined
      ? {}
      : {
          fatal: say(FATAL_KEYS[fatal.outcome][fatal.certain ? "certain" : "possible"], { unit: name(fatal.unitId) }),
        }),
  };
}

const FATAL_KEYS: Readonly<Record<Fatal["outcome"], { readonly certain: string; readonly possible: string }>> = {
  eliminated: {
    certain: "WARGAME.View.Decision.Fatal.Eliminated",
    possible: "WARGAME.View.Decision.Fatal.MayBeEliminated",
  },
  destroyed: {
    certain: "WARGAME.View.Decision.Fatal.Destroyed",
    possible: "WARGAME.View.Decision.Fatal.MayBeDestroyed",
  },
};
