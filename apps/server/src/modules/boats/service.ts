import {
  AppError,
  withDeletePlaceholders,
  type Boat,
  type CaptaincyInvitation,
  type ZBoatInput,
} from '@tightlines/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import { resolveCountry } from '../catalogue';
import { discardPicture, requireOwnPicture, toPictureUrl } from '../media';
import * as equipmentRepo from './equipment-repo';
import { modelValues, motorValues } from './equipment-service';
import { captaincyInvitationMail } from './mails';
import type { Mailer } from '../../platform/mail/mailer';
import {
  canDeleteBoat,
  canEditBoat,
  canEditEquipment,
  canManageBoats,
  canNameCaptain,
  captainAddressOf,
  canReadBoat,
} from './policy';
import { toBoatDto } from './presenter';
import * as repo from './repo';

type BoatInput = z.output<typeof ZBoatInput>;

const missing = (field: string) =>
  new AppError('VALIDATION', { key: 'missingInfoEditBoat', details: { fields: [field] } });

/** Presents boats for `actor`, signing their pictures. */
export async function presentBoats(storage: Storage, actor: Actor, views: repo.BoatView[]): Promise<Boat[]> {
  return Promise.all(
    views.map(async (view) => toBoatDto(view, actor, await toPictureUrl(storage, view.boat.pictureKey))),
  );
}

/** The boats the caller owns or captains. */
export async function listMyBoats(db: Db, storage: Storage, actor: Actor) {
  return listBoatsOf(db, storage, actor, { id: actor.userId, email: captainAddressOf(actor) });
}

/** The boats `owner` owns or captains, presented for `actor` (a profile's boats section). */
export async function listBoatsOf(
  db: Db,
  storage: Storage,
  actor: Actor,
  owner: { id: string; email: string | null },
): Promise<Boat[]> {
  return presentBoats(storage, actor, await repo.findBoatViewsOf(db, owner));
}

/**
 * Keeps the captain (and a pending captaincy) of every boat when that person's e-mail changes;
 * runs in the caller's transaction.
 */
export async function renameCaptainEmail(db: Db, from: string, to: string): Promise<void> {
  await repo.renameCaptainEmail(db, from, to);
}

/** Where the named captain is told, and where they answer. */
export interface CaptaincyMail {
  mailer: Mailer;
  publicUrl: string;
}

/** One boat; NOT_FOUND unless the caller owns or captains it (not yours = not there). */
export async function getBoat(db: Db, storage: Storage, actor: Actor, boatId: string): Promise<Boat> {
  const view = await repo.getBoatView(db, boatId);
  if (!view || !canReadBoat(actor, view.boat)) throw new AppError('NOT_FOUND');
  const [boat] = await presentBoats(storage, actor, [view]);
  return boat!;
}

type Equipment = { motorUUID: string; modelUUID: string };

/**
 * The motor and propeller model a boat input names: a motor (model) given inline is written here,
 * in the caller's transaction, as a new one (`current` null) or over the boat's own. VALIDATION
 * (missingInfoEditBoat) naming motorUUID / modelUUID when neither or both ways are used.
 */
async function writeEquipment(
  tx: Db,
  actor: Actor,
  input: BoatInput,
  current: { motorId: string; modelId: string } | null,
): Promise<Equipment> {
  if (Boolean(input.motor) === Boolean(input.motorUUID)) throw missing('motorUUID');
  if (Boolean(input.model) === Boolean(input.modelUUID)) throw missing('modelUUID');
  let motorUUID = input.motorUUID;
  if (input.motor) {
    const values = await motorValues(tx, input.motor, 'motor.');
    if (current) await equipmentRepo.updateMotor(tx, current.motorId, values);
    motorUUID =
      current?.motorId ?? (await equipmentRepo.insertMotor(tx, { ...values, createdById: actor.userId })).id;
  }
  let modelUUID = input.modelUUID;
  if (input.model) {
    const values = await modelValues(tx, input.model, 'model.');
    if (current) await equipmentRepo.updateModel(tx, current.modelId, values);
    modelUUID =
      current?.modelId ?? (await equipmentRepo.insertModel(tx, { ...values, createdById: actor.userId })).id;
  }
  return { motorUUID: motorUUID!, modelUUID: modelUUID! };
}

