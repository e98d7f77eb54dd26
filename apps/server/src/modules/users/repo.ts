import type { Language, Permission } from '@tightlines/domain';
import { and, eq, inArray, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { prepared } from '../../db/prepared';
import * as t from '../../db/schema';
import { grantStands } from '../../platform/idp/adapter';

/** User queries. Deleted accounts are invisible to every read here. */

export type UserRow = typeof t.users.$inferSelect;

const active = isNull(t.users.deletedAt);

export async function getUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.email, email.toLowerCase()), active));
  return user ?? null;
}

export async function getUserById(db: Db, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [user] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.id, id), active));
  return user ?? null;
}

/**
 * A permission an account holds because of what it is elsewhere (judge of a tournament…):
 * `heldWhen` is the SQL condition on the account (its id and e-mail columns), checked in the
 * signed-in account's own statement, so deriving it costs no statement of its own.
 */
export interface DerivedGrant {
  permission: Permission;
  heldWhen(account: { id: SQLWrapper; email: SQLWrapper }): SQL;
}

export interface SignedInAccount {
  id: string;
  email: string;
  mediaPrefix: string;
  roleName: string;
  /** The account proved it holds `email` (ADR 011): rights given to the address need it. */
  emailVerified: boolean;
  /** Granted on top of the role's permissions, the derived ones included. */
  permissionGrants: string[];
}

/** A signed-in request's claims: its account and its sign-in grant. */
export interface SignInKey {
  userId: string;
  grantId: string;
}

/**
 * For each of `keys`, the live account `userId` with its permission grants (the derived ones
 * included) while the sign-in grant `grantId` stands: what authenticating requests needs, in one
 * statement prepared once (no password hash read), however many keys. Answers the keys that hold,
 * with their account. `derived` is fixed per database: it is part of the statement.
 */
export async function getSignedInAccounts(
  db: Db,
  keys: readonly SignInKey[],
  derived: readonly DerivedGrant[] = [],
): Promise<(SignInKey & { account: SignedInAccount })[]> {
  const name = ['signed_in_accounts', ...derived.map((grant) => grant.permission.toLowerCase())].join('_');
  const query = prepared(db, name, () => {
    const granted = sql`select ${t.userPermissionGrants.permissionName}
      from ${t.userPermissionGrants} where ${t.userPermissionGrants.userId} = ${t.users.id}`;
    const grants = derived.reduce(
      (union, grant) =>
        sql`${union} union all select ${sql.raw(`'${grant.permission}'`)} where ${grant.heldWhen({ id: t.users.id, email: t.users.email })}`,
      granted,
    );
    // Each key's account is looked up by its own index scans: the lateral subquery's `limit 1`
    // keeps the planner from joining the keys to whole tables. The keys reach the plan through
    // `(select $1)`, which no plan sees into, so the plans made with values are no cheaper than the
    // generic one and the generic plan is kept (planning this statement costs more than running it).
    const account = db
      .select({
        id: t.users.id,
        email: t.users.email,
        mediaPrefix: sql<string>`${t.users.mediaPrefix}`.as('media_prefix'),
        roleName: sql<string>`${t.users.roleName}`.as('role_name'),
        emailVerified: sql<boolean>`${t.users.emailVerifiedAt} is not null`.as('email_verified'),
        permissionGrants: sql<string[]>`array(${grants})`.as('permission_grants'),
      })
      .from(t.users)
      .where(and(eq(t.users.id, sql`asked.user_id`), active, grantStands(sql`asked.grant_id`)))
      .limit(1)
      .as('account');
    return db
      .select({
        userId: sql<string>`asked.user_id`,
        grantId: sql<string>`asked.grant_id`,
        id: account.id,
        email: account.email,
        mediaPrefix: account.mediaPrefix,
        roleName: account.roleName,
        emailVerified: account.emailVerified,
        permissionGrants: account.permissionGrants,
      })
      .from(
        sql`unnest((select ${sql.placeholder('userIds')}::uuid[]), (select ${sql.placeholder('grantIds')}::text[]))
          as asked(user_id, grant_id)`,
      )
      .crossJoinLateral(account)
      .prepare(name);
  });
  const rows = await query.execute({
    userIds: keys.map((key) => key.userId),
    grantIds: keys.map((key) => key.grantId),
  });
  return rows.map(({ userId, grantId, ...account }) => ({ userId, grantId, account }));
}

/** The ids among `ids` that name live users. */
export async function findLiveUserIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(inArray(t.users.id, ids), active));
  return rows.map((row) => row.id);
}

export async function insertUser(db: Db, values: typeof t.users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(t.users).values(values).returning();
  if (!user) throw new Error('insert returned no user');
  return user;
}

export async function updatePasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(t.users).set({ passwordHash }).where(eq(t.users.id, userId));
}

export async function updateUserLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.update(t.users).set({ language }).where(eq(t.users.id, userId));
}

export async function updateUserLocality(db: Db, userId: string, localityId: string): Promise<void> {
  await db.update(t.users).set({ localityId }).where(eq(t.users.id, userId));
}

export async function findPermissionGrants(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: t.userPermissionGrants.permissionName })
    .from(t.userPermissionGrants)
    .where(eq(t.userPermissionGrants.userId, userId));
  return rows.map((row) => row.name);
}

export async function insertPermissionGrant(db: Db, userId: string, permissionName: string): Promise<void> {
  await db.insert(t.userPermissionGrants).values({ userId, permissionName }).onConflictDoNothing();
}

export async function deletePermissionGrant(db: Db, userId: string, permissionName: string): Promise<void> {
  await db
    .delete(t.userPermissionGrants)
    .where(
      and(
        eq(t.userPermissionGrants.userId, userId),
        eq(t.userPermissionGrants.permissionName, permissionName),
      ),
    );
}

export async function getUserDetails(db: Db, userId: string) {
  const [row] = await db
    .select({ genderName: t.genders.name, localityName: t.localities.name })
    .from(t.users)
    .leftJoin(t.genders, eq(t.genders.id, t.users.genderId))
    .leftJoin(t.localities, eq(t.localities.id, t.users.localityId))
    .where(eq(t.users.id, userId));
  return row ?? { genderName: null, localityName: null };
}

export async function getLocalityById(db: Db, localityId: string) {
  const [row] = await db.select().from(t.localities).where(eq(t.localities.id, localityId));
  return row ?? null;
}

/** A locality by its name; the seeded catalogue's names are unique. */
export async function getLocalityByName(db: Db, name: string) {
  const [row] = await db.select().from(t.localities).where(eq(t.localities.name, name)).limit(1);
  return row ?? null;
}

export async function getUserBySocialIdentity(
  db: Db,
  provider: string,
  subject: string,
): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.socialProvider, provider), eq(t.users.socialSubject, subject), active));
  return user ?? null;
}

export async function genderExists(db: Db, genderId: number): Promise<boolean> {
  const [row] = await db.select({ id: t.genders.id }).from(t.genders).where(eq(t.genders.id, genderId));
  return Boolean(row);
}
