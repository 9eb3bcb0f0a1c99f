/** The module's entry: it hands the host the shipped rule systems and wires the hooks together. */
import * as boardSync from "./hooks/board-sync";
import * as boardView from "./hooks/board-view";
import * as combatChat from "./hooks/combat-chat";
import * as dragReach from "./hooks/drag-reach";
import * as init from "./hooks/init";
import * as ready from "./hooks/ready";
import * as sceneConfig from "./hooks/scene-config";
import * as sceneExport from "./hooks/scene-export";
import * as sceneImport from "./hooks/scene-import";
import * as sheetControls from "./hooks/sheet-controls";
import * as stackFan from "./hooks/stack-fan";
import * as tokenCounters from "./hooks/token-counters";
import * as tokenHud from "./hooks/token-hud";
import * as moveRules from "./hooks/move-rules";
import * as moveGuard from "./hooks/move-guard";
import * as liveTests from "./live-tests/quench-batches";
import { useRulesets } from "./rulesets";
import { shippedCatalog } from "../rulesets/shipped";

useRulesets(shippedCatalog());

init.listen();
boardSync.listen();
moveRules.listen();
moveGuard.listen();
dragReach.listen();
boardView.listen();
combatChat.listen();
tokenHud.listen();
tokenCounters.listen();
stackFan.listen();
sceneConfig.listen();
sceneExport.listen();
sceneImport.listen();
sheetControls.listen();
ready.listen();
liveTests.listen();
