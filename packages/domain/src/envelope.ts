import { z } from 'zod';
import { isMessageKey } from './messages';

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
   * language; `message` stays the spec §8 English of that key. Every error has one (issue 33).
   */
  key: z
    .string()
    .refine(isMessageKey, 'a key of the message catalogue')
    .describe(
      'the key of the message in packages/domain/src/messages.ts, for clients to show it in their language',
    ),
  /** The values the keyed message names (e.g. `maximum` of a too-long text). */
  keyValues: z.record(z.string(), z.number()).optional(),
  result: z.null(),
  details: z.record(z.string(), z.unknown()).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
