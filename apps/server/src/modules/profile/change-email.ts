import { AppError, type Language, type MessageKey } from '@tightlines/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Mailer } from '../../platform/mail/mailer';
import { renameCaptainEmail } from '../boats';
import { getUserByEmail } from '../users';
import { closeOpenEmailChanges, getOpenEmailChangeForUpdate, insertEmailChange } from './email-changes';
import { confirmNewEmailMail, emailAboutToChangeMail } from './mails';
import * as repo from './repo';

const CONFIRM_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const currentPasswordError = (key: MessageKey) =>
  new AppError('VALIDATION', { key, details: { fields: ['currentPassword'] } });

/**
 * Checks the current password that an e-mail change needs, through the product's password sign-in
 * (so guesses here are counted and slowed like any sign-in). VALIDATION naming `currentPassword`
 * when it is missing or wrong, or for a social account (no password to give); RATE_LIMITED when
 * this address must wait.
 */
export async function requireCurrentPassword(
  check: (email: string, password: string) => Promise<unknown>,
  user: { email: string; passwordHash: string | null },
  currentPassword: string | undefined,
): Promise<void> {
  if (!user.passwordHash) throw currentPasswordError('socialAccountLogin');
  if (!currentPassword) throw currentPasswordError('currentPasswordRequired');
  try {
    await check(user.email, currentPassword);
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'LOGIN_INVALID') {
      throw currentPasswordError('currentPasswordInvalid');
    }
    throw error;
  }
}

/**
 * Starts an e-mail change whose password was checked: mails a confirmation link (valid 24 hours,
 * single use) to the new address and a notice to the current one. Only the newest link of an
 * account works. The address changes in confirmEmailChange.
 */
export async function requestEmailChange(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  user: { id: string; email: string; name: string; language: Language | null },
  newEmail: string,
): Promise<void> {
  const secret = randomUUID();
  await db.transaction(async (tx) => {
    await closeOpenEmailChanges(tx, user.id);
    await insertEmailChange(tx, {
      userId: user.id,
      newEmail,
      secret,
      expiresAt: new Date(Date.now() + CONFIRM_LINK_TTL_MS),
    });
    // Both go to the account's holder (at each address), in the language they chose.
    await mailer.send(tx, {
      to: newEmail,
      account: user.id,
      ...confirmNewEmailMail({
        name: user.name,
        link: `${publicUrl}/?confirmEmail=${secret}`,
      }),
    });
    await mailer.send(tx, {
      to: user.email,
      ...emailAboutToChangeMail({ name: user.name, newEmail }),
    });
  });
}

/**
 * Applies an e-mail change from its confirmation link, once, the new address verified by it; the
 * boats the user captains follow.
 * Throws NOT_FOUND for an unknown, used or expired link and CONFLICT when the address was taken
 * in the meantime.
 */
export async function confirmEmailChange(db: Db, secret: string): Promise<{ email: string }> {
  const email = await db.transaction(async (tx) => {
    const change = await getOpenEmailChangeForUpdate(tx, secret);
    if (!change) throw new AppError('NOT_FOUND');
    const user = await repo.getUserForUpdate(tx, change.userId);
    if (!user) throw new AppError('NOT_FOUND');
    const holder = await getUserByEmail(tx, change.newEmail);
    if (holder && holder.id !== user.id) {
      throw new AppError('CONFLICT', { key: 'emailTaken' });
    }
    await closeOpenEmailChanges(tx, user.id);
    // The link was opened from the new address: it is proven (ADR 011).
    await repo.updateUser(tx, user.id, { email: change.newEmail, emailVerifiedAt: new Date() });
    await renameCaptainEmail(tx, user.email, change.newEmail);
    return change.newEmail;
  });
  return { email };
}
