import { AppError, messages, type OfficialResults, type ResultsVerification } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { sha256Of, toOfficialResultsDto } from './finish';
import { findOfficialResults, findResultsByHash } from './results-repo';

/** A tournament's official results, for anyone. NOT_FOUND (resultsNotOfficial) before judging finished. */
export async function getOfficialResults(db: Db, tournamentId: string): Promise<OfficialResults> {
  const row = await findOfficialResults(db, tournamentId);
  if (!row) throw new AppError('NOT_FOUND', { message: messages.resultsNotOfficial });
  return toOfficialResultsDto(row);
}

/** The stored CSV or PDF of a tournament's official results. NOT_FOUND before judging finished. */
export async function getResultsFile(
  db: Db,
  tournamentId: string,
  kind: 'csv' | 'pdf',
): Promise<{ bytes: Buffer; sha256: string; resultsSha256: string }> {
  const row = await findOfficialResults(db, tournamentId);
  if (!row) throw new AppError('NOT_FOUND', { message: messages.resultsNotOfficial });
  return kind === 'csv'
    ? { bytes: row.csv, sha256: row.csvSha256, resultsSha256: row.sha256 }
    : { bytes: row.pdf, sha256: row.pdfSha256, resultsSha256: row.sha256 };
}

/**
 * Whether a file (its bytes) or a SHA-256 is official: the canonical results of a tournament, or
 * their CSV or PDF exactly as published. Anyone may ask; a changed byte matches nothing.
 */
export async function verifyResults(
  db: Db,
  input: { bytes: Buffer } | { sha256: string },
): Promise<ResultsVerification> {
  const sha256 = 'bytes' in input ? sha256Of(input.bytes) : input.sha256.toLowerCase();
  const row = await findResultsByHash(db, sha256);
  if (!row) return { matches: false, kind: null, sha256, tournament: null, resultsSha256: null };
  const kind = row.sha256 === sha256 ? 'results' : row.csvSha256 === sha256 ? 'csv' : 'pdf';
  return {
    matches: true,
    kind,
    sha256,
    tournament: { UUID: row.tournamentId, Name: row.name, finishedAt: row.finishedAt.toISOString() },
    resultsSha256: row.sha256,
  };
}
