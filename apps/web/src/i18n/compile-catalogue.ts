import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * Lingui's compiled form of ICU message strings, each message compiled the first time it is read
 * and kept. The ICU parser travels with the catalogues (lazily), never in the first download
 * (ADR 009); a page compiles only the few dozen messages it shows, not the whole app's catalogue in
 * one long task as the language's chunk loads. A proxy over the merged sources rather than a getter
 * per key, so loading the chunk does not define an accessor for every message of the app
 * (bench/HISTORY.md, "2026-11-27 00:20").
 */
export function compileCatalogue(...catalogues: Record<string, string>[]): Messages {
  const sources: Record<string, string> = Object.assign({}, ...catalogues);
  const compiled = new Map<string, Messages[string]>();
  return new Proxy(sources, {
    get(target, key, receiver) {
      if (typeof key !== 'string' || !Object.hasOwn(target, key)) return Reflect.get(target, key, receiver);
      let message = compiled.get(key);
      if (message === undefined) {
        message = compileMessage(target[key]!);
        compiled.set(key, message);
      }
      return message;
    },
  });
}
