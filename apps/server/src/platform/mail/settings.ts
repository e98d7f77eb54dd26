import { randomBytes } from 'node:crypto';
import { OPTIONAL_MAIL_KINDS, type MailSettings, type OptionalMailKind } from '@tightlines/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailSettings } from '../../db/schema';

/**
 * A user's switch per optional kind of e-mail (issue 35 point 2), and the unsubscribe link's token
 * that flips the same switch. The mailer reads it before writing a mail; the privacy settings and the
 * unsubscribe link set it.
 */

/** Twenty-four random bytes: 32 characters of base64url, as ZUnsubscribeQuery takes them. */
const newToken = () => randomBytes(24).toString('base64url');

/**
 * Whether `userId` gets mails of `kind`, and the token of its unsubscribe link: the row is made on
 * the first mail of that kind (on, with a new token) and kept, so every mail of a kind carries the
 * same link. Written in the mail's transaction.
 */
export async function mailSettingOf(
  db: Db,
  userId: string,
  kind: OptionalMailKind,
): Promise<{ enabled: boolean; token: string }> {
  const [row] = await db
    .insert(mailSettings)
    .values({ userId, kind, token: newToken() })
    // A no-op update, so the row that was there comes back with its token.
    .onConflictDoUpdate({
      target: [mailSettings.userId, mailSettings.kind],
      set: { userId: sql`excluded.user_id` },
    })
    .returning({ enabled: mailSettings.enabled, token: mailSettings.token });
  return row!;
}

/** Every optional kind and whether `userId` gets it (on unless they turned it off). */
export async function readMailSettings(db: Db, userId: string): Promise<MailSettings> {
  const rows = await db
    .select({ kind: mailSettings.kind, enabled: mailSettings.enabled })
    .from(mailSettings)
    .where(eq(mailSettings.userId, userId));
  const off = new Set(rows.filter((row) => !row.enabled).map((row) => row.kind));
  return Object.fromEntries(OPTIONAL_MAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as MailSettings;
}

/** Turns one kind on or off for `userId` (the privacy settings' switch). */
export async function setMailSetting(
  db: Db,
  userId: string,
  kind: OptionalMailKind,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(mailSettings)
    .values({ userId, kind, enabled, token: newToken() })
    .onConflictDoUpdate({
      target: [mailSettings.userId, mailSettings.kind],
      set: { enabled, updatedAt: sql`now()` },
    });
}

/**
 * Turns off the one kind an unsubscribe link's token names, for the user it names. Doing it again
 * changes nothing. Null for a token no mail ever carried.
 */
export async function unsubscribe(db: Db, token: string): Promise<OptionalMailKind | null> {
  const [row] = await db
    .update(mailSettings)
    .set({ enabled: false, updatedAt: sql`now()` })
    .where(eq(mailSettings.token, token))
    .returning({ kind: mailSettings.kind });
  return row?.kind ?? null;
}
