import { LOGBOOK_MAX_ROWS, unitLabel, type SizeUnitId, type WeightUnitId } from '@tightlines/domain';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { emptyCells, refuseFile, tooManyRows, type LogbookRow } from './logbook-file';
import type { LogbookSession } from './logbook-repo';

/** Our GPX extension's namespace: a waypoint's session, measures, boat and place. */
const TL_NAMESPACE = 'https://tightlines.app/xmlns/gpx-logbook/1';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The logbook as GPX 1.1: a waypoint per fish log that has a position (GPX has no point without
 * one), its time, the species as its name, the kind and measures as its description, and the
 * session it belongs to in our extension, so an import puts it back in the same session.
 */
export function writeLogbookGpx(sessions: LogbookSession[], now: Date): string {
  const points: string[] = [];
  for (const session of [...sessions].reverse()) {
    for (const log of session.logs) {
      if (log.latitude === null || log.longitude === null) continue;
      const length = log.length === null ? null : `${log.length} ${unitLabel(log.sizeUnitId as SizeUnitId)}`;
      const weight =
        log.weight === null ? null : `${log.weight} ${unitLabel(log.weightUnitId as WeightUnitId)}`;
      const extension = (name: string, value: string | null, unit?: string) =>
        value === null ? '' : `<tl:${name}${unit ? ` unit="${unit}"` : ''}>${escapeXml(value)}</tl:${name}>`;
      points.push(
        `  <wpt lat="${log.latitude}" lon="${log.longitude}">` +
          `<time>${log.logTime.toISOString()}</time>` +
          `<name>${escapeXml(log.species)}</name>` +
          `<desc>${escapeXml([log.type, length, weight].filter(Boolean).join(' · '))}</desc>` +
          `<type>${log.type}</type>` +
          '<extensions>' +
          extension('session', session.id) +
          extension('sessionStart', session.startAt.toISOString()) +
          extension('sessionFinish', session.finishAt.toISOString()) +
          extension('fishingStyle', session.fishingStyle) +
          extension('boat', session.boatName) +
          extension('locality', session.localityName) +
          extension(
            'length',
            log.length === null ? null : String(log.length),
            unitLabel(log.sizeUnitId as SizeUnitId),
          ) +
          extension(
            'weight',
            log.weight === null ? null : String(log.weight),
            unitLabel(log.weightUnitId as WeightUnitId),
          ) +
          '</extensions></wpt>',
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="Tightlines" xmlns="http://www.topografix.com/GPX/1/1" xmlns:tl="${TL_NAMESPACE}">`,
    `  <metadata><name>Tightlines logbook</name><time>${now.toISOString()}</time></metadata>`,
    ...points,
    '</gpx>',
    '',
  ].join('\n');
}

/** The GPX elements read into the CSV's columns (our extension's, and the standard ones). */
const FIELDS: Record<string, keyof ReturnType<typeof emptyCells>> = {
  time: 'log_time',
  name: 'species',
  type: 'type',
  'tl:session': 'session_id',
  'tl:sessionStart': 'session_start',
  'tl:sessionFinish': 'session_finish',
  'tl:fishingStyle': 'fishing_style',
  'tl:boat': 'boat',
  'tl:locality': 'locality',
  'tl:length': 'length',
  'tl:weight': 'weight',
};

/**
 * The waypoints of a GPX file as logbook rows, read as a stream of tags: counting stops at
 * LOGBOOK_MAX_ROWS points (waypoints, track and route points alike: refused), and a file that is
 * not XML, declares a DOCTYPE (entities) or is not a GPX is refused. A waypoint without our
 * session is put in a session of its day, from its first fish to its last.
 */
export function readLogbookGpx(content: string): LogbookRow[] {
  const rows: LogbookRow[] = [];
  let points = 0;
  let root: string | null = null;
  let current: LogbookRow | null = null;
  let field: keyof ReturnType<typeof emptyCells> | null = null;
  const parser = new SaxesParser({ xmlns: false });
  parser.on('doctype', () => {
    throw refuseFile('logbookNotGpx');
  });
  parser.on('opentag', (tag: SaxesTagPlain) => {
    root ??= tag.name;
    if (root !== 'gpx') throw refuseFile('logbookNotGpx');
    if (tag.name === 'wpt' || tag.name === 'trkpt' || tag.name === 'rtept') {
      points += 1;
      if (points > LOGBOOK_MAX_ROWS) throw tooManyRows();
    }
    if (tag.name === 'wpt') {
      const cells = emptyCells();
      cells.latitude = String(tag.attributes.lat ?? '');
      cells.longitude = String(tag.attributes.lon ?? '');
      current = { row: points, cells };
      return;
    }
    if (!current) return;
    field = FIELDS[tag.name] ?? null;
    if (field === 'length') current.cells.length_unit = String(tag.attributes.unit ?? '');
    if (field === 'weight') current.cells.weight_unit = String(tag.attributes.unit ?? '');
  });
  parser.on('text', (text) => {
    if (current && field) current.cells[field] += text;
  });
  parser.on('cdata', (text) => {
    if (current && field) current.cells[field] += text;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'wpt' && current) {
      rows.push(current);
      current = null;
    }
    field = null;
  });
  parser.on('error', () => {
    throw refuseFile('logbookNotGpx');
  });
  parser.write(content).close();
  if (root !== 'gpx') throw refuseFile('logbookNotGpx');
  return inDaySessions(rows.map(trimmed));
}

function trimmed(row: LogbookRow): LogbookRow {
  const cells = emptyCells();
  for (const [column, value] of Object.entries(row.cells)) cells[column as keyof typeof cells] = value.trim();
  return { row: row.row, cells };
}

/**
 * Waypoints without our session: one Offshore session a day (UTC), from the day's first fish to its
 * last.
 */
function inDaySessions(rows: LogbookRow[]): LogbookRow[] {
  const days = new Map<string, LogbookRow[]>();
  for (const row of rows) {
    if (row.cells.session_id || !/^\d{4}-\d{2}-\d{2}/.test(row.cells.log_time)) continue;
    const time = Date.parse(row.cells.log_time);
    if (Number.isNaN(time)) continue;
    const day = new Date(time).toISOString().slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  for (const [day, dayRows] of days) {
    const times = dayRows.map((row) => Date.parse(row.cells.log_time));
    for (const row of dayRows) {
      row.cells.session_id = `day-${day}`;
      row.cells.session_start ||= new Date(Math.min(...times)).toISOString();
      row.cells.session_finish ||= new Date(Math.max(...times)).toISOString();
      // A GPS's own waypoints say nothing of the fishing: the preview shows what is assumed.
      row.cells.fishing_style ||= 'Offshore';
    }
  }
  return rows;
}