/** Names, motor and model of a boat input turned into ids; VALIDATION (missingInfoEditBoat) naming the field. */
async function resolveReferences(db: Db, actor: Actor, input: BoatInput & Equipment) {
  const type = await repo.getNamedByName(db, t.boatTypes, input.typeName);
  if (!type) throw missing('typeName');
  const make = input.boatMakeName ? await repo.getNamedByName(db, t.boatMakes, input.boatMakeName) : null;
  if (input.boatMakeName && !make) throw missing('boatMakeName');
  const country = await resolveCountry(db, input.countryName);
  if (!country) throw missing('countryName');
  const user = { id: actor.userId, email: captainAddressOf(actor) };
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
    size: input.size ?? null,
    sizeUnitId: input.sizeUnitId,
    motorId: input.motorUUID,
    modelId: input.modelUUID,
  };
}

/**
 * Who captains a boat after the owner names `named`: the owner names themselves at once; anyone
 * else is only invited (pending) and gains nothing until they accept. Naming the confirmed captain
 * again withdraws a pending invitation; naming the one already invited changes nothing.
 */
function captaincyAfterNaming(
  ownerEmail: string,
  current: { captainEmail: string; pendingCaptainEmail: string | null } | null,
  named: string,
): { captainEmail: string; pendingCaptainEmail: string | null; invite: boolean } {
  const confirmed = current?.captainEmail ?? ownerEmail;
  if (named === ownerEmail) return { captainEmail: ownerEmail, pendingCaptainEmail: null, invite: false };
  if (named === confirmed) return { captainEmail: confirmed, pendingCaptainEmail: null, invite: false };
  if (named === current?.pendingCaptainEmail)
    return { captainEmail: confirmed, pendingCaptainEmail: named, invite: false };
  return { captainEmail: confirmed, pendingCaptainEmail: named, invite: true };
}

/**
 * The invitation goes out in the named captain's language when they have an account, in the
 * transaction that names them: no invitation for a boat that was never saved.
 */
async function mailCaptaincyInvitation(
  tx: Db,
  mail: CaptaincyMail,
  to: string,
  boatName: string,
  owner: Actor,
) {
  await mail.mailer.send(tx, {
    to,
    ...captaincyInvitationMail({
      boatName,
      ownerEmail: owner.email,
      link: `${mail.publicUrl}/my_profile`,
    }),
  });
}

/**
 * Adds a boat owned by the caller; a captain other than the caller is invited (pending) and mailed.
 * FORBIDDEN without ADD_BOAT; VALIDATION for unknown references or a bad picture.
 */
export async function createBoat(
  db: Db,
  storage: Storage,
  mail: CaptaincyMail,
  actor: Actor,
  input: BoatInput,
): Promise<Boat> {
  if (!canManageBoats(actor)) throw new AppError('FORBIDDEN');
  const pictureKey = input.pictureUrl
    ? await requireOwnPicture(db, storage, actor, input.pictureUrl, 'pictureUrl')
    : null;
  const { invite, ...captaincy } = captaincyAfterNaming(actor.email, null, input.captainEmail);
  // The motor and model are written first: a boat refused after them takes them back with it.
  const boat = await db.transaction(async (tx) => {
    const equipment = await writeEquipment(tx, actor, input, null);
    const inserted = await repo.insertBoat(tx, {
      ...(await resolveReferences(tx, actor, { ...input, ...equipment })),
      ...captaincy,
      ownerId: actor.userId,
      pictureKey,
    });
    if (invite) await mailCaptaincyInvitation(tx, mail, input.captainEmail, inserted.name, actor);
    return inserted;
  });
  return presentWritten(db, storage, actor, boat.id);
}

/** A boat just written by an authorised caller, as they may see it now (a committed write never answers 404). */
async function presentWritten(db: Db, storage: Storage, actor: Actor, boatId: string): Promise<Boat> {
  const view = await repo.getBoatView(db, boatId);
  if (!view) throw new AppError('INTERNAL');
  const [boat] = await presentBoats(storage, actor, [view]);
  return boat!;
}

