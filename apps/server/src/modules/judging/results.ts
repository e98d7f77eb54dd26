import {
  AppError,
  type OfficialResults,
  type OfficialResultsDocument,
  type ResultsEvidence,
  type ResultsVerification,
} from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Storage } from '../../platform/storage/storage';
import { findTournamentToJudge } from '../tournaments';
import { findCatch } from './catch-repo';
import { sha256Of, toOfficialResultsDto } from './finish';
import { catchPartsOf } from './feed';
import { presentCatches } from './presenter';
import { findOfficialResults, findResultsByHash } from './results-repo';

/** A tournament's official results, for anyone. NOT_FOUND (resultsNotOfficial) before judging finished. */
export async function getOfficialResults(db: Db, tournamentId: string): Promise<OfficialResults> {
  const row = await findOfficialResults(db, tournamentId);
  if (!row) throw new AppError('NOT_FOUND', { key: 'resultsNotOfficial' });
  return toOfficialResultsDto(row);
}

/** The stored CSV or PDF of a tournament's official results. NOT_FOUND before judging finished. */
export async function getResultsFile(
  db: Db,
  tournamentId: string,
  kind: 'csv' | 'pdf',
): Promise<{ bytes: Buffer; sha256: string; resultsSha256: string }> {
  const row = await findOfficialResults(db, tournamentId);
  if (!row) throw new AppError('NOT_FOUND', { key: 'resultsNotOfficial' });
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

/**
 * One catch the official results count, for anyone (a standings line's evidence). NOT_FOUND before
 * judging finished and for a catch the results do not count: only what made the standings is shown.
 * A session a moderator hid keeps its place in the results but no longer shows its videos.
 */
export async function getResultsEvidence(
  deps: { db: Db; storage: Storage; now: () => Date },
  tournamentId: string,
  catchId: string,
): Promise<ResultsEvidence> {
  const official = await findOfficialResults(deps.db, tournamentId);
  if (!official) throw new AppError('NOT_FOUND', { key: 'resultsNotOfficial' });
  const { boats, anglers, teams = [] } = JSON.parse(official.document) as OfficialResultsDocument;
  const counted = [...boats, ...anglers, ...teams].some((line) => line.catchIds.includes(catchId));
  const [tournament, row] = counted
    ? await Promise.all([
        findTournamentToJudge(deps.db, tournamentId),
        findCatch(deps.db, tournamentId, catchId),
      ])
    : [];
  if (!tournament || !row) throw new AppError('NOT_FOUND');
  const [judged] = presentCatches(
    tournament,
    [row],
    await catchPartsOf(deps, tournament, [row]),
    false,
    null,
  );
  const { catchId: id, logTime, boat, angler, species, videos, objectOfTheDay, decision } = judged!;
  const {
    version: _version,
    defaultPoints: _default,
    maxPoints: _maximum,
    refusalReason: _reason,
    ...decided
  } = decision;
  return {
    catchId: id,
    logTime,
    boat: boat ? { boatName: boat.boatName } : null,
    angler,
    species,
    videos: row.sessionHidden ? [] : videos,
    objectOfTheDay,
    decision: decided,
  };
}
