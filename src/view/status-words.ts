import { say } from "./text";
import type { LocText } from "./view-types";

/** A status in words: the key of its label (the one the hosts' status effects find it too), never its id. */
export function statusWord(status: string): string {
  return ["WARGAME", "Status", status].join(".");
}

export function statusTexts(statuses: readonly string[]): LocText[] {
  return statuses.map((status) => say("WARGAME.View.Status", { status: statusWord(status) }));
}
