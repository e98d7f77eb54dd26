import { AppError, type Language } from '@tightlines/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { Mailer } from '../../platform/mail/mailer';
import {
  closeOpenEmailVerifications,
  countRecentEmailVerifications,
  getOpenEmailVerificationForUpdate,
  insertEmailVerification,
  markEmailVerified,
} from './email-verifications';
import { verifyEmailMail } from './mails';
import * as repo from './repo';

const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** Verification mails one account is sent per hour at most (registration's included). */
const VERIFY_MAILS_PER_HOUR = 3;

interface VerifyMailer {
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Mails the account a single-use link (valid 24 hours) proving it holds its address, in its
 * language; the links sent before stop working. Used at registration and by the resend button, in
 * their transaction (`tx`): the link and its mail commit together.
 */
export async function sendEmailVerification(
  tx: Db,
  { mailer, publicUrl }: VerifyMailer,
  user: { id: string; email: string; name: string; language: Language | null },
): Promise<void> {
  const secret = randomUUID();
  await insertEmailVerification(tx, {
    userId: user.id,
    email: user.email,
    secret,
    expiresAt: new Date(Date.now() + VERIFY_LINK_TTL_MS),
  });
  await mailer.send(tx, {
    to: user.email,
    ...verifyEmailMail({ name: user.name, link: `${publicUrl}/verify_email/${secret}` }),
  });
}

/** The caller's address and whether it is proven. */
export async function getEmailVerification(db: Db, actor: Actor) {
  const user = await repo.getUserById(db, actor.userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  return { email: user.email, verified: user.emailVerifiedAt !== null };
}

/**
 * Sends the caller a new verification link. CONFLICT when the address is proven already;
 * RATE_LIMITED (verificationMailsLimit) past VERIFY_MAILS_PER_HOUR links an hour.
 */
export async function resendEmailVerification(db: Db, mail: VerifyMailer, actor: Actor): Promise<void> {
  const user = await repo.getUserById(db, actor.userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (user.emailVerifiedAt) throw new AppError('CONFLICT');
  if ((await countRecentEmailVerifications(db, user.id, 60 * 60)) >= VERIFY_MAILS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', { key: 'verificationMailsLimit' });
  }
  await db.transaction((tx) => sendEmailVerification(tx, mail, user));
}

/**
 * Proves an address from its link, once. NOT_FOUND (emailVerificationInvalid) for an unknown,
 * used, expired or superseded link, or one sent to an address the account no longer has.
 */
export async function confirmEmailVerification(db: Db, secret: string): Promise<{ email: string }> {
  return db.transaction(async (tx) => {
    const link = await getOpenEmailVerificationForUpdate(tx, secret);
    if (!link) throw new AppError('NOT_FOUND', { key: 'emailVerificationInvalid' });
    await closeOpenEmailVerifications(tx, link.userId);
    await markEmailVerified(tx, link.userId);
    return { email: link.email };
  });
}
