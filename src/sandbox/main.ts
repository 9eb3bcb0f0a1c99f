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
import { combatMarkdown } from "../view/combat-markdown";
import { positionFromParam, positionParam, positionText, readPosition } from "./state/position";

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
    { speed, seed, coordinates: options.coordinates, freshDice: options.freshDice, dragRules: options.dragRules },
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
      onDragRules: (on) => page?.setDragRules(on),
    },
  );
  const dialog = createDialogPanel(dialogHost, render, {
    decide: (picks) => page?.decide(picks),
    roll: () => page?.roll(),
    apply: () => void page?.makeMoves(),
    preview: (optionId) => page?.previewOption(optionId),
  });
  const contacts = createContactsPanel(contactsHost, render, i18n, {
    attack: (defenders, answers) => page?.attack(defenders, answers),
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
  const chat = createChatLog(
    chatHost,
    render,
    i18n,
    () => page?.undoCombat(),
    (view, name) => {
      const file = `${fileName(name)}.md`;
      download(file, combatMarkdown(name, view, i18n), "text/markdown");
      status.say(i18n.format("WARGAME.Sandbox.Position.Exported", { file }));
    },
  );
  const help = createHelp(i18n, browserStorage());
  const scenarios = entries.flatMap((entry) => ("scenario" in entry ? [entry.scenario] : []));
  /** Shows a position read from a file or the link; one that does not read is named and changes nothing. */
  const load = (text: string): void => {
    try {
      const position = readPosition(text, scenarios, rulesets);
      const entry = entries.find(
        (candidate) => "scenario" in candidate && candidate.scenario.id === position.scenario.id,
      );
      if (entry !== undefined) page?.load(entry.file, position);
    } catch (error) {
      status.refused(error);
    }
  };
  const positionControls = createPositionControls(i18n, {
    save: () => {
      const position = page?.position();
      if (position === null || position === undefined) return;
      const file = `${fileName(position.scenario.id)}-position.json`;
      download(file, positionText(position), "application/json");
      status.say(i18n.format("WARGAME.Sandbox.Position.Saved", { file }));
    },
    load,
    link: () => {
      const position = page?.position();
      if (position === null || position === undefined) return;
      const param = positionParam(positionText(position));
      if (param.length > LINK_MAX_CHARS) {
        status.refusedText(
          i18n.format("WARGAME.Sandbox.Position.LinkTooLong", {
            got: String(param.length),
            max: String(LINK_MAX_CHARS),
          }),
        );
        return;
      }
      const url = new URL(window.location.href);
      url.searchParams.set("position", param);
      window.history.replaceState(null, "", url);
      status.say(i18n.localize("WARGAME.Sandbox.Position.Linked"));
    },
  });
  toolbar.element.querySelector(".zoom")?.after(help.button, positionControls);
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
    { speed, coordinates: options.coordinates, freshDice: options.freshDice, dragRules: options.dragRules },
  );

  listenForKeys(boardHost, {
    nudge: (dx, dy, alone) => page?.nudge(dx, dy, alone),
    turn: (way) => page?.turn(way),
    attack: () => page?.attackContacts(),
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
  if (options.position !== null) load(linkPosition(options.position));
  document.body.dataset["ready"] = "true";
}

/** The most characters of a position in a link (browsers and servers cut longer addresses). */
const LINK_MAX_CHARS = 60_000;

/** The link's position as text; a parameter that does not decode reads as text the position reader names as no position. */
function linkPosition(param: string): string {
  try {
    return positionFromParam(param);
  } catch {
    return param;
  }
}

/** A name made safe for a file: letters, digits and dashes. */
function fileName(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "combat"
  );
}

/** Offers `text` to the browser as a file to save. */
function download(file: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = html("a", { href: url, download: file });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The toolbar's Save, Load (a file) and Link buttons. */
function createPositionControls(
  i18n: ReturnType<typeof createLocalizer>,
  actions: { readonly save: () => void; readonly load: (text: string) => void; readonly link: () => void },
): HTMLElement {
  const button = (action: string, key: string, hint: string, run: () => void): HTMLButtonElement => {
    const element = html(
      "button",
      { type: "button", "data-action": action, title: i18n.localize(hint) },
      i18n.localize(key),
    );
    element.addEventListener("click", run);
    return element;
  };
  const file = html("input", { type: "file", name: "load-position", accept: ".json,application/json", hidden: true });
  file.addEventListener("change", () => {
    const chosen = file.files?.[0];
    file.value = "";
    if (chosen !== undefined) void chosen.text().then(actions.load);
  });
  return html(
    "span",
    { class: "position", role: "group" },
    button("save-position", "WARGAME.Sandbox.Position.Save", "WARGAME.Sandbox.Position.SaveHint", actions.save),
    button("load-position", "WARGAME.Sandbox.Position.Load", "WARGAME.Sandbox.Position.LoadHint", () => file.click()),
    file,
    button("link-position", "WARGAME.Sandbox.Position.Share", "WARGAME.Sandbox.Position.ShareHint", actions.link),
  );
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
