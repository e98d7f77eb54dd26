import { z } from 'zod';
import { messageKeys, type AnyMessageKey } from '../messages';
import { FISHING_STYLES, OFFLINE_KEY_PATTERN } from './constants';

/**
 * The logbook a user takes with them (issue 40 point 3): My Fishlogs' sessions as CSV (a row per
 * fish log, a session without fish on a row of its own) or GPX (a waypoint per fish log that has a
 * position), and either file read back in, previewed before anything is saved.
 */
export const LOGBOOK_FORMATS = ['csv', 'gpx'] as const;
export type LogbookFormat = (typeof LOGBOOK_FORMATS)[number];

/** The largest file an import reads: a lifetime of fishing as CSV is far smaller. */
export const LOGBOOK_MAX_MB = 2;
export const LOGBOOK_MAX_BYTES = LOGBOOK_MAX_MB * 1024 * 1024;
/** The most rows (CSV) or points (GPX: waypoints, track and route points) an import reads. */
export const LOGBOOK_MAX_ROWS = 5000;
/** The most sessions one export writes; more asks for fewer dates. */
export const LOGBOOK_EXPORT_MAX_SESSIONS = 5000;

/** The CSV's columns, in order: the first line of an export names them, and an import needs them. */
export const LOGBOOK_CSV_COLUMNS = [
  'session_id',
  'session_start',
  'session_finish',
  'fishing_style',
  'boat',
  'locality',
  'log_time',
  'species',
  'type',
  'latitude',
  'longitude',
  'length',
  'length_unit',
  'weight',
  'weight_unit',
] as const;
export type LogbookColumn = (typeof LOGBOOK_CSV_COLUMNS)[number];

/** My Fishlogs' range (as `ZMineQuery` names it) and the file to write. */
export const ZLogbookExportQuery = z.object({
  format: z.enum(LOGBOOK_FORMATS, { error: messageKeys.completeRequiredFields }),
  startDate: z.iso.datetime({ offset: true }).optional(),
  endDate: z.iso.datetime({ offset: true }).optional(),
  all: z.stringbool().optional(),
});
export type LogbookExportQuery = z.output<typeof ZLogbookExportQuery>;

/**
 * An import's file type, and for the confirmed import the key the device made when it showed the
 * preview: the same import sent again (its answer lost) answers the sessions it saved the first time.
 */
export const ZLogbookPreviewQuery = z.object({
  format: z.enum(LOGBOOK_FORMATS, { error: messageKeys.completeRequiredFields }),
});
export const ZLogbookImportQuery = ZLogbookPreviewQuery.extend({
  key: z
    .string()
    .regex(OFFLINE_KEY_PATTERN, messageKeys.completeRequiredFields)
    .max(100, messageKeys.completeRequiredFields),
});

/** A row (CSV line, or GPX point) that cannot be imported, the column and why. */
export const ZLogbookRowError = z.object({
  row: z.number().describe('the CSV line (the column names are line 1), or the GPX point (from 1)'),
  column: z.string().describe('a CSV column name'),
  key: z.string().describe('the message key of the reason'),
  values: z.record(z.string(), z.number()).optional(),
});
export type LogbookRowError = z.infer<typeof ZLogbookRowError> & { key: AnyMessageKey };

export const ZLogbookPreviewSession = z.object({
  row: z.number(),
  startDatetime: z.string(),
  finishDatetime: z.string(),
  fishingStyle: z.enum(FISHING_STYLES).or(z.string()),
  boatName: z.string().nullable(),
  localityName: z.string().nullable(),
  logs: z.array(
    z.object({
      row: z.number(),
      logTime: z.string(),
      fishName: z.string(),
      type: z.string(),
      fishLength: z.number().nullable(),
      sizeUnitId: z.number(),
      fishWeight: z.number().nullable(),
      weightUnitId: z.number(),
    }),
  ),
});
export type LogbookPreviewSession = z.infer<typeof ZLogbookPreviewSession>;

/** What an import would save: nothing is saved until the user confirms, and only without errors. */
export const ZLogbookPreview = z.object({
  format: z.enum(LOGBOOK_FORMATS),
  sessions: z.array(ZLogbookPreviewSession),
  logCount: z.number(),
  errors: z.array(ZLogbookRowError),
});
export type LogbookPreview = z.infer<typeof ZLogbookPreview>;

export const ZLogbookImportResult = z.object({
  sessionUUIDs: z.array(z.string()),
  logCount: z.number(),
});
export type LogbookImportResult = z.infer<typeof ZLogbookImportResult>;
