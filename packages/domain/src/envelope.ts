import { z } from 'zod';

/** The response envelope of spec §7 around a result schema. */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({ code: z.number().int(), message: z.string(), result });
}

/** The envelope of an error answer: no result, and optional safe details (e.g. invalid fields). */
export const ZErrorEnvelope = z.object({
  code: z.number().int(),
  message: z.string(),
  result: z.null(),
  details: z.record(z.string(), z.unknown()).optional(),
  requestId: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
