import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * Lingui's compiled form of ICU message strings, each message compiled the first time it is read
 * and kept. The ICU parser travels with the catalogues (lazily), never in the first download
 * (ADR 009); a page compiles only the few dozen messages it shows, not the whole app's catalogue in
 * one long task as the language's chunk loads.
 */
export function compileCatalogue(...catalogues: Record<string, string>[]): Messages {
  const messages: Messages = {};
  for (const catalogue of catalogues)
    for (const [key, source] of Object.entries(catalogue)) {
      Object.defineProperty(messages, key, {
        enumerable: true,
        configurable: true,
        get() {
          const compiled = compileMessage(source);
          Object.defineProperty(messages, key, { value: compiled, enumerable: true, writable: true });
          return compiled;
        },
      });
    }
  return messages;
}
