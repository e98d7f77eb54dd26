import { computeStandings } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { standingsCatchesOf } from './catch-repo';
import { auditOf } from './results-repo';

/** The standings of a tournament recomputed from its audit trail alone (domain `computeStandings`). */
export async function standingsFromAudit(db: Db, tournamentId: string) {
  const [catches, audit] = await Promise.all([
    standingsCatchesOf(db, tournamentId),
    auditOf(db, tournamentId),
  ]);
  return computeStandings(
    catches.map((row) => ({
      catchId: row.catchId,
      boatId: row.boatId,
      boatName: row.boatName,
      anglerId: row.anglerId,
      anglerName: row.anglerName,
      releaseTime: row.logTime.toISOString(),
    })),
    audit.map((entry) => ({
      seq: entry.seq,
      catchId: entry.logId,
      after: entry.after as { status: 'Approved' | 'Refused'; points: number },
    })),
  );
}
