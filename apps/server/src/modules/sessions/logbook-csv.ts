import {
  AppError,
  LOGBOOK_CSV_COLUMNS,
  LOGBOOK_MAX_ROWS,
  unitLabel,
  type LogbookColumn,
  type SizeUnitId,
  type WeightUnitId,
} from '@tightlines/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { emptyCells, guardFormula, tooManyRows, unguardFormula, type LogbookRow } from './logbook-file';
import type { LogbookSession } from './logbook-repo';

/** The text columns, guarded against spreadsheet formulas on the way out. */
const TEXT_COLUMNS = new Set<LogbookColumn>(['session_id', 'boat', 'locality', 'species']);

/** The logbook as CSV: the column names, then a row per fish log (a session without fish: one row). */
export function writeLogbookCsv(sessions: LogbookSession[]): string {
  const rows: string[][] = [];
  for (const session of sessions) {
    const sessionCells = [
      session.id,
      session.startAt.toISOString(),
      session.finishAt.toISOString(),
      session.fishingStyle,
      session.boatName ?? '',
      session.localityName ?? '',
    ];
    const logs = session.logs.length > 0 ? session.logs : [null];
    for (const log of logs) {
      const logCells = log
        ? [
            log.logTime.toISOString(),
            log.species,
            log.type,
            text(log.latitude),
            text(log.longitude),
            text(log.length),
            unitLabel(log.sizeUnitId as SizeUnitId),
            text(log.weight),
            unitLabel(log.weightUnitId as WeightUnitId),
          ]
        : ['', '', '', '', '', '', '', '', ''];
      const cells = [...sessionCells, ...logCells];
      rows.push(
        cells.map((cell, index) =>
          TEXT_COLUMNS.has(LOGBOOK_CSV_COLUMNS[index]!) ? guardFormula(cell) : cell,
        ),
      );
    }
  }
  return stringify([[...LOGBOOK_CSV_COLUMNS], ...rows], { record_delimiter: 'windows' });
}

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * The rows of a logbook CSV, read with their line numbers. The first line names the columns (in any
 * order; unknown ones are ignored). Reading stops past LOGBOOK_MAX_ROWS rows (refused), and a file
 * whose quoting is broken or that names no logbook columns is refused, naming the line.
 */
export function readLogbookCsv(content: string): LogbookRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      to: LOGBOOK_MAX_ROWS + 2,
    }) as unknown as typeof records;
  } catch (error) {
    const line = error instanceof CsvError ? Number((error as CsvError & { lines?: number }).lines ?? 1) : 1;
    throw notCsv(line);
  }
  const [header, ...body] = records;
  if (!header) throw notCsv(1);
  const names = header.record.map((name) => name.toLowerCase());
  const missing = LOGBOOK_CSV_COLUMNS.filter((column) => !names.includes(column));
  // Every column but the optional session_id, boat and locality must be there.
  if (missing.some((column) => !['session_id', 'boat', 'locality'].includes(column))) {
    throw notCsv(header.info.lines);
  }
  if (body.length > LOGBOOK_MAX_ROWS) throw tooManyRows();
  return body.map(({ record, info }) => {
    const cells = emptyCells();
    names.forEach((name, index) => {
      if ((LOGBOOK_CSV_COLUMNS as readonly string[]).includes(name)) {
        cells[name as LogbookColumn] = unguardFormula(record[index] ?? '');
      }
    });
    return { row: info.lines, cells };
  });
}

const notCsv = (line: number) =>
  new AppError('VALIDATION', { key: 'logbookNotCsv', values: { line }, details: { fields: ['file'] } });
