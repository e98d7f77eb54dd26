import {
  AppError,
  LOGBOOK_EXPORT_MAX_SESSIONS,
  type LogbookExportQuery,
  type LogbookFormat,
  type LogbookImportResult,
  type LogbookPreview,
} from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import { refreshRankedCatches } from '../rankings';
import { readLogbookCsv, writeLogbookCsv } from './logbook-csv';
import { decodeLogbook } from './logbook-file';
import { readLogbookGpx, writeLogbookGpx } from './logbook-gpx';
import * as logbookRepo from './logbook-repo';
import { planLogbook, type LogbookPlan } from './logbook-rows';
import { addLog } from './log-service';
import * as repo from './repo';
import { mineWindow } from './service';

export interface LogbookFile {
  body: string;
  contentType: string;
  fileName: string;
}

/**
 * My Fishlogs' sessions in the range it shows, as a file: CSV (every session and fish log) or GPX
 * (a waypoint per fish log with a position). FORBIDDEN for dates without ACCESS_CALENDAR (as the
 * list); VALIDATION naming `startDate` past LOGBOOK_EXPORT_MAX_SESSIONS sessions.
 */
export async function exportLogbook(
  db: Db,
  actor: Actor,
  query: LogbookExportQuery,
  now: Date,
): Promise<LogbookFile> {
  const window = await mineWindow(db, actor, query);
  const sessions = await logbookRepo.findLogbook(db, actor.userId, window, LOGBOOK_EXPORT_MAX_SESSIONS + 1);
  if (sessions.length > LOGBOOK_EXPORT_MAX_SESSIONS) {
    throw new AppError('VALIDATION', {
      key: 'logbookExportTooLarge',
      values: { maximum: LOGBOOK_EXPORT_MAX_SESSIONS },
      details: { fields: ['startDate'] },
    });
  }
  const day = now.toISOString().slice(0, 10);
  return query.format === 'csv'
    ? {
        body: writeLogbookCsv(sessions),
        contentType: 'text/csv; charset=utf-8',
        fileName: `tightlines-logbook-${day}.csv`,
      }
    : {
        body: writeLogbookGpx(sessions, now),
        contentType: 'application/gpx+xml; charset=utf-8',
        fileName: `tightlines-logbook-${day}.gpx`,
      };
}

/** The file read and judged: the file refused whole (VALIDATION / PAYLOAD_TOO_LARGE naming `file`), or its plan. */
async function planOf(db: Db, actor: Actor, format: LogbookFormat, bytes: Buffer): Promise<LogbookPlan> {
  const content = decodeLogbook(bytes);
  const rows = format === 'csv' ? readLogbookCsv(content) : readLogbookGpx(content);
  return planLogbook(db, actor.userId, rows);
}

/** What importing the file would log, and every row it cannot, with the reason. Writes nothing. */
export async function previewLogbook(
  db: Db,
  actor: Actor,
  format: LogbookFormat,
  bytes: Buffer,
): Promise<LogbookPreview> {
  const plan = await planOf(db, actor, format, bytes);
  return {
    format,
    sessions: plan.sessions.map((session) => session.preview),
    logCount: plan.sessions.reduce((sum, session) => sum + session.input.logs.length, 0),
    errors: plan.errors,
  };
}

/**
 * Logs every session of the file in one transaction, or none: VALIDATION (`logbookHasErrors`,
 * its rows in `details.rows`) when any row cannot be logged. `key`, made by the device when it
 * showed the preview, keys each session (`<key>-<n>`, as a session captured offline is keyed): the
 * import sent again (its answer lost) answers the sessions the first one logged.
 */
export async function importLogbook(
  db: Db,
  actor: Actor,
  format: LogbookFormat,
  key: string,
  bytes: Buffer,
): Promise<LogbookImportResult> {
  const done = await logbookRepo.findImportedSessionIds(db, actor.userId, key);
  if (done.length > 0) return resultOf(db, done);
  const plan = await planOf(db, actor, format, bytes);
  if (plan.errors.length > 0) {
    throw new AppError('VALIDATION', {
      key: 'logbookHasErrors',
      details: { fields: ['file'], rows: [...new Set(plan.errors.map((error) => error.row))] },
    });
  }
  const ids = await db.transaction(async (tx) => {
    const saved: string[] = [];
    for (const [index, { input }] of plan.sessions.entries()) {
      const session = await repo.insertCapturedSession(tx, {
        ownerId: actor.userId,
        startAt: new Date(input.startDatetime),
        finishAt: new Date(input.finishDatetime),
        fishingStyle: input.fishingStyle,
        boatId: input.boatUUID ?? null,
        localityId: input.localityUUID ?? null,
        weather: null,
        isTournamentSession: false,
        tournamentId: null,
        clientKey: `${key}-${index}`,
      });
      // The same import sent twice at once: the other one logged it; this one logs nothing.
      if (!session && index === 0) return null;
      if (!session) throw new AppError('CONFLICT', { key: 'idempotentRequestInProgress' });
      for (const log of input.logs) await addLog(tx, session.id, log, null);
      await refreshRankedCatches(tx, { sessionId: session.id });
      saved.push(session.id);
    }
    return saved;
  });
  return resultOf(db, ids ?? (await logbookRepo.findImportedSessionIds(db, actor.userId, key)));
}

async function resultOf(db: Db, sessionUUIDs: string[]): Promise<LogbookImportResult> {
  return { sessionUUIDs, logCount: await logbookRepo.countLogs(db, sessionUUIDs) };
}
