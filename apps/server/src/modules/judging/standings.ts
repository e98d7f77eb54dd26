import { computeStandings } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { teamsOfTournamentMembers } from '../teams';
import { standingsCatchesOf } from './catch-repo';
import { auditOf } from './results-repo';

/** The standings of a tournament recomputed from its audit trail alone (domain `computeStandings`). */
export async function standingsFromAudit(db: Db, tournamentId: string) {
  const [catches, audit, fishing] = await Promise.all([
    standingsCatchesOf(db, tournamentId),
    auditOf(db, tournamentId),
    teamsOfTournamentMembers(db, tournamentId),
  ]);
  // Issue 38: who fishes in which registered team (the teams module's surface).
  const teamOf = new Map(fishing.map((row) => [row.userId, row.teamId]));
  const teams = [
    ...new Map(fishing.map((row) => [row.teamId, { id: row.teamId, name: row.teamName }])).values(),
  ];
  return computeStandings(
    catches.map((row) => ({
      catchId: row.catchId,
      boatId: row.boatId,
      boatName: row.boatName,
      anglerId: row.anglerId,
      anglerName: row.anglerName,
      releaseTime: row.logTime.toISOString(),
      teamId: teamOf.get(row.anglerId) ?? null,
    })),
    audit.map((entry) => ({
      seq: entry.seq,
      catchId: entry.logId,
      after: entry.after as { status: 'Approved' | 'Refused'; points: number },
    })),
    teams,
  );
}
