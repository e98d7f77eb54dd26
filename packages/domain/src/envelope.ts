import { z } from 'zod';

/** The response envelope of spec §7 around a result schema. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({ code: z.number().int(), message: z.string(), result });
}

/** The envelope of an error answer: no result, and optional safe details (e.g. invalid fields). */
export const ZErrorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  /**
   * The message's stable key (packages/domain/src/messages.ts), so a client shows it in its user's
   * language; `message` stays the spec §8 English. Null for a message the catalogue does not hold.
   */
  key: z.string().nullable(),
  /** The values the keyed message names (e.g. `maximum` of a too-long text). */
  keyValues: z.record(z.string(), z.number()).optional(),
  result: z.null(),
  details: z.record(z.string(), z.unknown()).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
