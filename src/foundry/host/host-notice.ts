import type { JsonValue } from "@engine/rulesets/ruleset";
import { ownerOf } from "@engine/validation/field-errors";
import { readBoolean, readChoice, readCount, readId, readItems, readRecord } from "@engine/validation/read-fields";
import { checkJsonSize, readJsonRecord } from "@engine/validation/read-json";
import type { PendingMark } from "@view/pending-marks";
import type { LocText } from "@view/view-types";
import { MODULE_ID } from "../constants";
import type { ErrorMessage } from "../localize";
import { HOSTED_STATUSES, type HostedStatus } from "./hosted-state";

/** The query by which the host sends a user their view of a combat, or why their request was refused. */
export const VIEW_QUERY = `${MODULE_ID}.view` as const;

/** A notice as the receiving client reads it: the view is plain JSON, only rendered (Handlebars escapes it). */
export type ShownNotice =
  | {
      readonly kind: "view";
      readonly combatId: string;
      readonly status: HostedStatus;
      readonly view: Readonly<Record<string, JsonValue>>;
      readonly asking: LocText | null;
      readonly failed: ErrorMessage | null;
      /** What the combat will do to the units this user sees (none once it is applied or over). */
      readonly pending: { readonly sceneId: string; readonly marks: readonly PendingMark[] } | null;
    }
  | { readonly kind: "refused"; readonly error: ErrorMessage };

const NOTICE = ownerOf("CombatRequest", "view", undefined);

/** Reads a notice, sizes capped (any client can send a query); an EngineError names the field at fault. */
export function parseHostNotice(input: unknown): ShownNotice {
  checkJsonSize(input, NOTICE, "notice");
  const fields = readRecord(input, NOTICE, "notice");
  if (fields["kind"] === "refused") return { kind: "refused", error: readText(fields["error"], "error") };
  return {
    kind: "view",
    combatId: readId(fields["combatId"], NOTICE, "combatId"),
    status: readChoice(fields["status"], HOSTED_STATUSES, NOTICE, "status"),
    view: readJsonRecord(fields["view"], NOTICE, "view"),
    asking: fields["asking"] === null ? null : readText(fields["asking"], "asking"),
    failed: fields["failed"] === null ? null : readText(fields["failed"], "failed"),
    pending: fields["pending"] == null ? null : readPending(fields["pending"]),
  };
}

/** The marks for the counters: unit and status ids, a count and a flag each (only drawn, never run). */
function readPending(value: unknown): { sceneId: string; marks: PendingMark[] } {
  const fields = readRecord(value, NOTICE, "pending");
  const ids = (list: unknown, field: string): string[] =>
    readItems(list, 0, NOTICE, field, (item, who, at) => readId(item, who, at));
  return {
    sceneId: readId(fields["sceneId"], NOTICE, "pending.sceneId"),
    marks: readItems(fields["marks"], 0, NOTICE, "pending.marks", (item, who, at) => {
      const mark = readRecord(item, who, at);
      return {
        unitId: readId(mark["unitId"], who, `${at}.unitId`),
        lost: readCount(mark["lost"], who, `${at}.lost`),
        added: ids(mark["added"], `${at}.added`),
        removed: ids(mark["removed"], `${at}.removed`),
        eliminated: readBoolean(mark["eliminated"], who, `${at}.eliminated`, false),
      };
    }),
  };
}

/** A key and its values (words and numbers only). */
function readText(value: unknown, field: string): { key: string; data: Record<string, string | number> } {
  const fields = readRecord(value, NOTICE, field);
  const data = readRecord(fields["data"], NOTICE, `${field}.data`);
  return {
    key: readId(fields["key"], NOTICE, `${field}.key`),
    data: Object.fromEntries(
      Object.entries(data).map(([name, item]) => [name, typeof item === "number" ? item : String(item)]),
    ),
  };
}
