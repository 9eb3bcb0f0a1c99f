import type { UnitMove } from "@engine/board/board-index";
import type { Point } from "@engine/model/coordinates";
import type { BoardIndex } from "@engine/board/board-index";
import type { CellGrid } from "@engine/grid/cell-grid";
import type { RulesetCatalog } from "@view/ruleset-catalog";
import { moveReasons } from "@view/move-words";
import { namedText, wordsFor } from "@view/named-texts";
import { pendingMarks } from "@view/pending-marks";
import { footprintCenter, footprintPolygon } from "@engine/grid/footprint";
import type { Unit } from "@engine/board/types";
import { localizeText, type Localizer } from "@view/template-helpers";
import { createBoardView, type BoardView } from "../board/board-view";
import type { Destination } from "../board/destinations-layer";
import { statusLook } from "../board/palette";
import { moveSnapshot } from "../board/move-snapshot";
import type { Ghost } from "../board/ghosts-layer";
import type { Scenario } from "@engine/scenario/scenario";
import type { PageDice } from "../state/dice-supply";
import { type CombatRecord, type Position, recordView } from "../state/position";
import type { RenderTemplate } from "../i18n/templates";
import { allContactTargets, contactForm, contactTargets, startContactCombat } from "../state/contact-combat";
import { placeOptions, type PlaceOption } from "@engine/session/place-options";
import * as sandbox from "../state/sandbox-state";
import { animatePlan } from "./animate-plan";
import type { ChatLog } from "./chat-log";
import { combatViewOf, scenarioWords } from "./combat-view-of";
import type { ContactsPanel, ContactTarget, FormAnswers } from "./contacts-panel";
import type { DialogPanel } from "./dialog-panel";
import { areaText, legend } from "./legend";
import { listenForStackFans } from "./stack-fan";
import { listenForDestinations } from "./destination-clicks";
import { listenForDrags } from "./drag";
import { createDragRules, type DragBoard } from "./drag-rules";
import { carriedTokens, stackDrop, type DroppedUnit } from "./stack-drag";
import { draggedWith } from "@engine/board/target-stacks";
import { listenForZoomPan } from "./zoom-pan";
import type { StatusLine } from "./status-line";
import type { Toolbar } from "./toolbar";
import type { OptionsPanel } from "./options-panel";
import { withOptionsParam } from "./url-options";
import type { OptionValues } from "@view/options-form";
import type { RulesetId } from "@engine/rulesets/ids";
import type { TurnPanel } from "./turn-panel";
import { turnView } from "@view/turn-view";
import { awaitingMoves } from "../state/turn-play";

/** The sandbox is a hot seat: its viewer referees, seeing and answering for every side. */
const REFEREE = { sides: [], referee: true } as const;

/** Degrees a unit turns for one press of Q or E: a hex side, a square's diagonal, or 15° gridless. */
const TURN_STEP = { hex: 60, square: 45, gridless: 15 } as const;

/** The parts of the page the controller drives. */
export interface PageParts {
  readonly boardHost: HTMLElement;
  readonly legendHost: HTMLElement;
  readonly toolbar: Toolbar;
  readonly dialog: DialogPanel;
  readonly contacts: ContactsPanel;
  readonly turns: TurnPanel;
  readonly options: OptionsPanel;
  readonly chat: ChatLog;
  readonly status: StatusLine;
  readonly i18n: Localizer;
  readonly render: RenderTemplate;
  /** The rule systems the page runs with (its entry hands them in). */
  readonly rulesets: RulesetCatalog;
}

