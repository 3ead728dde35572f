import { createTranslator } from 'use-intl/core';
import { renderWith } from './message';
import applyDoor from './messages/en/applyDoor.json';
import errors from './messages/en/errors.json';

/**
 * The few answers given before any page or door runs (the launcher's body cap, the proxy's
 * cross-site and unreadable-form refusals, an unknown API path, an unknown course on the Apply
 * door) in English, the API's language: rendered from the catalogue's `errors` and `applyDoor`
 * namespaces only, so the proxy and the launcher do not load the whole catalogue on every request.
 */
const t = createTranslator({ locale: 'en', messages: { errors, applyDoor } });

export function plainEnglish(text: string): string {
  return renderWith(t as never, text);
}
