import type { AnyMessageKey, AppError, MessageRef } from '@tightlines/domain';
import { i18n } from '../i18n/i18n';
import { t, type MessageKey } from '../i18n/use-t';

/**
 * A spec §8 message (packages/domain/src/messages.ts) in the language shown, by its key: the one a
 * server's envelope sent, a schema's refusal carried, or one the page names (`'localitySaved'`),
 * with the values a template names. Never found from English text (issue 33).
 */
export function specMessage(message: AnyMessageKey | MessageRef): string {
  const { key, values } = typeof message === 'string' ? { key: message, values: undefined } : message;
  const id = `error.${key}` as MessageKey;
  // Only when the failure's message bundle could not be downloaded (api/client.ts): never its key.
  if (!(id in i18n.messages)) return t('ui.feedback.errorTitle');
  return t(id, values);
}

/** What to tell the user about a failure: an AppError's message in their language, or the connection message. */
export function errorMessage(error: unknown): string {
  // AppError by its shape, not `instanceof`: the class stays in the API client's chunk.
  if (error instanceof Error && 'key' in error) return specMessage((error as AppError).ref);
  return specMessage('connectionError');
}
