import { EngineError, interpolate } from "../engine/errors";

/** An error as it travels between clients: a key and its values, localized by whoever shows it. */
export interface ErrorMessage {
  readonly key: string;
  readonly data: Readonly<Record<string, string | number>>;
}

export function messageOf(error: EngineError): ErrorMessage {
  return { key: error.key, data: error.data };
}

/** The text of a key in the user's language; the key itself before i18n is ready. */
export function format(message: ErrorMessage): string {
  const i18n = game.i18n;
  if (!i18n) return interpolate(message.key, message.data);
  return i18n.format(message.key, Object.fromEntries(Object.entries(message.data).map(([name, value]) => [name, String(value)])));
}

/** An error's text in the user's language, the problem of an error it wraps (its `cause`) included. */
export function errorText(error: EngineError): string {
  const { key, data } = messageOf(error);
  return format({ key, data: error.cause instanceof EngineError ? { ...data, problem: errorText(error.cause) } : data });
}

/** Shows an error to this user: localized when it is ours, logged as it is otherwise. */
export function notifyError(error: unknown): void {
  if (error instanceof EngineError) {
    ui.notifications?.error(errorText(error));
    return;
  }
  console.error(error);
}

export function notifyWarning(message: ErrorMessage): void {
  ui.notifications?.warn(format(message));
}
