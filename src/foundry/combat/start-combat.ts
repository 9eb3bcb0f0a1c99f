import { ownerOf } from "../../engine/validation/field-errors";
import { readId, readItems, readRecord } from "../../engine/validation/read-fields";
import type { JsonValue } from "../../engine/rulesets/ruleset";
import { CombatDialog } from "../apps/combat-dialog";
import { DecisionPrompt } from "../apps/decision-prompt";
import { hostError } from "../host-errors";
import { notifyError } from "../localize";
import { readJson } from "../../engine/validation/read-json";
import { rulesetOfScene } from "../scene/scene-ruleset";
import { sceneBoard } from "../board/scene-board";
import { combatError } from "./combat-errors";
import { CombatFlow } from "./combat-flow";
import type { CombatScene } from "./combat-scene";
import { answerDecide, DECIDE_QUERY } from "./decide-query";
import { createBoardIndex } from "../../engine/board/board-index";
import { hostRulesets } from "../rulesets";
import { selectionMisfit } from "../../engine/session/selection-fits-board";
import { indexSettingsOf } from "../canvas/index-settings";
import { foundryPorts } from "./foundry-ports";
import { resolvedOptions, withOptions } from "../settings/ruleset-options";

/**
 * How a combat is asked for (the API's `startCombat`): on a scene (by default the viewed one), with
 * the ruleset's selection, or from a token and the enemies in contact with it (the token HUD), for
 * which `contactSelection` makes one.
 */
export interface CombatRequest {
  readonly sceneId?: string;
  readonly selection?: JsonValue;
  readonly tokenId?: string;
  readonly contacts?: readonly string[];
}

/**
 * Starts a combat and opens its dialog: the ruleset is the scene's flag `ruleset`, else the world
 * setting; the board is the scene's; the setup comes from the ruleset's `setupFromBoard`, with the
 * options the scene plays with (defaults, world, scene) as the selection's `options`. Problems
 * (no scene, a selection that does not fit the board) are shown to the user; null then.
 */
export async function startCombat(scene: CombatScene, selection: JsonValue): Promise<CombatDialog | null> {
  try {
    const ruleset = rulesetOfScene(scene);
    return await CombatDialog.open(
      new CombatFlow(scene, ruleset, withOptions(selection, resolvedOptions(scene, ruleset)), foundryPorts()),
    );
  } catch (error) {
    notifyError(error);
    return null;
  }
}

/** The API's entry: reads a request from any caller (a macro, the HUD), then starts the combat. */
export async function startCombatFrom(input: unknown): Promise<CombatDialog | null> {
  try {
    const request = readRequest(input);
    const scene: CombatScene | null =
      request.sceneId === undefined ? (canvas?.scene ?? null) : (game.scenes?.get(request.sceneId) ?? null);
    if (scene === null)
      throw request.sceneId === undefined ? combatError("NoScene") : hostError("SceneGone", { id: request.sceneId });
    const board = sceneBoard(scene);
    if (request.selection === undefined) {
      // A combat from a token must still find it in contact with each enemy named (a stale HUD, a keybinding).
      const misfit = selectionMisfit(createBoardIndex(board, indexSettingsOf(scene)), board, [], {
        attacker: request.tokenId ?? "",
        defenders: request.contacts ?? [],
      });
      if (misfit !== null) throw misfit;
    }
    const selection =
      request.selection ??
      hostRulesets()
        .ruleset(rulesetOfScene(scene))
        .contactSelection(board, request.tokenId ?? "", request.contacts ?? []);
    return await startCombat(scene, selection);
  } catch (error) {
    notifyError(error);
    return null;
  }
}

const REQUEST = ownerOf("CombatRequest", "startCombat", undefined);

function readRequest(input: unknown): CombatRequest {
  const fields = readRecord(input, REQUEST, "request");
  const optional = <T>(name: string, read: (value: unknown) => T): Record<string, T> =>
    fields[name] === undefined ? {} : { [name]: read(fields[name]) };
  return {
    ...optional("sceneId", (value) => readId(value, REQUEST, "sceneId")),
    ...optional("tokenId", (value) => readId(value, REQUEST, "tokenId")),
    ...optional("contacts", (value) => readItems(value, 0, REQUEST, "contacts", readId)),
    ...optional("selection", (value) => readJson(value, REQUEST, "selection")),
  };
}

/** Registers the query by which other clients ask this user for their side's decisions (in `init`, on every client). */
export function registerDecideQuery(): void {
  CONFIG.queries[DECIDE_QUERY] = (data: unknown) => answerDecide(data, (request) => DecisionPrompt.ask(request));
}
