import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as t from '../../db/schema';
import type { LogRow, VideoRow } from './log-repo';

/**
 * What a session card shows besides the session row: its live logs (with the species name), their
 * videos and the team. Every read of cards (the home feed, My Fishlogs, one session) gets them in
 * the same statement as its sessions, each as a JSON array built by the database: one round trip
 * and one row per card, instead of four queries and a row per log.
 */
export interface SessionParts {
  logs: PartLog[];
  videos: PartVideo[];
  team: TeamMember[];
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
  >;
  fishName: string;
};

export type PartVideo = Pick<
  VideoRow,
  'logId' | 'storageKey' | 'thumbnailKey' | 'startRecordingAt' | 'endRecordingAt' | 'addedFromGallery'
>;

export interface TeamMember {
  name: string;
  lastname: string;
  email: string;
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
function jsonArray(columns: Record<string, AnyPgColumn>, from: SQL, orderBy: string[] = []): SQL {
  const list = sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
  const order = orderBy.length
    ? sql` order by ${sql.join(
        orderBy.map((key) => sql`part.${sql.identifier(key)}`),
        sql`, `,
      )}`
    : sql``;
  return sql`(select coalesce(json_agg(part${order}), '[]'::json) from (select ${list} ${from}) part)`;
}

/** The session's live logs, in the order they happened. */
export const logsJson = jsonArray(
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
    fishName: t.species.name,
  },
  sql`from ${l} inner join ${t.species} on ${t.species.id} = ${l.speciesId}
    where ${l.sessionId} = ${s.id} and ${l.deleted} = false`,
  ['logTime', 'id'],
);

/** The videos of the session's live logs, oldest first. */
export const videosJson = jsonArray(
  {
    logId: v.logId,
    storageKey: v.storageKey,
    thumbnailKey: v.thumbnailKey,
    startRecordingAt: v.startRecordingAt,
    endRecordingAt: v.endRecordingAt,
    addedFromGallery: v.addedFromGallery,
    createdAt: v.createdAt,
  },
  sql`from ${v} inner join ${l} on ${l.id} = ${v.logId}
    where ${l.sessionId} = ${s.id} and ${l.deleted} = false`,
  ['createdAt'],
);

/** The session's team members. */
export const teamJson = jsonArray(
  {
    name: t.users.name,
    lastname: t.users.lastname,
    email: t.users.email,
    picture: t.users.pictureUrl,
  },
  sql`from ${t.sessionTeamMembers} inner join ${t.users} on ${t.users.id} = ${t.sessionTeamMembers.userId}
    where ${t.sessionTeamMembers.sessionId} = ${s.id}`,
);

type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
type LogJson = Json<PartLog['log']> & { fishName: string };

/** A JSON column as the driver hands it over: parsed already (node-postgres, PGlite) or as text. */
function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The three JSON columns of a feed row, as the presenter takes them (timestamps back to dates). */
export function partsFromJson(row: { logs: unknown; videos: unknown; team: unknown }): SessionParts {
  return {
    logs: parsed<LogJson[]>(row.logs).map(({ fishName, ...log }) => ({
      log: { ...log, logTime: new Date(log.logTime) },
      fishName,
    })),
    // Each video also carries the createdAt it was ordered by; only these are kept.
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
