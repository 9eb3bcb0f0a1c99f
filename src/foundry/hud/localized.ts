import { format } from "../localize";

/** A key's text in the user's language (the key itself before i18n is ready). */
export function localized(key: string): string {
  return format({ key, data: {} });
}
