import type { OfficialResultsDocument, StandingLineDto } from '@tightlines/domain';
import PDFDocument from 'pdfkit';

/**
 * The official results as files (issue 22 point 6): a CSV and a PDF, each naming the SHA-256 of
 * the canonical results JSON and where to verify it. Made once when judging finishes and stored,
 * so a download is always the same bytes and its own hash verifies too.
 */

/** A CSV field, quoted, with a leading formula character defused (a spreadsheet would run it). */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

function csvLines(kind: 'boat' | 'angler' | 'team', lines: StandingLineDto[]): string[] {
  return lines.map((line) =>
    [kind, line.rank, line.name, line.points, line.releases, line.reachedAt, line.catchIds.join(' ')]
      .map(csvField)
      .join(','),
  );
}

/** The results as CSV (RFC 4180, CRLF), its first lines naming the tournament and the results' hash. */
export function resultsCsv(document: OfficialResultsDocument, sha256: string, verifyUrl: string): Buffer {
  const lines = [
    ['Tightlines official results'],
    ['tournament', document.tournament.name, document.tournament.id],
    ['rule set', document.tournament.ruleSet],
    ['finished at', document.tournament.finishedAt],
    ['results sha-256', sha256],
    ['verify at', verifyUrl],
    [],
  ].map((fields) => fields.map(csvField).join(','));
  const header = ['standing', 'rank', 'name', 'points', 'releases', 'reached at', 'evidence (catch ids)']
    .map(csvField)
    .join(',');
  const body = [
    header,
    ...csvLines('boat', document.boats),
    ...csvLines('angler', document.anglers),
    // Issue 38: the teams' standings, in the results of a tournament with registered teams.
    ...csvLines('team', document.teams ?? []),
  ];
  return Buffer.from(`${[...lines, ...body].join('\r\n')}\r\n`, 'utf8');
}

/** The results as a PDF (pdfkit, the standard Helvetica), with the hash on every page's foot. */
export function resultsPdf(
  document: OfficialResultsDocument,
  sha256: string,
  verifyUrl: string,
): Promise<Buffer> {
  const finishedAt = new Date(document.tournament.finishedAt);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    bufferPages: true,
    info: {
      Title: `Official results: ${document.tournament.name}`,
      Author: 'Tightlines',
      Subject: `Results SHA-256 ${sha256}`,
      CreationDate: finishedAt,
      ModDate: finishedAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(18).text('Official results');
  pdf.font('Helvetica').fontSize(12).text(document.tournament.name);
  pdf.fontSize(9).fillColor('#333333');
  pdf.text(`Rule set: ${document.tournament.ruleSet}`);
  pdf.text(`Finished: ${document.tournament.finishedAt}`);
  pdf.moveDown();
  table(pdf, 'Boats', document.boats);
  table(pdf, 'Anglers', document.anglers);
  if (document.teams) table(pdf, 'Teams', document.teams);

  const range = pdf.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    pdf.switchToPage(page);
    const bottom = pdf.page.height - 40;
    pdf.page.margins.bottom = 0;
    // Two lines: the hash and the address of the check page do not fit one line of an A4 page.
    pdf.font('Helvetica').fontSize(7).fillColor('#333333');
    for (const [index, line] of [`Results SHA-256: ${sha256}`, `Verify at ${verifyUrl}`].entries()) {
      pdf.text(line, 48, bottom - 9 + index * 9, { width: pdf.page.width - 96, lineBreak: false });
    }
  }
  pdf.end();
  return done;
}

const COLUMNS = [
  { title: 'Rank', width: 40 },
  { title: 'Name', width: 200 },
  { title: 'Points', width: 60 },
  { title: 'Releases', width: 60 },
  { title: 'Reached at (UTC)', width: 140 },
];

function table(pdf: PDFKit.PDFDocument, title: string, lines: StandingLineDto[]): void {
  pdf.font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(title, 48);
  pdf.moveDown(0.3);
  row(
    pdf,
    COLUMNS.map((column) => column.title),
    'Helvetica-Bold',
  );
  if (!lines.length) row(pdf, ['', 'No entries', '', '', ''], 'Helvetica');
  for (const line of lines) {
    row(
      pdf,
      [String(line.rank), line.name, String(line.points), String(line.releases), line.reachedAt ?? '-'],
      'Helvetica',
    );
  }
  pdf.moveDown();
}

function row(pdf: PDFKit.PDFDocument, cells: string[], font: string): void {
  if (pdf.y > pdf.page.height - 90) pdf.addPage();
  const y = pdf.y;
  let x = 48;
  pdf.font(font).fontSize(9).fillColor('#000000');
  cells.forEach((cell, index) => {
    const width = COLUMNS[index]!.width;
    pdf.text(cell, x, y, { width: width - 6, lineBreak: false, ellipsis: true });
    x += width;
  });
  pdf.y = y + 14;
}