/**
 * Edits a boat. Only the owner changes the captain: someone newly named is invited (pending, mailed)
 * and captains nothing until they accept. NOT_FOUND for no such boat, FORBIDDEN unless the caller is
 * its owner or captain (with ADD_BOAT), or when the captain tries to name another captain.
 */
export async function updateBoat(
  db: Db,
  storage: Storage,
  mail: CaptaincyMail,
  actor: Actor,
  boatId: string,
  input: BoatInput,
): Promise<Boat> {
  const newPicture =
    input.pictureUrl === undefined
      ? undefined
      : input.pictureUrl && (await requireOwnPicture(db, storage, actor, input.pictureUrl, 'pictureUrl'));
  const replaced = await db.transaction(async (tx) => {
    const boat = await repo.getBoatForUpdate(tx, boatId);
    if (!boat) throw new AppError('NOT_FOUND');
    if (!canEditBoat(actor, boat)) throw new AppError('FORBIDDEN');
    const renames =
      input.captainEmail !== boat.captainEmail && input.captainEmail !== boat.pendingCaptainEmail;
    if (renames && !canNameCaptain(actor, boat)) throw new AppError('FORBIDDEN');
    const equipment = await writeEquipment(tx, actor, input, boat);
    const changes = await resolveReferences(tx, actor, { ...input, ...equipment });
    const owner = boat.ownerId === actor.userId ? actor.email : null;
    const { invite, ...captaincy } = owner
      ? captaincyAfterNaming(owner, boat, input.captainEmail)
      : { captainEmail: boat.captainEmail, pendingCaptainEmail: boat.pendingCaptainEmail, invite: false };
    const pictureChanged = newPicture !== undefined && newPicture !== boat.pictureKey;
    await repo.updateBoat(tx, boatId, {
      ...changes,
      ...captaincy,
      ...(pictureChanged ? { pictureKey: newPicture } : {}),
    });
    if (invite) await mailCaptaincyInvitation(tx, mail, input.captainEmail, changes.name, actor);
    return pictureChanged ? boat.pictureKey : null;
  });
  await discardPicture(db, storage, replaced);
  return presentWritten(db, storage, actor, boatId);
}

/** The boats whose owner named the caller captain, waiting for the caller's answer. */
export async function listCaptaincyInvitations(db: Db, actor: Actor): Promise<CaptaincyInvitation[]> {
  const rows = await repo.findCaptaincyInvitations(db, actor.email);
  return rows.map((row) => ({
    boatUUID: row.boatUUID,
    boatName: row.boatName,
    ownerName: [row.ownerName, row.ownerLastname].filter(Boolean).join(' '),
  }));
}

/**
 * The named captain accepts (becomes the boat's captain) or declines (nothing changes but the
 * invitation ends). NOT_FOUND unless the caller is the one invited (not yours = not there);
 * FORBIDDEN (emailNotVerified) until the caller proved that address (issue 32).
 */
export async function answerCaptaincy(
  db: Db,
  actor: Actor,
  boatId: string,
  accept: boolean,
): Promise<{ boatUUID: string; accepted: boolean }> {
  await db.transaction(async (tx) => {
    const boat = await repo.getBoatForUpdate(tx, boatId);
    if (!boat || boat.pendingCaptainEmail !== actor.email) throw new AppError('NOT_FOUND');
    if (!actor.emailVerified) throw new AppError('FORBIDDEN', { key: 'emailNotVerified' });
    await repo.updateBoat(tx, boatId, {
      pendingCaptainEmail: null,
      ...(accept ? { captainEmail: boat.pendingCaptainEmail } : {}),
    });
  });
  return { boatUUID: boatId, accepted: accept };
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
      archived.countryName === view?.countryName ? null : await resolveCountry(tx, archived.countryName);
    await repo.markBoatDeleted(tx, boatId, {
      hullNumber: archived.hullNumber,
      name: archived.boatName,
      ...(fallback ? { countryCode: fallback.code } : {}),
    });
  });
}
