import {
  AppError,
  canonicalJson,
  encodeUuid,
  type OfficialResults,
  type OfficialResultsDocument,
} from '@tightlines/domain';
import { createHash } from 'node:crypto';
import type { Actor } from '../../http/authenticate';
import { notify } from '../notifications';
import { judgeEmailsOf, markTournamentFinished, participantIdsOf } from '../tournaments';
import { requireJudgeAccess, requireJudgingOpen, uploadsOpenFor } from './access';
import { refreshRankedCatches } from '../rankings';
import { countCatches, storeInvalidCatches } from './catch-repo';
import type { JudgingDeps } from './deps';
import { resultsCsv, resultsPdf } from './exports';
import { publishStandings } from './live';
import { standingsFromAudit } from './standings';
import { oweResultsMails, sendOwedResultsMails } from './results-mails';
import { findOfficialResults, insertOfficialResults, type OfficialResultsRow } from './results-repo';

export const sha256Of = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The page of the web app where anyone checks a file or a SHA-256 against the tournament's official
 * results, printed in the CSV and the PDF (results stored before it printed the API's address).
 */
export function resultsVerifyUrl(publicUrl: string, tournamentId: string): string {
  return `${publicUrl}/tournament/${encodeUuid(tournamentId)}/verify`;
}

/** The official results as the API shows them. */
export function toOfficialResultsDto(row: OfficialResultsRow): OfficialResults {
  const base = `/api/results/${row.tournamentId}`;
  return {
    results: JSON.parse(row.document) as OfficialResultsDocument,
    sha256: row.sha256,
    csvUrl: `${base}/results.csv`,
    pdfUrl: `${base}/results.pdf`,
    csvSha256: row.csvSha256,
    pdfSha256: row.pdfSha256,
  };
}

/**
 * Finishes judging (spec §4, issue 22 point 5), for a named judge or the organiser, exactly once:
 * with no catch Pending and the upload deadline passed, the standings are computed from the audit
 * trail, stored with their CSV and PDF as the official results, the tournament set Finished, and
 * its participants told by e-mail and notified; asking again answers the same stored results and sends nothing.
 * NOT_FOUND; FORBIDDEN; CONFLICT before the start, before the upload deadline, for a cancelled
 * tournament, with no named judge who accepted (judgingNeedsAcceptedJudge), or while catches are
 * Pending (`details.pending` says how many).
 */
export async function finishJudging(
  deps: JudgingDeps,
  actor: Actor,
  tournamentId: string,
): Promise<OfficialResults> {
  const now = deps.now();
  const { row, tournament, created } = await deps.db.transaction(async (tx) => {
    const access = await requireJudgeAccess(tx, actor, tournamentId, now, true);
    const stored = await findOfficialResults(tx, access.tournament.id);
    if (stored) return { row: stored, tournament: access.tournament, created: false };
    requireJudgingOpen(access);
    const { tournament } = access;
    if (uploadsOpenFor(access, now)) {
      throw new AppError('CONFLICT', { key: 'judgingUploadsOpen' });
    }
    // Issue 32: results are official only when someone the organiser named accepted to judge.
    if ((await judgeEmailsOf(tx, tournament.id)).length === 0) {
      throw new AppError('CONFLICT', { key: 'judgingNeedsAcceptedJudge' });
    }
    const { Pending } = await countCatches(tx, tournament.id, { timeZone: tournament.timeZone });
    if (Pending > 0) {
      throw new AppError('CONFLICT', {
        key: 'judgingPendingCatches',
        details: { pending: Pending },
      });
    }
    await storeInvalidCatches(tx, tournament.id);
    // Catches found Invalid leave the rankings.
    await refreshRankedCatches(tx, { tournamentId: tournament.id });
    const standings = await standingsFromAudit(tx, tournament.id);
    const document: OfficialResultsDocument = {
      format: 'tightlines-official-results/1',
      tournament: {
        id: tournament.id,
        name: tournament.name,
        ruleSet: tournament.ruleName,
        finishedAt: now.toISOString(),
      },
      ...standings,
    };
    const canonical = canonicalJson(document);
    const sha256 = sha256Of(canonical);
    const verifyUrl = resultsVerifyUrl(deps.publicUrl, tournament.id);
    const csv = resultsCsv(document, sha256, verifyUrl);
    const pdf = await resultsPdf(document, sha256, verifyUrl);
    const written = {
      tournamentId: tournament.id,
      document: canonical,
      sha256,
      csv,
      csvSha256: sha256Of(csv),
      pdf,
      pdfSha256: sha256Of(pdf),
      finishedBy: actor.userId,
      finishedAt: now,
    };
    await insertOfficialResults(tx, written);
    await markTournamentFinished(tx, tournament.id);
    await oweResultsMails(tx, tournament.id);
    await notify(tx, {
      recipients: await participantIdsOf(tx, tournament.id),
      actorId: actor.userId,
      kind: 'resultsOfficial',
      eventKey: `results:${tournament.id}`,
      subjects: { tournamentId: tournament.id },
      values: { tournamentName: tournament.name },
    });
    await publishStandings(tx, tournament.id);
    return { row: written, tournament, created: true };
  });
  if (created) {
    // The results are official whatever the mail server does: what is not sent now, the sweep sends.
    await sendOwedResultsMails(deps, tournament.id).catch((error: unknown) =>
      deps.log.error({ err: error, tournamentId: tournament.id }, 'results mails left to the sweep'),
    );
  }
  return toOfficialResultsDto(row);
}
