/** Plain JSON data: what tables, option values and scenario files are made of. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * Marks an option whose default stands in for a rule the source text refers to but does not
 * contain. `referenceKey` says where the text is silent; hosts show it wherever the default is
 * used, so it is never taken for the original rule.
 */
export type LabelledDefault = { readonly referenceKey: string };

/** Which units exert a zone of control. */
export const ZOC_EXERTERS = ["every-unit", "not-broken", "none"] as const;
export type ZocExerters = (typeof ZOC_EXERTERS)[number];

/** A rule system's zones of control: reach (cells on a grid, table units gridless) and who exerts one. */
export interface RulesetZoc {
  readonly radius: number;
  readonly exerters: ZocExerters;
  /** Set when the text refers to zones of control it does not define: the default stands in for them. */
  readonly labelledDefault?: LabelledDefault;
}
