import {
  AppError,
  hiddenProfileSections,
  type MailSettingInput,
  type MailSettingsConfig,
  type MessageKey,
  type PrivacyConfig,
  type PrivacySettings,
  type Profile,
  type ZUserEditInput,
} from '@tightlines/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { Storage } from '../../platform/storage/storage';
import type { Mailer } from '../../platform/mail/mailer';
import { readMailSettings, setMailSetting } from '../../platform/mail/settings';
import { listBoatsOf } from '../boats';
import { localityExists, resolveCountry } from '../catalogue';
import { listExperiencesOf } from '../experience';
import { discardPicture, requireOwnPicture, toPictureUrl } from '../media';
import { getUserByEmail, getUserById } from '../users';
import { requestEmailChange, requireCurrentPassword } from './change-email';
import { canEditAccount } from './policy';
import { toProfileDto } from './presenter';
import * as repo from './repo';

type UserEditInput = z.output<typeof ZUserEditInput>;

const invalid = (field: string, key: MessageKey = 'completeRequiredFields') =>
  new AppError('VALIDATION', { key, details: { fields: [field] } });

/** A user id no account has: the same privacy query runs for an unknown address. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * A profile as the caller may read it (spec §2 "My Profile"): all of it for its owner, and for
 * anyone else only what the owner's privacy configuration shows. An e-mail address is a lookup key
 * only for those allowed to see it: someone else's profile whose e-mail is hidden (`showEmail`, off
 * by default) answers USER_NOT_FOUND exactly like an unknown address, after the same queries, so
 * nobody learns which addresses have an account.
 */
export async function getProfile(
  db: Db,
  storage: Storage,
  actor: Actor,
  userEmail: string,
): Promise<Profile> {
  const row = await repo.getProfileRowByEmail(db, userEmail);
  const privacy = await repo.getPrivacy(db, row?.user.id ?? NO_ACCOUNT);
  const isOwner = row?.user.id === actor.userId;
  if (!row || (!isOwner && !privacy.showEmail)) throw new AppError('USER_NOT_FOUND');
  const hidden = hiddenProfileSections(privacy, isOwner);
  const owner = { id: row.user.id, email: row.user.email };
  return toProfileDto(row, {
    isOwner,
    privacy,
    pictureUrl: await toPictureUrl(storage, row.user.pictureUrl),
    boats: hidden.includes('boats') ? [] : await listBoatsOf(db, storage, actor, owner),
    experiences: hidden.includes('experience') ? [] : await listExperiencesOf(db, row.user.id),
  });
}

/** The address of an edit with its country resolved; VALIDATION for an unknown country or state. */
async function resolveAddress(db: Db, address: UserEditInput['addressInfo']) {
  if (!address.countryName) return { ...address, countryCode: null, stateName: address.stateName };
  const country = await resolveCountry(db, address.countryName);
  if (!country) throw invalid('addressInfo.countryName');
  if (address.stateName && (await repo.countStatesOfCountry(db, country.code)) > 0) {
    const state = await repo.getStateOfCountry(db, country.code, address.stateName);
    if (!state) throw invalid('addressInfo.stateName');
    return { ...address, countryCode: country.code, stateName: state.name };
  }
  return { ...address, countryCode: country.code };
}

export interface EmailChangeDeps {
  mailer: Mailer;
  publicUrl: string;
  /** The product's password check for this request (counted like a sign-in from its address). */
  checkPassword: (email: string, password: string) => Promise<unknown>;
}

/**
 * Edits the caller's own profile (spec §5 "User edit"). A different `newEmail` needs the current
 * password and is not set here: a confirmation link goes to the new address and a notice to the
 * current one (see change-email.ts). FORBIDDEN for someone else's profile, VALIDATION naming
 * `currentPassword` when it is missing or wrong, CONFLICT for an e-mail already in use,
 * VALIDATION for unknown catalogue values or a picture that is not PNG or JPEG.
 */
