import {
  FISH_LOG_TYPES,
  FISHING_STYLES,
  LOGBOOK_CSV_COLUMNS,
  SESSION_LOGS_MAX,
  ZSessionInput,
  fieldIssueRef,
  type LogbookColumn,
  type LogbookPreviewSession,
  type LogbookRowError,
} from '@tightlines/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { refuseFile, type LogbookRow } from './logbook-file';
import * as logbookRepo from './logbook-repo';

/** A session an import would log: what `createSession` takes, and what its preview shows. */
export interface PlannedSession {
  input: z.output<typeof ZSessionInput>;
  preview: LogbookPreviewSession;
}

export interface LogbookPlan {
  sessions: PlannedSession[];
  errors: LogbookRowError[];
}

/** An instant with its time zone (ISO 8601), as an export writes it; seconds optional. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
const UNITS: Record<string, number> = { cm: 1, cmts: 1, in: 2, inch: 2, kg: 3, kgs: 3, lb: 4, lbs: 4 };
const SIZE_UNITS = new Set([1, 2]);
const WEIGHT_UNITS = new Set([3, 4]);

/** The CSV column a field of `ZSessionInput` is read from. */
const COLUMN_OF: Record<string, LogbookColumn> = {
  startDatetime: 'session_start',
  finishDatetime: 'session_finish',
  fishingStyle: 'fishing_style',
  boatUUID: 'boat',
  localityUUID: 'locality',
  logTime: 'log_time',
  fishUUID: 'species',
  type: 'type',
  latitude: 'latitude',
  longitude: 'longitude',
  fishLength: 'length',
  fishWeight: 'weight',
  sizeUnitId: 'length_unit',
  weightUnitId: 'weight_unit',
};

const lower = (values: string[]) => [...new Set(values.filter(Boolean).map((value) => value.toLowerCase()))];
const hasLog = (row: LogbookRow) => Boolean(row.cells.log_time || row.cells.species || row.cells.type);

/**
 * What a logbook's rows would log, session by session, and every row that cannot be logged with
 * its column and reason (by message key): rows of one session share its `session_id` (or, without
 * one, its times, style, boat and place). The rules are the API's own (`ZSessionInput`), names are
 * looked up (species in either language, the owner's own boats, localities). Nothing is written.
 */
