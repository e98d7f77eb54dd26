import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * Turns ICU message strings into Lingui's compiled form. Done when a language's chunk loads, so the
 * ICU parser travels with the catalogues (lazily) and never in the first download (ADR 009).
 */
export function compileCatalogue(...catalogues: Record<string, string>[]): Messages {
  const messages: Messages = {};
  for (const catalogue of catalogues)
    for (const [key, message] of Object.entries(catalogue)) messages[key] = compileMessage(message);
  return messages;
}
