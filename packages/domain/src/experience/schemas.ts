import { z } from 'zod';
import { ROLE_NAMES } from '../auth/permissions';
import { EXPERIENCE_YEARS_MAX } from '../constants';
import { messageKeys } from '../messages';
import { normaliseBoatNames } from './rules';

const needed = (max: number) =>
  z
    .string({ error: messageKeys.completeNecessaryFields })
    .trim()
    .min(1, messageKeys.completeNecessaryFields)
    .max(max);

export const ZExperienceParams = z.object({ experienceUUID: z.uuid({ error: messageKeys.notFound }) });

/**
 * Fishing experience (spec §3, §5): type, role, years (at most 99: more is refused at the field,
 * saying so, never rewritten), countries and boats.
 */
export const ZExperienceInput = z.object({
  fishingTypeName: needed(80),
  workTypeName: z.string().trim().max(80).optional().describe('new experiences are always Fulltime'),
  roleName: z.enum(ROLE_NAMES, { error: messageKeys.completeNecessaryFields }),
  years: z.number({ error: messageKeys.completeNecessaryFields }).int().min(0).max(EXPERIENCE_YEARS_MAX),
  countries: z
    .array(z.object({ code: z.string().trim().length(2), name: z.string().optional() }))
    .max(50)
    .default([]),
  boats: z
    .array(z.object({ name: z.string().max(80) }))
    .max(50)
    .default([])
    .transform((boats) => normaliseBoatNames(boats.map((boat) => boat.name)).map((name) => ({ name }))),
  activitySourceName: needed(40),
});
export type ExperienceInput = z.input<typeof ZExperienceInput>;

export const ZExperience = z.object({
  experienceUUID: z.uuid(),
  fishingTypeName: z.string(),
  workTypeName: z.string(),
  roleName: z.enum(ROLE_NAMES),
  years: z.number().int(),
  countries: z.array(z.object({ name: z.string(), code: z.string() })),
  boats: z.array(z.object({ name: z.string() })),
  createdAt: z.string(),
});
export type Experience = z.infer<typeof ZExperience>;
