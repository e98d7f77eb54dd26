import type { Db } from '../../db/database';
import { findTournamentTeamMembers } from './repo';

/** A tournament's fishing member and the registered team they fish in. */
export interface TeamOfMember {
  userId: string;
  teamId: string;
  teamName: string;
}

/**
 * Who fishes a tournament in which registered team (issue 38): what the judging workspace's team
 * filter and the team standings read, instead of the teams module's tables.
 */
export async function teamsOfTournamentMembers(db: Db, tournamentId: string): Promise<TeamOfMember[]> {
  const rows = await findTournamentTeamMembers(db, tournamentId);
  return rows.map((row) => ({ userId: row.userId, teamId: row.teamId, teamName: row.teamName }));
}
