import { and, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';

/** One JSON file of the zip: its name and what it holds (a table's rows, or an object of several). */
export interface ExportedFile {
  name: string;
  content: unknown;
}

/** What a user's zip holds: the JSON files, and the storage keys of their media. */
export interface ExportContents {
  files: ExportedFile[];
  mediaKeys: string[];
}

/**
 * Everything a user owns, table by table (issue 40 point 4, ADR 029), as the rows the database
 * keeps them: the same reasoning as the account deletion's one list (`delete-account.ts`), read
 * directly rather than through a dozen modules' surfaces. Left out: what only keeps the account
 * safe or working (password hash, sign-in grants, tokens, idempotency records, its media folder).
 */
export async function readExportContents(db: Db, userId: string): Promise<ExportContents> {
  const [account] = await db
    .select({
      email: t.users.email,
      name: t.users.name,
      lastname: t.users.lastname,
      roleName: t.users.roleName,
      nationalityName: t.users.nationalityName,
      genderId: t.users.genderId,
      birthday: t.users.birthday,
      phone: t.users.phone,
      localityId: t.users.localityId,
      pictureKey: t.users.pictureUrl,
      sizeUnitId: t.users.sizeUnitId,
      weightUnitId: t.users.weightUnitId,
      temperatureUnit: t.users.temperatureUnit,
      language: t.users.language,
      socialProvider: t.users.socialProvider,
      emailVerifiedAt: t.users.emailVerifiedAt,
      createdAt: t.users.createdAt,
    })
    .from(t.users)
    .where(eq(t.users.id, userId));
  const rowsOf = (table: PgTable, where: SQL | undefined) =>
    db
      .select()
      .from(table)
      .where(where)
      .then((rows) => rows as unknown[]);
  const mySessions = db
    .select({ id: t.fishingSessions.id })
    .from(t.fishingSessions)
    .where(and(eq(t.fishingSessions.ownerId, userId), eq(t.fishingSessions.deleted, false)));
  const mySessionLogs = db
    .select({ id: t.fishLogs.id })
    .from(t.fishLogs)
    .where(and(inArray(t.fishLogs.sessionId, mySessions), eq(t.fishLogs.deleted, false)));
  const myTeams = db.select({ id: t.teams.id }).from(t.teams).where(eq(t.teams.ownerId, userId));
  const mailSwitches = await db
    .select({ kind: t.mailSettings.kind, enabled: t.mailSettings.enabled })
    .from(t.mailSettings)
    .where(eq(t.mailSettings.userId, userId));

  const files: ExportedFile[] = [
    {
      name: 'profile.json',
      content: {
        account: account ?? null,
        profile: (await rowsOf(t.userProfiles, eq(t.userProfiles.userId, userId)))[0] ?? null,
        privacy: (await rowsOf(t.userPrivacy, eq(t.userPrivacy.userId, userId)))[0] ?? null,
        mailSwitches,
        fishingExperiences: await rowsOf(t.fishingExperiences, eq(t.fishingExperiences.userId, userId)),
      },
    },
    {
      name: 'boats.json',
      content: await rowsOf(t.boats, and(eq(t.boats.ownerId, userId), isNull(t.boats.deletedAt))),
    },
    {
      name: 'sessions.json',
      content: await rowsOf(
        t.fishingSessions,
        and(eq(t.fishingSessions.ownerId, userId), eq(t.fishingSessions.deleted, false)),
      ),
    },
    {
      name: 'logs.json',
      content: await rowsOf(
        t.fishLogs,
        and(inArray(t.fishLogs.sessionId, mySessions), eq(t.fishLogs.deleted, false)),
      ),
    },
    {
      name: 'videos.json',
      content: await rowsOf(t.fishLogVideos, inArray(t.fishLogVideos.logId, mySessionLogs)),
    },
    { name: 'backup-media.json', content: await rowsOf(t.backupMedia, eq(t.backupMedia.ownerId, userId)) },
    {
      name: 'comments.json',
      content: await rowsOf(t.sessionComments, eq(t.sessionComments.authorId, userId)),
    },
    {
      name: 'entries.json',
      content: await rowsOf(t.tournamentMembers, eq(t.tournamentMembers.userId, userId)),
    },
    {
      name: 'tournaments-organised.json',
      content: await rowsOf(t.tournaments, eq(t.tournaments.organiserId, userId)),
    },
    {
      name: 'payments.json',
      content: {
        checkouts: await rowsOf(t.checkouts, eq(t.checkouts.userId, userId)),
        transactions: await rowsOf(t.transactions, eq(t.transactions.userId, userId)),
      },
    },
    {
      name: 'teams.json',
      content: {
        owned: await rowsOf(t.teams, eq(t.teams.ownerId, userId)),
        memberships: await rowsOf(
          t.teamMembers,
          or(eq(t.teamMembers.userId, userId), inArray(t.teamMembers.teamId, myTeams)),
        ),
        registrations: await rowsOf(t.teamRegistrations, inArray(t.teamRegistrations.teamId, myTeams)),
      },
    },
    {
      name: 'clubs.json',
      content: {
        memberships: await rowsOf(t.clubMembers, eq(t.clubMembers.userId, userId)),
        follows: await rowsOf(t.clubFollows, eq(t.clubFollows.userId, userId)),
        requests: await rowsOf(t.clubRequests, eq(t.clubRequests.userId, userId)),
      },
    },
    {
      name: 'notifications.json',
      content: await rowsOf(t.notifications, eq(t.notifications.recipientId, userId)),
    },
  ];
  const media = await db
    .select({ key: t.mediaObjects.key })
    .from(t.mediaObjects)
    .where(
      and(
        eq(t.mediaObjects.ownerId, userId),
        ne(t.mediaObjects.state, 'deleted'),
        isNull(t.mediaObjects.renditionOf),
      ),
    )
    .orderBy(t.mediaObjects.createdAt, t.mediaObjects.key);
  return { files, mediaKeys: media.map((row) => row.key) };
}
