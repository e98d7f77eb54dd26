import {
  AppError,
  NEW_EXPERIENCE_WORK_TYPE,
  type ZExperienceInput,
  type Experience,
} from '@tightlines/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { canEditExperience } from './policy';
import { toExperienceDto } from './presenter';
import * as repo from './repo';

type ExperienceInput = z.output<typeof ZExperienceInput>;

const necessary = (field: string) =>
  new AppError('VALIDATION', { key: 'completeNecessaryFields', details: { fields: [field] } });

/** A user's experiences, oldest first. */
export async function listExperiencesOf(db: Db, userId: string): Promise<Experience[]> {
  return (await repo.findExperiencesOf(db, userId)).map(toExperienceDto);
}

async function getOwnExperience(db: Db, actor: Actor, id: string): Promise<Experience> {
  const found = (await listExperiencesOf(db, actor.userId)).find(
    (experience) => experience.experienceUUID === id,
  );
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** Catalogue names and country codes of an input as ids; VALIDATION naming the unknown field. */
async function resolve(db: Db, input: ExperienceInput, workTypeName: string | undefined) {
  const fishingType = await repo.getFishingTypeByName(db, input.fishingTypeName);
  if (!fishingType) throw necessary('fishingTypeName');
  const workType = workTypeName ? await repo.getWorkTypeByName(db, workTypeName) : null;
  if (workTypeName && !workType) throw necessary('workTypeName');
  const codes = [...new Set(input.countries.map((country) => country.code.toUpperCase()))];
  if ((await repo.findCountriesByCode(db, codes)).length !== codes.length) throw necessary('countries');
  return { fishingTypeId: fishingType.id, workTypeId: workType?.id, codes };
}

/** Adds an experience to the caller's profile, always with work type Fulltime (spec §5). */
export async function createExperience(db: Db, actor: Actor, input: ExperienceInput): Promise<Experience> {
  const id = await db.transaction(async (tx) => {
    const { fishingTypeId, workTypeId, codes } = await resolve(tx, input, NEW_EXPERIENCE_WORK_TYPE);
    const experience = await repo.insertExperience(tx, {
      userId: actor.userId,
      fishingTypeId,
      workTypeId: workTypeId!,
      roleName: input.roleName,
      years: input.years,
      boatNames: input.boats.map((boat) => boat.name),
    });
    await repo.replaceCountries(tx, experience.id, codes);
    return experience.id;
  });
  return getOwnExperience(db, actor, id);
}

/** Edits an experience. NOT_FOUND for no such experience, FORBIDDEN for someone else's. */
export async function updateExperience(
  db: Db,
  actor: Actor,
  id: string,
  input: ExperienceInput,
): Promise<Experience> {
  await db.transaction(async (tx) => {
    const experience = await repo.getExperienceForUpdate(tx, id);
    if (!experience) throw new AppError('NOT_FOUND');
    if (!canEditExperience(actor, experience)) throw new AppError('FORBIDDEN');
    const { fishingTypeId, workTypeId, codes } = await resolve(tx, input, input.workTypeName);
    await repo.updateExperience(tx, id, {
      fishingTypeId,
      ...(workTypeId ? { workTypeId } : {}),
      roleName: input.roleName,
      years: input.years,
      boatNames: input.boats.map((boat) => boat.name),
    });
    await repo.replaceCountries(tx, id, codes);
  });
  return getOwnExperience(db, actor, id);
}

/** Deletes an experience. NOT_FOUND for no such experience, FORBIDDEN for someone else's. */
export async function deleteExperience(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const experience = await repo.getExperienceForUpdate(tx, id);
    if (!experience) throw new AppError('NOT_FOUND');
    if (!canEditExperience(actor, experience)) throw new AppError('FORBIDDEN');
    await repo.deleteExperience(tx, id, actor.userId);
  });
}
