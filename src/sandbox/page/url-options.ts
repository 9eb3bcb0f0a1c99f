/** What a link may set: `?scenario=<id>&combat=<id>&dice=5,3&seed=7&speed=400&options={"zocRadius":2}&coords=1&fresh=1&drag=free`. */
export interface UrlOptions {
  readonly scenario: string | null;
  readonly combat: string | null;
  readonly dice: readonly number[];
  readonly seed: number | null;
  /** Animation speed in board pixels a second; 0 moves at once. */
  readonly speed: number | null;
  /** The group's option values for the scenario's rule system, as JSON text (checked when the scenario opens). */
  readonly options: string | null;
  /** Whether the board shows its coordinates (`coords=1`). */
  readonly coordinates: boolean;
  /** Whether scripted examples roll fresh dice rather than their file's (`fresh=1`). */
  readonly freshDice: boolean;
  /** Whether drags follow the movement rules (the default), or go anywhere for free setup (`drag=free`). */
  readonly dragRules: boolean;
  /** A position to show (`position=`, the Link button's), as the parameter gives it. */
  readonly position: string | null;
}

export function readUrlOptions(search: string): UrlOptions {
  const params = new URLSearchParams(search);
  const number = (name: string): number | null => {
    const text = params.get(name);
    const value = text === null || text.trim() === "" ? Number.NaN : Number(text);
    return Number.isFinite(value) ? value : null;
  };
  const dice = params.get("dice");
  return {
    scenario: params.get("scenario"),
    combat: params.get("combat"),
    dice:
      dice === null
        ? []
        : dice
            .split(",")
            .filter((d) => d.trim() !== "")
            .map(Number)
            .filter((d) => Number.isInteger(d)),
    seed: number("seed"),
    speed: number("speed"),
    options: params.get("options"),
    coordinates: params.get("coords") === "1",
    freshDice: params.get("fresh") === "1",
    dragRules: params.get("drag") !== "free",
    position: params.get("position"),
  };
}

/** The link with the group's option values in it (none set: left out), so that a session can be shared. */
export function withOptionsParam(href: string, values: Readonly<Record<string, unknown>>): URL {
  const url = new URL(href);
  if (Object.keys(values).length === 0) url.searchParams.delete("options");
  else url.searchParams.set("options", JSON.stringify(values));
  return url;
}
