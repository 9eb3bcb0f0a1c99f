import { EngineError, type ErrorData, errorPhrase, interpolate, localizedData } from "../engine/errors";

/**
 * An error as it travels between clients: a key and its values, localized by whoever shows it
 * (values that are phrases, such as who is at fault, too).
 */
export interface ErrorMessage {
  readonly key: string;
  readonly data: ErrorData;
}

export function messageOf(error: EngineError): ErrorMessage {
  return { key: error.key, data: errorPhrase(error).data };
}

/** The text of a key in the user's language, its phrases localized first; the key itself before i18n is ready. */
export function format(message: ErrorMessage): string {
  const text = localizedText(message);
  return game.i18n?.format(text.key, text.data) ?? interpolate(text.key, text.data);
}

/** A message as a template's text: its key, with its phrases already in the user's language. */
export function localizedText(message: ErrorMessage): {
  readonly key: string;
  readonly data: Readonly<Record<string, string>>;
} {
  const i18n = game.i18n;
  return {
    key: message.key,
    data: localizedData(message.data, (key, data) => i18n?.format(key, data) ?? interpolate(key, data)),
  };
}

/** An error's text in the user's language, its phrases (who is at fault, a wrapped error's problem) included. */
export function errorText(error: EngineError): string {
  return format(messageOf(error));
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

export function notifyInfo(message: ErrorMessage): void {
  ui.notifications?.info(format(message));
}
