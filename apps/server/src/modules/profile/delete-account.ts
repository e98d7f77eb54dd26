import { ACCOUNT_DELETION_SIGN_IN_MINUTES, AppError } from '@tightlines/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';
import type { Actor } from '../../http/authenticate';
import { userChannel } from '../../platform/events/live-events';
import { endAllSessionsOf } from '../auth';
import { eraseSessionsOf } from '../sessions';
import { getUserByEmail } from '../users';
import { requireCurrentPassword } from './change-email';
import { expireExportsOf } from './data-export-repo';
import { canEditAccount } from './policy';

/**
 * Deletes the caller's own account (issue 40 point 4, ADR 027): with its current password, or, for
 * an account that signs in socially, within ACCOUNT_DELETION_SIGN_IN_MINUTES of signing in. In one
 * transaction its personal data is removed, or anonymised where a row must stay (paid entries,
 * payments, official results, judges' decisions: they name the anonymised account), every sign-in
 * ends, and its media stop being served. Its e-mail can register again at once. NOT_FOUND for
 * someone else's account; VALIDATION naming `currentPassword`; FORBIDDEN
 * (`accountDeletionNeedsFreshSignIn`) for a social sign-in older than that.
 */
export async function deleteAccount(
  db: Db,
  actor: Actor,
  userEmail: string,
  input: { currentPassword?: string },
  checkPassword: (email: string, password: string) => Promise<unknown>,
  now: Date,
): Promise<void> {
  const user = canEditAccount(actor, userEmail) ? await getUserByEmail(db, userEmail) : null;
  if (!user) throw new AppError('NOT_FOUND');
  if (user.passwordHash) await requireCurrentPassword(checkPassword, user, input.currentPassword);
  else await requireFreshSignIn(db, actor.grantId, now);
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: t.users.id, email: t.users.email })
      .from(t.users)
      .where(and(eq(t.users.id, user.id), isNull(t.users.deletedAt)))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    await eraseAccount(tx, locked, now);
  });
}

/** A social account's sign-in (its grant) must be recent: whoever holds an old session is not asked for anything else. */
async function requireFreshSignIn(db: Db, grantId: string, now: Date): Promise<void> {
  const [grant] = await db
    .select({ issuedAt: sql<number | null>`(${t.oidcPayloads.payload}->>'iat')::bigint` })
    .from(t.oidcPayloads)
    .where(and(eq(t.oidcPayloads.model, 'Grant'), eq(t.oidcPayloads.id, grantId)));
  const issuedAtMs = Number(grant?.issuedAt ?? 0) * 1000;
  if (now.getTime() - issuedAtMs > ACCOUNT_DELETION_SIGN_IN_MINUTES * 60_000) {
    throw new AppError('FORBIDDEN', { key: 'accountDeletionNeedsFreshSignIn' });
  }
}

/**
 * Every table that holds a user or an e-mail, in the order ADR 027 lists them: removed, or (where a
 * row must stay) pointing at the anonymised account. `account-deletion.test.ts` scans every table
 * of the schema for what is left.
 */
async function eraseAccount(tx: Db, user: { id: string; email: string }, now: Date): Promise<void> {
  const { id } = user;
  const email = user.email.toLowerCase();
  const anonymous = `deleted-${id}@deleted.invalid`;
  await eraseSessionsOf(tx, id);
  // Its own data, with nothing else resting on it.
  await tx.delete(t.userProfiles).where(eq(t.userProfiles.userId, id));
  await tx.delete(t.userPrivacy).where(eq(t.userPrivacy.userId, id));
  await tx.delete(t.mailSettings).where(eq(t.mailSettings.userId, id));
  await tx.delete(t.fishingExperiences).where(eq(t.fishingExperiences.userId, id));
  await tx.delete(t.userPermissionGrants).where(eq(t.userPermissionGrants.userId, id));
  await tx.delete(t.passwordResets).where(eq(t.passwordResets.userId, id));
  await tx.delete(t.emailVerifications).where(eq(t.emailVerifications.userId, id));
  await tx.delete(t.emailChanges).where(eq(t.emailChanges.userId, id));
  await tx.delete(t.idempotentRequests).where(eq(t.idempotentRequests.userId, id));
  // The live events kept for a stream's replay (a day): its own stream's, and the notifications it
  // caused on others' streams, which carry its name as it was then.
  await tx
    .delete(t.liveEvents)
    .where(
      or(
        eq(t.liveEvents.channel, userChannel(id)),
        sql`${t.liveEvents.payload}->'data'->'notification'->>'id' in (select ${t.notifications.id}::text from ${t.notifications} where ${t.notifications.actorId} = ${id})`,
      ),
    );
  await tx.delete(t.notifications).where(eq(t.notifications.recipientId, id));
  await tx.delete(t.clubFollows).where(eq(t.clubFollows.userId, id));
  await tx.delete(t.clubRequests).where(eq(t.clubRequests.userId, id));
  await tx.delete(t.clubMembers).where(eq(t.clubMembers.userId, id));
  await tx.delete(t.tournamentDrafts).where(eq(t.tournamentDrafts.organiserId, id));
  await tx.delete(t.resultsMails).where(eq(t.resultsMails.userId, id));
  await tx.delete(t.mailOutbox).where(sql`lower(${t.mailOutbox.to}) = ${email}`);
  // Its "download all my data" zips expire now: the cleanup job removes the files, then the rows.
  await expireExportsOf(tx, id, now);
  await endAllSessionsOf(tx, id);
  // Its boats leave the lists (rows stay: past sessions and results name them); its address leaves
  // the boats it captains or was asked to.
  await tx
    .update(t.boats)
    .set({ deletedAt: now })
    .where(and(eq(t.boats.ownerId, id), isNull(t.boats.deletedAt)));
  await tx.update(t.boats).set({ captainEmail: anonymous }).where(eq(t.boats.captainEmail, email));
  await tx.update(t.boats).set({ pendingCaptainEmail: null }).where(eq(t.boats.pendingCaptainEmail, email));
  // Rows that must stay, by their address: judges' invitations, payments (accounting law).
  await tx.update(t.tournamentJudges).set({ email: anonymous }).where(eq(t.tournamentJudges.email, email));
  await tx
    .update(t.checkouts)
    .set({ payerEmail: anonymous })
    .where(or(eq(t.checkouts.userId, id), eq(t.checkouts.payerEmail, email)));
  await tx
    .update(t.transactions)
    .set({ email: anonymous })
    .where(or(eq(t.transactions.userId, id), eq(t.transactions.email, email)));
  await tx
    .update(t.localPaySessions)
    .set({ customerEmail: anonymous })
    .where(eq(t.localPaySessions.customerEmail, email));
  // The account itself: a row others' records point at, with nothing left that says who it was.
  await tx
    .update(t.users)
    .set({
      email: anonymous,
      passwordHash: null,
      name: 'Deleted account',
      lastname: '',
      nationalityName: null,
      genderId: null,
      birthday: null,
      phone: null,
      localityId: null,
      pictureUrl: null,
      mediaPrefix: sql`gen_random_uuid()`,
      language: null,
      socialProvider: null,
      socialSubject: null,
      emailVerifiedAt: null,
      deletedAt: now,
    })
    .where(eq(t.users.id, id));
}
