import { messageRefOf, messages, type AppError, type MessageRef } from '@tightlines/domain';
import { t, type MessageKey } from '../i18n/use-t';

/**
 * A spec §8 message (packages/domain/src/messages.ts) in the language shown, found by its key: the
 * one a server's envelope sent, else the key of the English text. Text the catalogue does not hold
 * is shown as it came.
 */
export function specMessage(text: string, ref: MessageRef | null = messageRefOf(text)): string {
  return ref ? t(`error.${ref.key}` as MessageKey, ref.values) : text;
}

/** What to tell the user about a failure: its message in their language, or the connection message. */
export function errorMessage(error: unknown): string {
  // AppError by its shape, not `instanceof`: the class stays in the API client's chunk.
  if (error instanceof Error && 'ref' in error) return specMessage(error.message, (error as AppError).ref);
  return specMessage(error instanceof Error && error.message ? error.message : messages.connectionError);
}
