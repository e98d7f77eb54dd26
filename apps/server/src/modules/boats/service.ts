import { AppError, messages, withDeletePlaceholders, type ZBoatInput, type Boat } from '@tightlines/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import { getCountry } from '../catalogue/repo';
import { discardPicture, requireOwnPicture, toPictureUrl } from '../media/service';
import { feedChanged } from '../sessions/feed-cache';
import * as equipmentRepo from './equipment-repo';
import { canDeleteBoat, canEditBoat, canEditEquipment, canManageBoats, canReadBoat } from './policy';
import { toBoatDto } from './presenter';
import * as repo from './repo';

type BoatInput = z.output<typeof ZBoatInput>;

const missing = (field: string) =>
  new AppError('VALIDATION', { message: messages.missingInfoEditBoat, details: { fields: [field] } });

/** Presents boats for `actor`, signing their pictures. */
export async function presentBoats(storage: Storage, actor: Actor, views: repo.BoatView[]): Promise<Boat[]> {
  return Promise.all(
    views.map(async (view) => toBoatDto(view, actor, await toPictureUrl(storage, view.boat.pictureKey))),
  );
}

/** The boats the caller owns or captains. */
export async function listMyBoats(db: Db, storage: Storage, actor: Actor) {
  return presentBoats(
    storage,
    actor,
    await repo.findBoatViewsOf(db, { id: actor.userId, email: actor.email }),
  );
}

/** One boat; NOT_FOUND unless the caller owns or captains it (not yours = not there). */
export async function getBoat(db: Db, storage: Storage, actor: Actor, boatId: string): Promise<Boat> {
  const view = await repo.getBoatView(db, boatId);
  if (!view || !canReadBoat(actor, view.boat)) throw new AppError('NOT_FOUND');
  const [boat] = await presentBoats(storage, actor, [view]);
  return boat!;
}

/** Names, motor and model of a boat input turned into ids; VALIDATION (missingInfoEditBoat) naming the field. */
async function resolveReferences(db: Db, actor: Actor, input: BoatInput) {
  const type = await repo.getNamedByName(db, t.boatTypes, input.typeName);
  if (!type) throw missing('typeName');
  const make = input.boatMakeName ? await repo.getNamedByName(db, t.boatMakes, input.boatMakeName) : null;
  if (input.boatMakeName && !make) throw missing('boatMakeName');
  const country = await getCountry(db, input.countryName);
  if (!country) throw missing('countryName');
  const user = { id: actor.userId, email: actor.email };
  const motor = await equipmentRepo.getMotorView(db, input.motorUUID);
  if (
    !motor ||
    !canEditEquipment(actor, motor.motor, await repo.isOnBoatOf(db, 'motorId', motor.motor.id, user))
  )
    throw missing('motorUUID');
  const model = await equipmentRepo.getModelView(db, input.modelUUID);
  if (
    !model ||
    !canEditEquipment(actor, model.model, await repo.isOnBoatOf(db, 'modelId', model.model.id, user))
  )
    throw missing('modelUUID');
  return {
    hullNumber: input.hullNumber,
    name: input.boatName,
    typeId: type.id,
    makeId: make?.id ?? null,
    countryCode: country.code,
    captainEmail: input.captainEmail,
    size: input.size ?? null,
    sizeUnitId: input.sizeUnitId,
    motorId: input.motorUUID,
    modelId: input.modelUUID,
  };
}

/** Adds a boat owned by the caller. FORBIDDEN without ADD_BOAT; VALIDATION for unknown references or a bad picture. */
export async function createBoat(db: Db, storage: Storage, actor: Actor, input: BoatInput): Promise<Boat> {
  if (!canManageBoats(actor)) throw new AppError('FORBIDDEN');
  const pictureKey = input.pictureUrl ? await requireOwnPicture(storage, actor, input.pictureUrl) : null;
  const boat = await db.transaction(async (tx) =>
    repo.insertBoat(tx, {
      ...(await resolveReferences(tx, actor, input)),
      ownerId: actor.userId,
      pictureKey,
    }),
  );
  return getBoat(db, storage, actor, boat.id);
}

/** Edits a boat. NOT_FOUND for no such boat, FORBIDDEN unless the caller is its owner or captain (with ADD_BOAT). */
export async function updateBoat(
  db: Db,
  storage: Storage,
  actor: Actor,
  boatId: string,
  input: BoatInput,
): Promise<Boat> {
  const newPicture =
    input.pictureUrl === undefined
      ? undefined
      : input.pictureUrl && (await requireOwnPicture(storage, actor, input.pictureUrl));
  const replaced = await db.transaction(async (tx) => {
    const boat = await repo.getBoatForUpdate(tx, boatId);
    if (!boat) throw new AppError('NOT_FOUND');
    if (!canEditBoat(actor, boat)) throw new AppError('FORBIDDEN');
    const changes = await resolveReferences(tx, actor, input);
    const pictureChanged = newPicture !== undefined && newPicture !== boat.pictureKey;
    await repo.updateBoat(tx, boatId, { ...changes, ...(pictureChanged ? { pictureKey: newPicture } : {}) });
    return pictureChanged ? boat.pictureKey : null;
  });
  // Boat names are on the public feed.
  feedChanged(db);
  await discardPicture(storage, replaced);
  return getBoat(db, storage, actor, boatId);
}

/**
 * Deletes a boat (the row stays for history). NOT_FOUND for no such boat, FORBIDDEN unless the caller
 * owns it. Spec §5: required fields that are not valid any more are archived with 'N/A' and the
 * default country, so the archived boat still reads as a whole boat wherever it appears.
 */
export async function deleteBoat(db: Db, actor: Actor, boatId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const boat = await repo.getBoatForUpdate(tx, boatId);
    if (!boat) throw new AppError('NOT_FOUND');
    if (!canDeleteBoat(actor, boat)) throw new AppError('FORBIDDEN');
    const view = await repo.getBoatView(tx, boatId);
    const current = { hullNumber: boat.hullNumber, boatName: boat.name, typeName: view?.typeName ?? null };
    const archived = withDeletePlaceholders(
      { ...current, countryName: view?.countryName ?? null },
      (name) => name === view?.countryName,
    );
    const fallback =
      archived.countryName === view?.countryName ? null : await getCountry(tx, archived.countryName);
    await repo.markBoatDeleted(tx, boatId, {
      hullNumber: archived.hullNumber,
      name: archived.boatName,
      ...(fallback ? { countryCode: fallback.code } : {}),
    });
  });
  feedChanged(db);
}