/** What the page does: each user action as a method. */
export interface SandboxPage {
  /**
   * Opens a scenario with the group's option values for its rule system: those given (a link's),
   * else the ones last set for that rule system; values the rule system refuses are named on the
   * status line and its defaults used.
   */
  open(file: string, scenario: Scenario, options?: unknown): void;
  /** Sets the group's option values (between combats): zones of control are drawn again, new combats use them. */
  setOptions(values: OptionValues): void;
  startCombat(combatId: string): void;
  /** Starts one of the scenario's turns (its attacks one after another, each in the combat dialog). */
  playTurn(turnId: string): void;
  /** Leaves a turn that is over. */
  endTurn(): void;
  /** Selects a unit (its contacts are listed to attack), or none. */
  select(unitId: string | null): void;
  /** Starts a combat of the selected unit against enemies it touches. */
  attack(defenders: readonly string[], answers: FormAnswers): void;
  /** Picks a place option of the decision waiting (clicked on the board). */
  pickPlace(optionId: string): void;
  /** Shows the path of a place option (under the pointer or focus), or none. */
  previewOption(optionId: string | null): void;
  decide(picks: readonly string[]): void;
  roll(): void;
  makeMoves(): Promise<void>;
  undo(): void;
  /** The chat card's Undo: takes back the last combat and the moves made since. */
  undoCombat(): void;
  /** Moves the selected unit one space that way (arrow keys), with its stack unless `alone` (Shift). */
  nudge(dx: number, dy: number, alone: boolean): void;
  /** Turns the selected unit one step of its grid (Q, E, Shift and the wheel). */
  turn(way: -1 | 1): void;
  /**
   * The selected unit attacks what "Attack them all" attacks (Enter), with the answers of that
   * target's form; with several stacks to choose from, says so.
   */
  attackContacts(): void;
  /** Escape: drops a combat not yet applied, else the selection. */
  cancel(): void;
  setSpeed(speed: number): void;
  /** Shows the board's coordinates or hides them; the link's `coords=1` follows. */
  showCoordinates(on: boolean): void;
  /** Whether scripted examples roll fresh dice rather than their file's; the link's `fresh=1` follows. */
  setFreshDice(on: boolean): void;
  /** Whether drags follow the movement rules (off: free setup); the link's `drag=free` follows. */
  setDragRules(on: boolean): void;
  /** Zooms the board in (1) or out (-1) around the middle of the view, or shows all of it again (0). */
  zoom(way: -1 | 0 | 1): void;
  /** The board as it stands between combats, with the combats whose results are on it; null during a combat or turn. */
  position(): Position | null;
  /** Shows a position read back (`file`: its scenario's file): its scenario, options and board, its combats' cards in the chat. */
  load(file: string, position: Position): void;
}

/** How much one press of + or - (or a toolbar button) zooms. */
const ZOOM_STEP = 1.25;
/** The smallest counter text the opening view shows, in screen pixels: a name read at arm's length (issue 24). */
const READABLE_PX = 10;

/**
 * The page's controller: holds the state, runs each action through the state's transitions, and
 * redraws. `document.body.dataset.phase` says where the page is ("idle", "combat", "moving"), for
 * people's styles and for the browser tests.
 */
