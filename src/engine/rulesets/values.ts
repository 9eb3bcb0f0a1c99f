/** Plain JSON data: what tables, option values and scenario files are made of. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * Marks an option whose default stands in for a rule the source text refers to but does not
 * contain. `referenceKey` says where the text is silent; hosts show it wherever the default is
 * used, so it is never taken for the original rule.
 */
export type LabelledDefault = { readonly referenceKey: string };
