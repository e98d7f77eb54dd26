import { AppError, type ChangePasswordInput, type Language, type RegisterInput } from '@tightlines/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { SocialSignInRefused, type SocialProfile } from '../../platform/idp/social';
import type { Mailer } from '../../platform/mail/mailer';
import type { Storage } from '../../platform/storage/storage';
import { toPictureUrl } from '../media';
import { requireStrongPassword } from './password-strength';
import { passwordResetMail } from './mails';
import type { PasswordHasher } from './password-hasher';
import {
  closeOpenPasswordResets,
  consumePasswordReset,
  countRecentPasswordResets,
  getOpenPasswordReset,
  insertPasswordResetIf,
} from './password-resets';
import { toUserInfoDto } from './presenter';
import * as repo from './repo';
import { sendEmailVerification } from './verify-email';

const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** Reset mails one account is sent per hour at most, whoever asks; further requests send nothing. */
const RESET_MAILS_PER_HOUR = 3;

/**
 * Whether registration would accept this e-mail (spec §5: checked on the first page). It tells no
 * more than registering would, and its route is rate-limited as registration is.
 */
export async function isEmailAvailable(db: Db, email: string): Promise<boolean> {
  return !(await repo.getUserByEmail(db, email));
}

/**
 * Creates a local account and mails it the link that proves its address (ADR 011). Throws CONFLICT (spec §5 wording) when the e-mail is taken, VALIDATION for
 * an unknown locality or a common password (or one holding the e-mail).
 */
export async function registerUser(
  db: Db,
  passwords: PasswordHasher,
  mail: { mailer: Mailer; publicUrl: string },
  input: RegisterInput,
) {
  if (await repo.getUserByEmail(db, input.email)) {
    throw new AppError('CONFLICT', { key: 'emailTaken' });
  }
  if (input.genderId !== undefined && !(await repo.genderExists(db, input.genderId))) {
    throw new AppError('VALIDATION', { details: { fields: ['genderId'] } });
  }
  if (input.localityUUID && !(await repo.getLocalityById(db, input.localityUUID))) {
    throw new AppError('VALIDATION', {
      key: 'completeRequiredFields',
      details: { fields: ['localityUUID'] },
    });
  }
  requireStrongPassword(input.password, input, 'password');
  const phone = input.userContactInfo.find((contact) => contact.name === 'phone')?.value || null;
  const passwordHash = await passwords.hash(input.password);
  // The account and the mail proving its address commit together.
  return db.transaction(async (tx) => {
    const user = await repo.insertUser(tx, {
      email: input.email,
      passwordHash,
      name: input.name,
      lastname: input.lastname,
      roleName: input.roleName,
      nationalityName: input.nationalityName,
      genderId: input.genderId ?? null,
      localityId: input.localityUUID ?? null,
      phone,
    });
    await sendEmailVerification(tx, mail, user);
    return { email: user.email };
  });
}

/**
 * Checks e-mail and password. Throws LOGIN_INVALID ("Email or password invalid") for an unknown
 * e-mail or a wrong password alike, and the social-provider message for a social account.
 */
export async function authenticateWithPassword(
  db: Db,
  passwords: PasswordHasher,
  email: string,
  password: string,
) {
  const user = await repo.getUserByEmail(db, email);
  if (user && !user.passwordHash && user.socialProvider) {
    throw new AppError('LOGIN_INVALID', { key: 'socialAccountLogin' });
  }
  const valid = await passwords.verify(password, user?.passwordHash ?? null);
  if (!user || !valid) throw new AppError('LOGIN_INVALID');
  return user;
}

/** The caller's own user info (spec §3). Anyone else's e-mail answers USER_NOT_FOUND (code 101000). */
export async function getUserInfo(db: Db, storage: Storage, actor: Actor, email: string) {
  if (email.toLowerCase() !== actor.email) throw new AppError('USER_NOT_FOUND');
  const user = await repo.getUserById(db, actor.userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const details = await repo.getUserDetails(db, user.id);
  return toUserInfoDto(user, {
    genderName: details.genderName,
    localityName: details.localityName,
    grants: await repo.findPermissionGrants(db, user.id),
    isJudge: actor.permissions.includes('JUDGE_TOURNAMENTS'),
    pictureUrl: await toPictureUrl(storage, user.pictureUrl),
  });
}

/**
 * Changes the caller's password and closes every open reset link of the account (the caller then
 * ends the account's other sessions). Throws FORBIDDEN for someone else's e-mail and LOGIN_INVALID
 * for a wrong old password, VALIDATION (newPassword) for a common one.
 */
export async function changePassword(
  db: Db,
  passwords: PasswordHasher,
  actor: Actor,
  input: ChangePasswordInput,
) {
  if (input.email !== actor.email) throw new AppError('FORBIDDEN');
  const user = await repo.getUserById(db, actor.userId);
  if (!user?.passwordHash) throw new AppError('VALIDATION', { key: 'socialPasswordReset' });
  if (!(await passwords.verify(input.oldPassword, user.passwordHash))) throw new AppError('LOGIN_INVALID');
  requireStrongPassword(input.newPassword, user, 'newPassword');
  const passwordHash = await passwords.hash(input.newPassword);
  await db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, user.id, passwordHash);
    await closeOpenPasswordResets(tx, user.id);
  });
}

