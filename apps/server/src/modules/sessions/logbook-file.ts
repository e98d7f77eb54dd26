import {
  AppError,
  LOGBOOK_CSV_COLUMNS,
  LOGBOOK_MAX_MB,
  LOGBOOK_MAX_ROWS,
  type LogbookColumn,
} from '@tightlines/domain';

/** A logbook file's row as text, whatever the file: a CSV line, or a GPX point read into the CSV's columns. */
export interface LogbookRow {
  /** The CSV line (the column names are line 1), or the GPX point (from 1). */
  row: number;
  cells: Record<LogbookColumn, string>;
}

export const emptyCells = (): Record<LogbookColumn, string> =>
  Object.fromEntries(LOGBOOK_CSV_COLUMNS.map((column) => [column, ''])) as Record<LogbookColumn, string>;

/** The file refused whole, naming why: it is sent back as a 400 (413 past the size). */
export const refuseFile = (key: 'logbookNotUtf8' | 'logbookNotGpx' | 'logbookEmpty') =>
  new AppError('VALIDATION', { key, details: { fields: ['file'] } });

export const tooManyRows = () =>
  new AppError('VALIDATION', {
    key: 'logbookTooManyRows',
    values: { maximum: LOGBOOK_MAX_ROWS },
    details: { fields: ['file'] },
  });

export const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    key: 'logbookTooLarge',
    values: { maximum: LOGBOOK_MAX_MB },
    details: { fields: ['file'] },
  });

/**
 * The file's text: UTF-8 (a byte-order mark dropped), or refused. A UTF-16 file, a Latin-1 export
 * of a spreadsheet or binary garbage has bytes UTF-8 cannot have (or NULs), and is refused whole
 * rather than read with its letters replaced.
 */
export function decodeLogbook(bytes: Buffer): string {
  if (bytes.length === 0) throw refuseFile('logbookEmpty');
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16 || bytes.includes(0)) throw refuseFile('logbookNotUtf8');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuseFile('logbookNotUtf8');
  }
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) is written
 * behind an apostrophe (OWASP "CSV injection"), which an import takes off again.
 */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
export function unguardFormula(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
