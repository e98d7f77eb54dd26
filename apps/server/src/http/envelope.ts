import { envelopeOf, messages, OK_CODE } from '@tightlines/domain';
import type { z } from 'zod';

/** Wraps a successful result in the spec §7 envelope. */
export function ok<T>(result: T): { code: number; message: string; result: T } {
  return { code: OK_CODE, message: messages.ok, result };
}

/** `{"code":…,"message":…,"result":` — what JSON.stringify writes of `ok(result)` before the result. */
const OK_HEAD = JSON.stringify(ok(0)).slice(0, -'0}'.length);

/** The JSON of `ok(result)` around a result already serialised: the bytes `JSON.stringify(ok(result))` makes. */
export function okJson(resultJson: string): string {
  return `${OK_HEAD}${resultJson}}`;
}

/** The 200 response schema of a route whose result is `result`. */
export function okResponse<T extends z.ZodType>(result: T) {
  return { 200: envelopeOf(result) };
}