export async function editAccount(
  db: Db,
  storage: Storage,
  actor: Actor,
  userEmail: string,
  input: UserEditInput,
  emailChange: EmailChangeDeps,
): Promise<Profile> {
  if (!canEditAccount(actor, userEmail)) throw new AppError('FORBIDDEN');
  const current = await getUserById(db, actor.userId);
  if (!current) throw new AppError('USER_NOT_FOUND');
  const changesEmail = input.newEmail !== current.email;
  if (changesEmail) {
    // The password first: whoever holds only a session learns nothing, not even whether an address is taken.
    await requireCurrentPassword(emailChange.checkPassword, current, input.currentPassword);
    if (await getUserByEmail(db, input.newEmail)) {
      throw new AppError('CONFLICT', { key: 'emailTaken' });
    }
  }
  const picture =
    input.imageURL === undefined || input.imageURL === null
      ? input.imageURL
      : await requireOwnPicture(db, storage, actor, input.imageURL, 'imageURL');
  const contact = (name: 'email' | 'phone') =>
    input.userContactInfo.find((item) => item.name === name)?.value.trim() || null;
  const replacedPicture = await db.transaction(async (tx) => {
    const user = await repo.getUserForUpdate(tx, actor.userId);
    if (!user) throw new AppError('USER_NOT_FOUND');
    if (input.genderId && !(await repo.getGender(tx, input.genderId))) throw invalid('genderId');
    if (input.localityUUID && !(await localityExists(tx, input.localityUUID))) {
      throw invalid('localityUUID', 'localityNotSaved');
    }
    const address = await resolveAddress(tx, input.addressInfo);
    const pictureChanged = picture !== undefined && picture !== user.pictureUrl;
    await repo.updateUser(tx, user.id, {
      name: input.name,
      lastname: input.lastname,
      nationalityName: input.nationalityName,
      genderId: input.genderId ?? null,
      birthday: input.birthday,
      phone: contact('phone'),
      ...(input.localityUUID !== undefined ? { localityId: input.localityUUID } : {}),
      ...(input.sizeId ? { sizeUnitId: input.sizeId } : {}),
      ...(input.weightId ? { weightUnitId: input.weightId } : {}),
      ...(input.temperatureUnit ? { temperatureUnit: input.temperatureUnit } : {}),
      ...(pictureChanged ? { pictureUrl: picture } : {}),
    });
    await repo.upsertUserProfile(tx, {
      userId: user.id,
      address1: address.address1,
      countryCode: address.countryCode,
      stateName: address.stateName,
      cityName: address.cityName,
      contactEmail: contact('email'),
    });
    return pictureChanged ? user.pictureUrl : null;
  });
  await discardPicture(db, storage, replacedPicture);
  if (changesEmail) {
    await requestEmailChange(db, emailChange.mailer, emailChange.publicUrl, current, input.newEmail);
  }
  return getProfile(db, storage, actor, current.email);
}

/** The caller's own privacy configuration. FORBIDDEN for anyone else's. */
export async function getPrivacyConfig(db: Db, actor: Actor, userEmail: string): Promise<PrivacyConfig> {
  if (!canEditAccount(actor, userEmail)) throw new AppError('FORBIDDEN');
  return { email: actor.email, privacy: await repo.getPrivacy(db, actor.userId) };
}

/** Saves the caller's privacy configuration. FORBIDDEN for anyone else's. */
export async function setPrivacyConfig(
  db: Db,
  actor: Actor,
  userEmail: string,
  privacy: PrivacySettings,
): Promise<PrivacyConfig> {
  if (!canEditAccount(actor, userEmail)) throw new AppError('FORBIDDEN');
  await repo.upsertPrivacy(db, actor.userId, privacy);
  return { email: actor.email, privacy };
}

/** The caller's own switches, one per kind of e-mail they may turn off. FORBIDDEN for anyone else's. */
export async function getMailSettings(db: Db, actor: Actor, userEmail: string): Promise<MailSettingsConfig> {
  if (!canEditAccount(actor, userEmail)) throw new AppError('FORBIDDEN');
  return { email: actor.email, mail: await readMailSettings(db, actor.userId) };
}

/**
 * Turns one kind of the caller's e-mails on or off: the switch the unsubscribe link flips too.
 * FORBIDDEN for anyone else's.
 */
export async function setMailSettingOf(
  db: Db,
  actor: Actor,
  userEmail: string,
  { kind, enabled }: MailSettingInput,
): Promise<MailSettingsConfig> {
  if (!canEditAccount(actor, userEmail)) throw new AppError('FORBIDDEN');
  await setMailSetting(db, actor.userId, kind, enabled);
  return { email: actor.email, mail: await readMailSettings(db, actor.userId) };
}
