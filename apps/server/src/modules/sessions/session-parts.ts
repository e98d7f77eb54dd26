import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as t from '../../db/schema';
import type { LogRow, VideoRow } from './log-repo';

/**
 * What a session card shows besides the session row: what its live logs caught (the fish summary),
 * their videos, the team and, where the logs are shown, the logs themselves (with the species
 * name). Every read of cards (the home feed, My Fishlogs, one session) gets them in the same
 * statement as its sessions, each as a JSON array built by the database: one round trip and one row
 * per card, instead of four queries and a row per log.
 */
export interface SessionParts {
  catches: Catch[];
  /** The live logs' videos in the order of their logs (by time), then in the order they were added. */
  videos: PartVideo[];
  team: TeamMember[];
  /** The live logs in the order they happened; null where the card does not show them (the home feed). */
  logs: PartLog[] | null;
}

/** What one log caught: the fish summary counts these, the verified mark those a judge approved. */
export interface Catch {
  fishName: string;
  type: LogRow['type'];
  status: LogRow['status'];
}

export type PartLog = {
  log: Pick<
    LogRow,
    | 'id'
    | 'sessionId'
    | 'speciesId'
    | 'type'
    | 'logTime'
    | 'latitude'
    | 'longitude'
    | 'length'
    | 'weight'
    | 'sizeUnitId'
    | 'weightUnitId'
    | 'points'
    | 'status'
    | 'ruleName'
    | 'flags'
  >;
  fishName: string;
};

export type PartVideo = Pick<
  VideoRow,
  'logId' | 'storageKey' | 'thumbnailKey' | 'startRecordingAt' | 'endRecordingAt' | 'addedFromGallery'
>;

export interface TeamMember {
  userId: string;
  name: string;
  lastname: string;
  email: string;
  /** The member's own privacy: whether others may read their e-mail. */
  showEmail: boolean;
  picture: string | null;
}

const s = t.fishingSessions;
const l = t.fishLogs;
const v = t.fishLogVideos;

/**
 * A JSON array of objects, one per row of `from`, with the keys of `columns`, `[]` when there are
 * none. Each row is a record of a subquery turned into JSON as a whole: about twice as fast in
 * PostgreSQL as json_build_object, which looks up every value's type again on every row.
 */
function jsonArray(columns: Record<string, AnyPgColumn | SQL>, from: SQL, orderBy: string[] = []): SQL {
  const list = selectList(columns);
  const order = orderBy.length
    ? sql` order by ${sql.join(
        orderBy.map((key) => sql`part.${sql.identifier(key)}`),
        sql`, `,
      )}`
    : sql``;
  return sql`(select coalesce(json_agg(part${order}), '[]'::json) from (select ${list} ${from}) part)`;
}

/** `column as "key", …`: a select list whose row, turned into JSON, has the keys of `columns`. */
export function selectList(columns: Record<string, AnyPgColumn | SQL>): SQL {
  return sql.join(
    Object.entries(columns).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

const liveLogsWithSpecies = sql`from ${l} inner join ${t.species} on ${t.species.id} = ${l.speciesId}
    where ${l.sessionId} = ${s.id} and ${l.deleted} = false`;

/** What the session's live logs caught, in no order (the summary sorts): all the home feed needs of them. */
const catchesJson = jsonArray(
  { fishName: t.species.name, type: l.type, status: l.status },
  liveLogsWithSpecies,
);

/** The session's live logs, in the order they happened. */
const logsJson = jsonArray(
  {
    id: l.id,
    sessionId: l.sessionId,
    speciesId: l.speciesId,
    type: l.type,
    logTime: l.logTime,
    latitude: l.latitude,
    longitude: l.longitude,
    length: l.length,
    weight: l.weight,
    sizeUnitId: l.sizeUnitId,
    weightUnitId: l.weightUnitId,
    points: l.points,
    status: l.status,
    ruleName: l.ruleName,
    flags: l.flags,
    fishName: t.species.name,
  },
  liveLogsWithSpecies,
  ['logTime', 'id'],
);

/** The videos of the session's live logs, in the order of their logs, then oldest first. */
const videosJson = jsonArray(
  {
    logId: v.logId,
    storageKey: v.storageKey,
    thumbnailKey: v.thumbnailKey,
    startRecordingAt: v.startRecordingAt,
    endRecordingAt: v.endRecordingAt,
    addedFromGallery: v.addedFromGallery,
    createdAt: v.createdAt,
    logTime: l.logTime,
  },
  sql`from ${v} inner join ${l} on ${l.id} = ${v.logId}
    where ${v.sessionId} = ${s.id} and ${l.deleted} = false`,
  ['logTime', 'logId', 'createdAt'],
);

/** The session's team members. */
const teamJson = jsonArray(
  {
    userId: t.users.id,
    name: t.users.name,
    lastname: t.users.lastname,
    email: t.users.email,
    showEmail: sql`coalesce(${t.userPrivacy.showEmail}, false)`,
    picture: t.users.pictureUrl,
  },
  sql`from ${t.sessionTeamMembers} inner join ${t.users} on ${t.users.id} = ${t.sessionTeamMembers.userId}
    left join ${t.userPrivacy} on ${t.userPrivacy.userId} = ${t.users.id}
    where ${t.sessionTeamMembers.sessionId} = ${s.id}`,
);

/**
 * The parts' columns of a card read: the home feed's cards show what was caught but not the logs,
 * so it reads the catches alone (a few bytes a log instead of every field); the other reads read
 * the logs, from which the catches follow.
 */
export function partColumns(withLogs: boolean) {
  return {
    catches: withLogs ? sql<null>`null` : catchesJson,
    logs: withLogs ? logsJson : sql<null>`null`,
    videos: videosJson,
    team: teamJson,
  };
}

type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
type LogJson = Json<PartLog['log']> & { fishName: string };

/** A JSON column as the driver hands it over: parsed already (node-postgres, PGlite) or as text. */
function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The JSON columns of a card row (`partColumns`), as the presenter takes them (timestamps back to dates). */
export function partsFromJson(row: Record<keyof ReturnType<typeof partColumns>, unknown>): SessionParts {
  const logs =
    row.logs === null
      ? null
      : parsed<LogJson[]>(row.logs).map(({ fishName, ...log }) => ({
          log: { ...log, logTime: new Date(log.logTime) },
          fishName,
        }));
  return {
    catches: logs
      ? logs.map(({ fishName, log }) => ({ fishName, type: log.type, status: log.status }))
      : parsed<Catch[]>(row.catches),
    logs,
    // Each video also carries the createdAt and log time it was ordered by; only these are kept.
    videos: parsed<Json<PartVideo>[]>(row.videos).map((video) => ({
      logId: video.logId,
      storageKey: video.storageKey,
      thumbnailKey: video.thumbnailKey,
      addedFromGallery: video.addedFromGallery,
      startRecordingAt: dateOrNull(video.startRecordingAt),
      endRecordingAt: dateOrNull(video.endRecordingAt),
    })),
    team: parsed<TeamMember[]>(row.team),
  };
}
