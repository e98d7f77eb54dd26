import { and, asc, desc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';
import { windowFilter } from './repo';

/** The logbook's queries (issue 40 point 3): what an export writes, and the names an import reads. */

const s = t.fishingSessions;
const l = t.fishLogs;

export interface LogbookLog {
  logTime: Date;
  species: string;
  type: string;
  latitude: number | null;
  longitude: number | null;
  length: number | null;
  sizeUnitId: number;
  weight: number | null;
  weightUnitId: number;
}

export interface LogbookSession {
  id: string;
  startAt: Date;
  finishAt: Date;
  fishingStyle: string;
  boatName: string | null;
  localityName: string | null;
  logs: LogbookLog[];
}

/**
 * The owner's sessions (hidden ones included, deleted ones not) started inside the window, newest
 * first, with their live fish logs in time order; at most `limit` (one more says there are more).
 */
export async function findLogbook(
  db: Db,
  ownerId: string,
  window: { start?: Date; end?: Date },
  limit: number,
): Promise<LogbookSession[]> {
  const sessions = await db
    .select({
      id: s.id,
      startAt: s.startAt,
      finishAt: s.finishAt,
      fishingStyle: s.fishingStyle,
      boatName: t.boats.name,
      localityName: t.localities.name,
    })
    .from(s)
    .leftJoin(t.boats, eq(t.boats.id, s.boatId))
    .leftJoin(t.localities, eq(t.localities.id, s.localityId))
    .where(and(eq(s.ownerId, ownerId), eq(s.deleted, false), ...windowFilter(window)))
    .orderBy(desc(s.startAt), desc(s.id))
    .limit(limit);
  if (sessions.length === 0) return [];
  const logs = await db
    .select({
      sessionId: l.sessionId,
      logTime: l.logTime,
      species: t.species.name,
      type: l.type,
      latitude: l.latitude,
      longitude: l.longitude,
      length: l.length,
      sizeUnitId: l.sizeUnitId,
      weight: l.weight,
      weightUnitId: l.weightUnitId,
    })
    .from(l)
    .innerJoin(t.species, eq(t.species.id, l.speciesId))
    .where(
      and(
        inArray(
          l.sessionId,
          sessions.map((session) => session.id),
        ),
        eq(l.deleted, false),
      ),
    )
    .orderBy(asc(l.logTime), asc(l.id));
  const bySession = new Map<string, LogbookLog[]>();
  for (const { sessionId, ...log } of logs) {
    bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), log]);
  }
  return sessions.map((session) => ({ ...session, logs: bySession.get(session.id) ?? [] }));
}

/** Species by their English or Spanish name, lower-cased. */
export async function speciesByName(
  db: Db,
  names: string[],
): Promise<Map<string, { id: string; name: string }>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: t.species.id, name: t.species.name, nameEs: t.species.nameEs })
    .from(t.species)
    .where(sql`lower(${t.species.name}) in ${names} or lower(${t.species.nameEs}) in ${names}`);
  return namedMap(rows);
}

/** The owner's live boats by name, lower-cased (a session names only its owner's boats). */
export async function ownBoatsByName(
  db: Db,
  ownerId: string,
  names: string[],
): Promise<Map<string, { id: string; name: string }>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: t.boats.id, name: t.boats.name })
    .from(t.boats)
    .where(
      and(eq(t.boats.ownerId, ownerId), isNull(t.boats.deletedAt), sql`lower(${t.boats.name}) in ${names}`),
    );
  return namedMap(rows);
}

/** Localities by their English or Spanish name, lower-cased. */
export async function localitiesByName(
  db: Db,
  names: string[],
): Promise<Map<string, { id: string; name: string }>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: t.localities.id, name: t.localities.name, nameEs: t.localities.nameEs })
    .from(t.localities)
    .where(sql`lower(${t.localities.name}) in ${names} or lower(${t.localities.nameEs}) in ${names}`);
  return namedMap(rows);
}

function namedMap(rows: { id: string; name: string; nameEs?: string }[]) {
  const map = new Map<string, { id: string; name: string }>();
  for (const row of rows) {
    for (const name of [row.name, row.nameEs]) {
      if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), { id: row.id, name: row.name });
    }
  }
  return map;
}

/** The ids of the sessions an import saved under `key` (`<key>-<n>`), in the order it saved them. */
export async function findImportedSessionIds(db: Db, ownerId: string, key: string): Promise<string[]> {
  const rows = await db
    .select({ id: s.id, clientKey: s.clientKey })
    .from(s)
    .where(and(eq(s.ownerId, ownerId), like(s.clientKey, `${key.replace(/[\\%_]/g, '\\$&')}-%`)));
  const order = (clientKey: string | null) => clientKey?.slice(key.length + 1) ?? '';
  return rows
    .filter((row) => /^\d+$/.test(order(row.clientKey)))
    .sort((a, b) => Number(order(a.clientKey)) - Number(order(b.clientKey)))
    .map((row) => row.id);
}

/** How many live fish logs the sessions hold. */
export async function countLogs(db: Db, sessionIds: string[]): Promise<number> {
  if (sessionIds.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(l)
    .where(and(inArray(l.sessionId, sessionIds), eq(l.deleted, false)));
  return row?.count ?? 0;
}