export function createSandboxPage(
  parts: PageParts,
  dice: PageDice,
  initial: {
    readonly speed: number;
    readonly coordinates: boolean;
    readonly freshDice: boolean;
    readonly dragRules: boolean;
  },
): SandboxPage {
  let coordinates = initial.coordinates;
  let freshDice = initial.freshDice;
  let followRules = initial.dragRules;
  const dragRules = createDragRules();
  let state: sandbox.SandboxState | null = null;
  let view: BoardView | null = null;
  let moving = false;
  let speed = initial.speed;
  let selected: string | null = null;
  /** The moves chosen on the board in the combat in progress, shown at once. */
  let ghosts: Ghost[] = [];
  let places: PlaceOption[] = [];
  /** The combats whose results are on the board, in order (their cards are in the chat). */
  let records: CombatRecord[] = [];
  /** The group's option values last set, by rule system. */
  const remembered = new Map<RulesetId, OptionValues>();
  // A window resized before the view was moved gets its opening view again, for its new size.
  new ResizeObserver(() => view?.resized()).observe(parts.boardHost);

  /** Where a unit of the combat stands now: where a move chosen so far took it, else where it started. */
  // The combat last drawn, to tell a combat just started.
  let shownCombat: sandbox.SandboxState["combat"] = null;
  const placePoints = (current: sandbox.SandboxState, shown: readonly PlaceOption[]): Point[] =>
    shown.flatMap((place) => {
      const from = standing(current, place.unitId);
      const to = view?.grid?.center(place.cell);
      return [...(from === null ? [] : [from]), ...(to === undefined ? [] : [to])];
    });
  // A scenario's combat is its rule system's participants (not every unit on the board: a skirmish
  // table's other fights would zoom the view out past reading).
  const combatPoints = (
    current: sandbox.SandboxState,
    combat: NonNullable<sandbox.SandboxState["combat"]>,
  ): Point[] => {
    const engaged =
      combat.engagement === null
        ? current.ruleset
            .participants(current.ruleset.setupFromBoard(combat.before, combat.selection))
            .flatMap((side) => side.unitIds)
        : [combat.engagement.attacker, ...combat.engagement.defenders];
    return combat.before.units
      .filter((unit) => engaged.includes(unit.id))
      .map((unit) => footprintCenter(unit, view?.grid ?? undefined));
  };
  const standing = (current: sandbox.SandboxState, unitId: string | null): Point | null => {
    const grid = view?.grid;
    const ghost = [...ghosts].reverse().find((candidate) => candidate.unitId === unitId);
    if (grid === undefined || grid === null) return null;
    if (ghost !== undefined) return grid.center(ghost.cell);
    const unit = (current.combat?.before ?? current.index.board()).units.find((candidate) => candidate.id === unitId);
    return unit === undefined ? null : footprintCenter(unit, grid);
  };

  const refresh = (): void => {
    if (state === null || view === null) return;
    const current = state;
    const combat = current.combat;
    const turn = current.turn;
    const idle = combat === null && turn === null && !moving;
    parts.toolbar.enable({
      switch: !moving,
      start: idle,
      undo: !moving && turn === null && (combat !== null || current.history.length > 0),
    });
    parts.dialog.show(combatViewOf(current), moving);
    parts.chat.allowUndo(idle);
    const tracker =
      turn === null
        ? null
        : turnView(
            turn.name,
            turn.player.progress(turn.session),
            awaitingMoves(turn) ? null : turn.player.pending(turn.session),
            REFEREE,
            current.scenario.sideNames,
          );
    parts.turns.show(current.scenario.turns, tracker, { start: idle, busy: moving || combat !== null });
    parts.options.show(current.scenario.ruleset, current.options, idle);
    const unit = selected === null ? undefined : current.index.unit(selected);
    // Each target is asked its own questions: which supports, which units are eliminated, … are
    // those of the enemy it attacks (the rule system's contact inputs for that contact).
    const target = (attacker: string, ids: readonly string[]): ContactTarget => ({
      defenders: ids.flatMap((id) => current.index.unit(id) ?? []),
      form: contactForm(current, attacker, ids),
    });
    const stacks =
      unit === undefined || !idle ? [] : contactTargets(current, unit.id).map((ids) => target(unit.id, ids));
    const all = unit === undefined || !idle ? [] : allContactTargets(current, unit.id);
    parts.contacts.show(
      idle ? (unit ?? null) : null,
      stacks,
      unit === undefined || stacks.length < 2 || all.length === 0 ? null : target(unit.id, all),
    );
    view.select(unit?.id ?? null);
    if (combat === null || combat.result !== null) ghosts = [];
    view.showGhosts(ghosts);
    // What the combat has done so far shows on the counters at once, until Apply makes it so or the combat is dropped.
    view.showPending(
      combat === null || moving
        ? []
        : pendingMarks(combat.before, current.ruleset.effects(combat.session), combat.result?.plan),
    );
    const before = places;
    places = moving || combat === null ? [] : placeOptions(sandbox.pendingStep(current), combat.before, view.grid);
    parts.dialog.order(places.map((place) => place.optionId));
    // Zoomed in, the map follows the combat (issue 24): to its units when it starts, to a new choice of places.
    if (combat !== null && combat !== shownCombat) view.reveal(combatPoints(current, combat));
    if (!samePlaces(before, places)) view.reveal(placePoints(current, places));
    shownCombat = combat;
    const picked = new Set(parts.dialog.picked());
    view.showDestinations(
      places.map((place): Destination => ({
        optionId: place.optionId,
        cell: place.cell,
        from: standing(current, place.unitId),
        picked: picked.has(place.optionId),
      })),
    );
    const board = current.scenario.board;
    const words = scenarioWords(current);
    view.showPlan(combat?.result?.plan ?? null, (move) =>
      moveReasons(move, board)
        .map((reason) => localizeText(namedText(reason, words), parts.i18n))
        .join("\n"),
    );
    parts.legendHost.replaceChildren(
      legend(
        current.index.board(),
        parts.i18n,
        words,
        parts.rulesets.statuses,
        parts.rulesets.entry(current.scenario.ruleset).counterMarkers,
        parts.rulesets.entry(current.scenario.ruleset).cellMarkers,
      ),
    );
    document.body.dataset["phase"] = moving ? "moving" : combat !== null ? "combat" : turn !== null ? "turn" : "idle";
  };

  /**
   * Runs an action; the engine's refusals are shown, the page stays as it was. `done`, when the
   * action changed the state, says what happened on the status line.
   */
  const act = (action: (current: sandbox.SandboxState) => sandbox.SandboxState, done?: () => string): void => {
    if (state === null || moving) return;
    const before = state;
    try {
      state = action(state);
      if (done !== undefined && state !== before) parts.status.say(done());
    } catch (error) {
      parts.status.refused(error);
    }
    refresh();
  };

  const say = (key: string, data: Readonly<Record<string, string>> = {}): string => parts.i18n.format(key, data);
  const combatName = (): string => state?.combat?.name ?? "";

  /** The board as the drag rules read it; null when they are off or nothing is open. */
  const dragBoard = (): DragBoard | null =>
    state === null || view === null || !followRules
      ? null
      : {
          index: state.index,
          ruleset: state.ruleset,
          options: state.options,
          grid: view.grid,
          svg: view.svg,
          cells: parts.rulesets.entry(state.ruleset.id).moveWording.cells,
        };

  /**
   * A token dropped: its stack goes along (`stackDrop`), or it alone when Shift took it out; with
   * the drag rules on, a drop they refuse leaves every token where it was (the drag has put them back).
   */
  const drop = (unitId: string, delta: Point, alone: boolean): void => {
    if (state === null || view === null) return;
    const moves = stackDrop(state.index.board(), view.grid, unitId, delta, alone);
    const board = dragBoard();
    const refusal =
      board === null
        ? null
        : dragRules.refusal(
            board,
            moves.flatMap(({ unitId: id, change }) =>
              change.footprint === undefined ? [] : [{ unitId: id, footprint: change.footprint }],
            ),
          );
    if (refusal !== null) parts.status.refusedText(localizeText(refusal, parts.i18n));
    else placeUnits(unitId, moves);
  };

  /** Moves or turns a unit by hand (an arrow key, Q or E), undoably; the engine's refusal is shown. */
  const place = (unitId: string, change: UnitMove): void => placeUnits(unitId, [{ unitId, change }]);

  /**
   * Moves units by hand as one undoable step (`selecting` is selected after); when the engine
   * refuses any move, none is made and the refusal is shown.
   */
  const placeUnits = (selecting: string, moves: readonly DroppedUnit[]): void => {
    if (state === null || view === null || moves.length === 0) return;
    const index = state.index;
    const names = moves.flatMap(({ unitId }) => index.unit(unitId)?.name ?? []).join(", ");
    const before = moves.map(({ unitId }) => moveSnapshot(index, unitId));
    const recorded = sandbox.recordMove(state);
    let made = 0;
    try {
      for (const { unitId, change } of moves) {
        index.moveUnit(unitId, change);
        made += 1;
      }
      state = recorded;
      parts.status.say(parts.i18n.format("WARGAME.Sandbox.Moved", { unit: names }));
      for (const snapshot of before) view.moved(state.index, snapshot);
    } catch (error) {
      // A refused move changes nothing (moveUnit checks first); stack mates moved before it go back.
      if (made > 0) {
        state = sandbox.undo(recorded);
        view.redraw(state.index);
      }
      parts.status.refused(error);
    }
    selected = selecting;
    refresh();
  };

  /** Answers the decision waiting; a place picked (in the list or on the board) shows on the board at once. */
  const decide = (picks: readonly string[]): void => {
    const before = state;
    const chosen = places.filter((place) => picks.includes(place.optionId));
    act(
      (current) => sandbox.decide(current, picks),
      () => say("WARGAME.Sandbox.Status.Decided"),
    );
    if (before === null || state === before) return;
    for (const place of chosen) {
      const unit = before.combat?.before.units.find((candidate) => candidate.id === place.unitId);
      const from = standing(before, place.unitId);
      if (unit !== undefined && from !== null)
        ghosts = [...ghosts, { unitId: unit.id, side: unit.side, from, cell: place.cell }];
    }
    refresh();
  };

  /** A destination clicked: the answer to a single choice; one of several picks is toggled in the dialog. */
  const pick = (optionId: string): void => {
    const step = state === null ? null : sandbox.pendingStep(state);
    if (step?.kind !== "decision" || !places.some((place) => place.optionId === optionId)) return;
    if (step.max === 1 && step.min === 1) {
      decide([optionId]);
      return;
    }
    parts.dialog.toggle(optionId);
    refresh();
  };

  const offBoard = (unitId: string): void => {
    const unit = state?.index.unit(unitId);
    if (unit !== undefined)
      parts.status.refusedText(parts.i18n.format("WARGAME.Sandbox.OffBoard", { unit: unit.name }));
  };

  const select = (unitId: string | null): void => {
    if (moving || state?.combat !== null || state.turn !== null) return;
    selected = unitId;
    refresh();
  };

  return {
    open(file, scenario, options) {
      // The link's dice and combat belong to the scenario it named: another one plays without them.
      const switching = state !== null && state.scenario.id !== scenario.id;
      if (switching) dice.dropLinked();
      const wanted = options ?? remembered.get(scenario.ruleset) ?? {};
      let refusal: unknown = null;
      try {
        state = sandbox.openScenario(parts.rulesets, scenario, wanted);
      } catch (error) {
        refusal = error;
        state = sandbox.openScenario(parts.rulesets, scenario);
      }
      remembered.set(scenario.ruleset, state.options);
      const words = wordsFor(scenario.sideNames, scenario.board.terrain.areas);
      const next = createBoardView(
        scenario.board,
        {
          status: (status) => statusLook(status, parts.rulesets.statuses, (key) => parts.i18n.localize(key)),
          values: (unit) =>
            parts.rulesets
              .entry(scenario.ruleset)
              .counterValues(unit, scenario.board.grid)
              .map(({ short, full }) => ({
                short: localizeText(short, parts.i18n),
                full: localizeText(full, parts.i18n),
              })),
          markers: (unit) => {
            const entry = parts.rulesets.entry(scenario.ruleset);
            return entry.markersOf(unit, scenario.board.grid).map(({ id, value, full }) => ({
              id,
              value: String(value),
              colour: entry.counterMarkers.find((kind) => kind.id === id)?.colour ?? "#555",
              full: localizeText(full, parts.i18n),
            }));
          },
          cellMarker: ({ marker, cell, count }) => {
            const kind = parts.rulesets.entry(scenario.ruleset).cellMarkers.find((view) => view.id === marker);
            return {
              id: marker,
              value: String(count),
              colour: kind?.colour ?? "#555",
              full: localizeText(
                { key: kind?.countKey ?? "WARGAME.Sandbox.CellMarker", data: { count, i: cell.i, j: cell.j } },
                parts.i18n,
              ),
            };
          },
        },
        {
          cell: (i, j) => parts.i18n.format("WARGAME.Sandbox.Coordinates.Cell", { i: String(i), j: String(j) }),
          distance: (value) =>
            parts.i18n.format("WARGAME.Sandbox.Coordinates.Distance", {
              value: String(value),
              units: scenario.board.grid.units,
            }),
          area: (area) => areaText(area, words, parts.i18n),
        },
      );
      next.showCoordinates(coordinates);
      const fans = listenForStackFans(next.svg);
      listenForDrags(next.svg, {
        // Units stay put during a turn: its attacks are fought on the board it started on.
        enabled: () => !moving && state?.combat === null && state.turn === null,
        onDrop: drop,
        carried: (unitId, alone) =>
          state === null || view === null
            ? []
            : carriedTokens(state.index.board(), unitId, alone, (id) => view?.token(id) ?? null),
        onSelect: select,
        onOffBoard: offBoard,
        onStart: (unitId, alone) => {
          const board = dragBoard();
          const note = board === null ? null : dragRules.start(board, draggedWith(board.index.board(), unitId, alone));
          if (note !== null) parts.status.say(localizeText(note, parts.i18n));
        },
        onEnd: () => dragRules.end(),
        lift: (tokens) => fans.lift(tokens),
      });
      listenForZoomPan(next.svg, next);
      listenForDestinations(next.svg, { onPick: pick, onPreview: (optionId) => view?.preview(optionId) });
      parts.boardHost.replaceChildren(next.svg);
      view = next;
      selected = null;
      records = [];
      parts.chat.clear();
      const url = withOptionsParam(window.location.href, state.options);
      url.searchParams.set("scenario", scenario.id);
      if (switching) for (const name of ["dice", "combat", "position"]) url.searchParams.delete(name);
      window.history.replaceState(null, "", url);
      ghosts = [];
      view.redraw(state.index);
      view.readableView(READABLE_PX, openingAims(state.index, view.grid));
      parts.toolbar.showScenario(file, scenario);
      if (refusal === null) parts.status.say(say("WARGAME.Sandbox.Status.Opened", { scenario: scenario.name }));
      else parts.status.refused(refusal);
      refresh();
    },
    setOptions(values) {
      const before = state;
      act((current) => sandbox.setOptions(current, values));
      if (state === null || state === before) return;
      remembered.set(state.scenario.ruleset, state.options);
      window.history.replaceState(null, "", withOptionsParam(window.location.href, state.options));
      view?.redraw(state.index);
      parts.status.say(say("WARGAME.Sandbox.OptionsSet"));
    },
    startCombat(combatId) {
      act(
        (current) => {
          const combat = current.scenario.combats.find((candidate) => candidate.id === combatId);
          if (combat === undefined) return current;
          // A scripted example plays its file's dice (its worked outcome), unless fresh ones are asked for.
          dice.script(freshDice ? [] : combat.script.dice);
          return sandbox.startCombat(current, combat.name, combat.selection);
        },
        () => say("WARGAME.Sandbox.Status.Started", { combat: combatName() }),
      );
    },
    playTurn(turnId) {
      selected = null;
      act(
        (current) => {
          const turn = current.scenario.turns.find((candidate) => candidate.id === turnId);
          dice.script(freshDice || turn === undefined ? [] : turn.script.dice);
          return sandbox.startTurn(current, turnId);
        },
        () => say("WARGAME.Sandbox.Status.TurnStarted", { turn: state?.turn?.name ?? "" }),
      );
    },
    endTurn() {
      act(sandbox.endTurn, () => say("WARGAME.Sandbox.Status.TurnEnded"));
    },
    select,
    attack(defenders, answers) {
      const attacker = selected;
      if (attacker === null) return;
      act(
        (current) => {
          const names = defenders.map((id) => current.index.unit(id)?.name ?? id).join(", ");
          const name = parts.i18n.format("WARGAME.Sandbox.Contacts.CombatName", {
            attacker: current.index.unit(attacker)?.name ?? attacker,
            defenders: names,
          });
          dice.script([]);
          return startContactCombat(current, name, attacker, defenders, answers);
        },
        () => say("WARGAME.Sandbox.Status.Started", { combat: combatName() }),
      );
    },
    pickPlace: pick,
    previewOption(optionId) {
      view?.preview(optionId);
    },
    decide,
    roll() {
      let rolled = "";
      act(
        (current) => {
          const step = sandbox.pendingStep(current);
          if (step?.kind !== "roll") return current;
          const values = dice.roll(step);
          const next = sandbox.roll(current, values);
          const side = scenarioWords(current).side(step.side);
          parts.chat.rolled(side, step.dice, values);
          rolled = say("WARGAME.Sandbox.Rolled", { side, dice: step.dice, values: values.join(", ") });
          return next;
        },
        () => rolled,
      );
    },
    async makeMoves() {
      const result = state?.combat?.result;
      const finished = state === null ? null : combatViewOf(state);
      if (state === null || view === null || !result || finished === null || moving) return;
      try {
        sandbox.checkBoard(state);
      } catch (error) {
        parts.status.refused(error);
        return;
      }
      moving = true;
      refresh();
      // The effects first (losses, statuses, units gone), then the moves along their waypoints.
      view.redraw(sandbox.indexOf(state.ruleset, result.affected, state.options));
      const board = view;
      await animatePlan(result.plan, speed, (unitId, offset) => {
        board.token(unitId)?.setAttribute("transform", `translate(${offset.x} ${offset.y})`);
      });
      moving = false;
      const fought = state.combat;
      const name = fought?.name ?? "";
      state = sandbox.closeCombat(sandbox.applyResult(state));
      if (fought !== null)
        records = [...records, { name, selection: fought.selection, log: fought.session.log, before: fought.before }];
      parts.chat.card(finished, name);
      parts.status.say(say("WARGAME.Sandbox.Status.Applied", { combat: name }));
      view.redraw(state.index);
      refresh();
    },
    undo() {
      const reverting = state?.combat === null && state.history.at(-1)?.cause === "combat";
      const dropping = combatName();
      act(sandbox.undo, () => {
        if (reverting) records = records.slice(0, -1);
        return dropping !== ""
          ? say("WARGAME.Sandbox.Status.Dropped", { combat: dropping })
          : say(reverting ? "WARGAME.Sandbox.Status.CombatUndone" : "WARGAME.Sandbox.Status.MoveUndone");
      });
      if (reverting) parts.chat.undone();
      if (state !== null) view?.redraw(state.index);
    },
    undoCombat() {
      if (state === null || moving || state.combat !== null) return;
      const had = state.history.length;
      state = sandbox.undoCombat(state);
      if (state.history.length < had) {
        records = records.slice(0, -1);
        parts.chat.undone();
        parts.status.say(say("WARGAME.Sandbox.Status.CombatUndone"));
      }
      view?.redraw(state.index);
      refresh();
    },
    nudge(dx, dy, alone) {
      if (selected === null || moving || state?.combat !== null || view === null || state === null) return;
      const size = state.scenario.board.grid.size;
      drop(selected, { x: dx * size, y: dy * size }, alone);
    },
    turn(way) {
      const unit = selected === null ? undefined : state?.index.unit(selected);
      if (unit === undefined || moving || state?.combat !== null) return;
      const step =
        TURN_STEP[state?.scenario.board.grid.kind === "square" ? "square" : view?.grid === null ? "gridless" : "hex"];
      place(unit.id, { facing: (((unit.facing + way * step) % 360) + 360) % 360 });
    },
    attackContacts() {
      const current = state;
      if (selected === null || current === null || current.combat !== null || moving) return;
      const enemies = allContactTargets(current, selected);
      if (enemies.length > 0) this.attack(enemies, parts.contacts.answers(enemies));
      else if (contactTargets(current, selected).length > 0) {
        const unit = current.index.unit(selected)?.name ?? selected;
        parts.status.refusedText(parts.i18n.format("WARGAME.Sandbox.Contacts.PickOne", { unit }));
      }
    },
    cancel() {
      if (moving || state === null) return;
      if (state.combat !== null && !state.combat.applied) {
        const dropping = combatName();
        act(sandbox.undo, () => say("WARGAME.Sandbox.Status.Dropped", { combat: dropping }));
        return;
      }
      selected = null;
      refresh();
    },
    setSpeed(value) {
      speed = value;
    },
    setDragRules(on) {
      followRules = on;
      const url = new URL(window.location.href);
      if (on) url.searchParams.delete("drag");
      else url.searchParams.set("drag", "free");
      window.history.replaceState(null, "", url);
      parts.status.say(parts.i18n.localize(on ? "WARGAME.Sandbox.DragRules.On" : "WARGAME.Sandbox.DragRules.Off"));
    },
    setFreshDice(on) {
      freshDice = on;
      const url = new URL(window.location.href);
      if (on) url.searchParams.set("fresh", "1");
      else url.searchParams.delete("fresh");
      window.history.replaceState(null, "", url);
    },
    showCoordinates(on) {
      coordinates = on;
      view?.showCoordinates(on);
      const url = new URL(window.location.href);
      if (on) url.searchParams.set("coords", "1");
      else url.searchParams.delete("coords");
      window.history.replaceState(null, "", url);
    },
    zoom(way) {
      if (way === 0) view?.resetView();
      else view?.zoom(way === 1 ? ZOOM_STEP : 1 / ZOOM_STEP);
    },
    position() {
      if (state === null || state.combat !== null || state.turn !== null || moving) return null;
      return { scenario: state.scenario, options: state.options, board: state.index.board(), combats: records };
    },
    load(file, position) {
      this.open(file, position.scenario, position.options);
      if (state === null || view === null) return;
      state = sandbox.restore(
        state,
        position.board,
        position.combats.map((combat) => combat.before),
      );
      records = [...position.combats];
      for (const record of records) parts.chat.card(recordView(state.rulesets, position.scenario, record), record.name);
      view.redraw(state.index);
      parts.status.say(
        localizeText(
          { key: "WARGAME.Sandbox.Position.Loaded", data: { scenario: position.scenario.name, count: records.length } },
          parts.i18n,
        ),
      );
      refresh();
    },
  };
}

function samePlaces(a: readonly PlaceOption[], b: readonly PlaceOption[]): boolean {
  return a.length === b.length && a.every((place, k) => place.optionId === b[k]?.optionId);
}

/**
 * Where a game opens when the whole board would not read, in order of preference: every unit when
 * the view holds them all, else the first unit in contact with an enemy and the units it touches
 * (the fight a player looks at first), else every unit.
 */
function openingAims(index: BoardIndex, grid: CellGrid | null): Point[][] {
  const units = index.board().units;
  const centre = (unit: Unit): Point => footprintCenter(unit, grid ?? undefined);
  const first = units.find((unit) => index.contactsOf(unit.id).length > 0);
  const fight =
    first === undefined ? units : [first, ...index.contactsOf(first.id).flatMap((id) => index.unit(id) ?? [])];
  // A unit's whole counter or base: its cells' corners on a grid, its footprint off one.
  const outline = (unit: Unit): Point[] =>
    unit.footprint.kind === "cells"
      ? unit.footprint.cells.flatMap((cell) => grid?.vertices(cell) ?? [])
      : footprintPolygon(unit);
  return [units.flatMap(outline), fight.map(centre)];
}
