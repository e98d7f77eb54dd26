import { envelopeOf, messages, OK_CODE } from '@tightlines/domain';
import type { z } from 'zod';

/** Wraps a successful result in the spec §7 envelope. */
export function ok<T>(result: T): { code: number; message: string; result: T } {
  return { code: OK_CODE, message: messages.ok, result };
}

/** The 200 response schema of a route whose result is `result`. */
export function okResponse<T extends z.ZodType>(result: T) {
  return { 200: envelopeOf(result) };
}