/** A user id no account has: the same queries run for an unknown e-mail. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * Sends a single-use reset link valid for one hour. An unknown e-mail gets the same answer as a
 * known one after the same queries (lookup, count, conditional insert), so neither the answer nor
 * its timing tells whether an account exists; a social account is told to use its provider (spec §5).
 * Requests never lock anything: past RESET_MAILS_PER_HOUR mails an hour the answer stays the same
 * and no further mail is sent (the links already sent still work), and nothing here touches signing in.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, publicUrl: string, email: string) {
  const user = await repo.getUserByEmail(db, email);
  if (user && !user.passwordHash) throw new AppError('VALIDATION', { key: 'socialPasswordReset' });
  const recent = await countRecentPasswordResets(db, user?.id ?? NO_ACCOUNT, 60 * 60);
  const send = user !== null && recent < RESET_MAILS_PER_HOUR;
  const secret = randomUUID();
  const expiresAt = new Date(Date.now() + RESET_LINK_TTL_MS);
  await db.transaction(async (tx) => {
    await insertPasswordResetIf(tx, send, user?.id ?? NO_ACCOUNT, secret, expiresAt);
    if (!send || !user) return;
    await mailer.send(tx, {
      to: user.email,
      ...passwordResetMail({ name: user.name, link: `${publicUrl}/?resetPassword=${secret}` }),
    });
  });
}

/** The e-mail a reset link belongs to. Throws NOT_FOUND for an unknown, used or expired link. */
export async function getPasswordReset(db: Db, secret: string) {
  const reset = await getOpenPasswordReset(db, secret);
  if (!reset) throw new AppError('NOT_FOUND');
  return { email: reset.email, expiresAt: reset.expiresAt.toISOString() };
}

/**
 * Sets a new password from a reset link, once, and closes the account's other open reset links.
 * `expectedEmail` (confirm-password form) must match; a guessable password (password-strength.ts)
 * is refused with VALIDATION naming `field`. Returns the user id so the caller can end
 * that user's sessions. Throws NOT_FOUND for an unknown, used or expired link.
 */
export async function resetPassword(
  db: Db,
  passwords: PasswordHasher,
  secret: string,
  newPassword: string,
  expectedEmail?: string,
  field = 'newPassword',
) {
  const reset = await getOpenPasswordReset(db, secret);
  if (!reset || (expectedEmail !== undefined && reset.email !== expectedEmail))
    throw new AppError('NOT_FOUND');
  requireStrongPassword(newPassword, { email: reset.email }, field);
  const passwordHash = await passwords.hash(newPassword);
  await db.transaction(async (tx) => {
    if (!(await consumePasswordReset(tx, reset.id))) throw new AppError('NOT_FOUND');
    await repo.updatePasswordHash(tx, reset.userId, passwordHash);
    await closeOpenPasswordResets(tx, reset.userId);
  });
  return reset.userId;
}

/** Saves the caller's locality (the locality prompt). Throws VALIDATION for an unknown locality. */
/** Saves the language the signed-in user reads the app and their e-mails in. */
export async function setLanguage(db: Db, actor: Actor, language: Language) {
  await repo.updateUserLanguage(db, actor.userId, language);
  return { language };
}

export async function setLocality(db: Db, actor: Actor, localityUUID: string) {
  const locality = await repo.getLocalityById(db, localityUUID);
  if (!locality) throw new AppError('VALIDATION', { key: 'localityNotSaved' });
  await repo.updateUserLocality(db, actor.userId, locality.id);
  return { localityName: locality.name };
}

/**
 * The account behind a social sign-in: the one already linked to this upstream identity, or a new
 * social account (no password) on first sign-in. A local account with the same e-mail is never
 * linked silently (that would hand it to whoever controls the upstream account). Throws SocialSignInRefused.
 */
export async function findOrCreateSocialUser(db: Db, profile: SocialProfile) {
  const linked = await repo.getUserBySocialIdentity(db, profile.provider, profile.subject);
  if (linked) return linked;
  if (!profile.name) throw new SocialSignInRefused('socialNameRequired');
  if (!profile.email) throw new SocialSignInRefused('socialEmailRequired');
  if (await repo.getUserByEmail(db, profile.email)) throw new SocialSignInRefused('socialLocalAccountExists');
  return repo.insertUser(db, {
    email: profile.email,
    passwordHash: null,
    name: profile.name,
    lastname: profile.familyName ?? '',
    roleName: 'Angler',
    socialProvider: profile.provider,
    socialSubject: profile.subject,
  });
}