export async function planLogbook(db: Db, ownerId: string, rows: LogbookRow[]): Promise<LogbookPlan> {
  if (rows.length === 0) throw refuseFile('logbookEmpty');
  const species = await logbookRepo.speciesByName(db, lower(rows.map((row) => row.cells.species)));
  const boats = await logbookRepo.ownBoatsByName(db, ownerId, lower(rows.map((row) => row.cells.boat)));
  const localities = await logbookRepo.localitiesByName(db, lower(rows.map((row) => row.cells.locality)));
  const groups = new Map<string, LogbookRow[]>();
  for (const row of rows) {
    const { session_id, session_start, session_finish, fishing_style, boat, locality } = row.cells;
    const key = session_id || [session_start, session_finish, fishing_style, boat, locality].join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const plan: LogbookPlan = { sessions: [], errors: [] };
  for (const group of groups.values()) {
    const errors: LogbookRowError[] = [];
    const refuse = (
      row: number,
      column: LogbookColumn,
      key: LogbookRowError['key'],
      values?: Record<string, number>,
    ) => errors.push({ row, column, key, ...(values ? { values } : {}) });
    const first = group[0]!;
    const cells = first.cells;
    const instant = (row: LogbookRow, column: LogbookColumn) => {
      const value = row.cells[column];
      if (!value) return (refuse(row.row, column, 'completeRequiredFields'), '');
      if (!INSTANT.test(value) || Number.isNaN(Date.parse(value)))
        return (refuse(row.row, column, 'logbookDateFormat'), '');
      return new Date(value).toISOString();
    };
    const number = (row: LogbookRow, column: LogbookColumn) => {
      const value = row.cells[column].replace(',', '.');
      if (!value) return null;
      const parsed = Number(value);
      if (!Number.isFinite(parsed)) return (refuse(row.row, column, 'logbookNotNumber'), null);
      return parsed;
    };
    const oneOf = <T extends string>(row: LogbookRow, column: LogbookColumn, allowed: readonly T[]): T => {
      const found = allowed.find((value) => value.toLowerCase() === row.cells[column].toLowerCase());
      if (!found)
        refuse(row.row, column, row.cells[column] ? 'logbookValueNotAllowed' : 'completeRequiredFields');
      return found ?? allowed[0]!;
    };
    const unit = (row: LogbookRow, column: LogbookColumn, allowed: Set<number>, fallback: number) => {
      const label = row.cells[column].toLowerCase();
      if (!label) return fallback;
      const id = UNITS[label];
      if (id === undefined || !allowed.has(id))
        return (refuse(row.row, column, 'logbookValueNotAllowed'), fallback);
      return id;
    };
    const startDatetime = instant(first, 'session_start');
    const finishDatetime = instant(first, 'session_finish');
    const fishingStyle = oneOf(first, 'fishing_style', FISHING_STYLES);
    const boat = cells.boat ? boats.get(cells.boat.toLowerCase()) : undefined;
    if (cells.boat && !boat) refuse(first.row, 'boat', 'logbookUnknownBoat');
    const locality = cells.locality ? localities.get(cells.locality.toLowerCase()) : undefined;
    if (cells.locality && !locality) refuse(first.row, 'locality', 'logbookUnknownLocality');
    const logRows = group.filter(hasLog);
    if (logRows.length > SESSION_LOGS_MAX) {
      refuse(logRows[SESSION_LOGS_MAX]!.row, 'log_time', 'logbookTooManyLogs', { maximum: SESSION_LOGS_MAX });
    }
    const logs = logRows.map((row) => {
      const fish = species.get(row.cells.species.toLowerCase());
      if (!fish)
        refuse(row.row, 'species', row.cells.species ? 'logbookUnknownSpecies' : 'completeRequiredFields');
      return {
        row: row.row,
        fishName: fish?.name ?? row.cells.species,
        input: {
          fishUUID: fish?.id ?? '',
          type: oneOf(row, 'type', FISH_LOG_TYPES),
          logTime: instant(row, 'log_time'),
          latitude: number(row, 'latitude'),
          longitude: number(row, 'longitude'),
          fishLength: number(row, 'length'),
          fishWeight: number(row, 'weight'),
          sizeUnitId: unit(row, 'length_unit', SIZE_UNITS, 1),
          weightUnitId: unit(row, 'weight_unit', WEIGHT_UNITS, 4),
        },
      };
    });
    const candidate = {
      startDatetime,
      finishDatetime,
      fishingStyle,
      boatUUID: boat?.id ?? null,
      localityUUID: locality?.id ?? null,
      logs: logs.map((log) => log.input),
    };
    // What the file's own cells could not say is refused above; the API's rules judge the rest.
    const parsed = errors.length === 0 ? ZSessionInput.safeParse(candidate) : null;
    if (parsed && !parsed.success) {
      for (const issue of parsed.error.issues) {
        const [head, index, field] = issue.path;
        const onLog = head === 'logs' && typeof index === 'number';
        const row = onLog ? (logs[index]?.row ?? first.row) : first.row;
        const column = COLUMN_OF[String(onLog ? field : head)] ?? 'session_start';
        const ref = fieldIssueRef(issue as Parameters<typeof fieldIssueRef>[0]);
        refuse(row, column, ref.key, ref.values);
      }
    }
    plan.errors.push(...errors);
    plan.sessions.push({
      input: parsed?.success ? parsed.data : (candidate as unknown as z.output<typeof ZSessionInput>),
      preview: {
        row: first.row,
        startDatetime,
        finishDatetime,
        fishingStyle,
        boatName: boat?.name ?? (cells.boat || null),
        localityName: locality?.name ?? (cells.locality || null),
        logs: logs.map(({ row, fishName, input }) => ({
          row,
          logTime: input.logTime,
          fishName,
          type: input.type,
          fishLength: input.fishLength,
          sizeUnitId: input.sizeUnitId,
          fishWeight: input.fishWeight,
          weightUnitId: input.weightUnitId,
        })),
      },
    });
  }
  const place = (column: string) => LOGBOOK_CSV_COLUMNS.indexOf(column as LogbookColumn);
  plan.errors.sort((a, b) => a.row - b.row || place(a.column) - place(b.column));
  return plan;
}
