import "../../styles/wargame-combat.css";
import { loadScenarios } from "./data/scenarios";
import { createLocalizer } from "./i18n/localize";
import { englishStrings } from "./i18n/strings";
import { createTemplates } from "./i18n/templates";
import { createChatLog } from "./page/chat-log";
import { createContactsPanel } from "./page/contacts-panel";
import { createDialogPanel } from "./page/dialog-panel";
import { html } from "./page/html";
import { createSandboxPage } from "./page/sandbox-page";
import { createStatusLine } from "./page/status-line";
import { listenForKeys } from "./page/keyboard";
import { createToolbar } from "./page/toolbar";
import { createTurnPanel } from "./page/turn-panel";
import { createOptionsPanel } from "./page/options-panel";
import { readUrlOptions } from "./page/url-options";
import { pageDice } from "./state/dice-supply";
import { createHelp } from "./page/help";
import { shippedCatalog } from "../rulesets/shipped";

/** Board pixels a second when the link sets no speed. */
const DEFAULT_SPEED = 400;

/** Wires the page: scenarios, strings and templates in; the toolbar, board, dialog and chat out. */
function main(): void {
  const options = readUrlOptions(window.location.search);
  const missing = new Set<string>();
  const i18n = createLocalizer(englishStrings(), (key) => {
    if (!missing.has(key)) console.error(`Missing localization key ${key}`);
    missing.add(key);
  });
  const render = createTemplates(i18n);
  const rulesets = shippedCatalog();
  const entries = loadScenarios(rulesets);
  // Without a seed in the link, a fresh one each visit, shown so that a session can be replayed.
  const seed = options.seed ?? crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  const speed = options.speed ?? DEFAULT_SPEED;

  const boardHost = html("div", { class: "board-host" });
  const legendHost = html("div", { class: "legend-host" });
  const dialogHost = html("section", { class: "dialog-host", hidden: true });
  const contactsHost = html("section", { class: "contacts-panel", hidden: true });
  const optionsHost = html("section", { class: "options-panel" });
  const turnsHost = html("section", {
    class: "turn-panel",
    hidden: true,
    "aria-label": i18n.localize("WARGAME.Sandbox.Turn.Title"),
  });
  const chatHost = html("section", { class: "chat" });
  const statusHost = html("footer", { class: "status" });
  const status = createStatusLine(statusHost, i18n);
  let page: ReturnType<typeof createSandboxPage> | null = null;
  const toolbar = createToolbar(
    entries,
    i18n,
    { speed, seed, coordinates: options.coordinates, freshDice: options.freshDice },
    {
      onScenario: (file) => {
        const entry = entries.find((candidate) => candidate.file === file);
        if (entry && "scenario" in entry) page?.open(entry.file, entry.scenario);
      },
      onStart: (combatId) => page?.startCombat(combatId),
      onUndo: () => page?.undo(),
      onSpeed: (value) => page?.setSpeed(value),
      onZoom: (way) => page?.zoom(way),
      onCoordinates: (on) => page?.showCoordinates(on),
      onFreshDice: (on) => page?.setFreshDice(on),
    },
  );
  const dialog = createDialogPanel(dialogHost, render, {
    decide: (picks) => page?.decide(picks),
    roll: () => page?.roll(),
    apply: () => void page?.makeMoves(),
    preview: (optionId) => page?.previewOption(optionId),
  });
  const contacts = createContactsPanel(contactsHost, i18n, {
    attack: (defenders, attackDice) => page?.attack(defenders, attackDice),
  });
  const turns = createTurnPanel(turnsHost, render, i18n, {
    play: (turnId) => page?.playTurn(turnId),
    decide: (picks) => page?.decide(picks),
    end: () => page?.endTurn(),
  });
  const optionsPanel = createOptionsPanel(optionsHost, render, i18n, rulesets, {
    change: (values) => page?.setOptions(values),
    refused: (problems) => status.refusedText(i18n.format("WARGAME.Sandbox.OptionsRefused", { problems })),
  });
  const chat = createChatLog(chatHost, render, i18n, () => page?.undoCombat());
  const help = createHelp(i18n, browserStorage());
  toolbar.element.querySelector(".zoom")?.after(help.button);
  document.title = i18n.localize("WARGAME.Sandbox.Title");
  document.body.replaceChildren(
    toolbar.element,
    html(
      "main",
      {},
      html("div", { class: "board-column" }, boardHost, legendHost),
      html("aside", {}, ...help.panels, optionsHost, contactsHost, turnsHost, dialogHost, chatHost),
    ),
    statusHost,
  );
  page = createSandboxPage(
    {
      boardHost,
      legendHost,
      toolbar,
      dialog,
      contacts,
      turns,
      options: optionsPanel,
      chat,
      status,
      i18n,
      render,
      rulesets,
    },
    pageDice(options.dice, seed),
    { speed, coordinates: options.coordinates, freshDice: options.freshDice },
  );

  listenForKeys(boardHost, {
    nudge: (dx, dy) => page?.nudge(dx, dy),
    turn: (way) => page?.turn(way),
    attack: () => page?.attackContacts(contacts.attackDice()),
    cancel: () => page?.cancel(),
    zoom: (way) => page?.zoom(way),
    help: () => help.toggle(),
  });
  // A scenario file that fails validation is named on the page, with why, as well as in the console.
  const invalid = entries.flatMap((entry) =>
    "error" in entry
      ? [i18n.format("WARGAME.Sandbox.ScenarioInvalid", { file: entry.file, problem: entry.error })]
      : [],
  );
  for (const text of invalid) console.error(text);
  if (invalid.length > 0)
    toolbar.element.append(
      html("ul", { class: "scenario-errors", role: "alert" }, ...invalid.map((text) => html("li", {}, text))),
    );
  const playable = entries.flatMap((entry) => ("scenario" in entry ? [entry] : []));
  const wanted =
    playable.find((entry) => entry.scenario.id === options.scenario || entry.file === options.scenario) ?? playable[0];
  if (wanted === undefined) {
    status.say(i18n.localize("WARGAME.Sandbox.NoScenario"));
    return;
  }
  page.open(wanted.file, wanted.scenario, linkOptions(options.options));
  if (options.combat !== null) toolbar.select(options.combat);
  document.body.dataset["ready"] = "true";
}

/** The browser's storage for the page, or none where it is refused (a private window, a file: page). */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The link's option values: its JSON, else its text as it is (the rule system then refuses it by name when the scenario opens). */
function linkOptions(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

main();
