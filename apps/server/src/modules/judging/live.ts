import type { LiveStandings, OfficialResultsDocument } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { publishLiveEvent } from '../../platform/events/live-events';
import { officialDocumentOf } from './results-repo';
import { standingsFromAudit } from './standings';

/** The event channel of a tournament's live leaderboard. */
export const tournamentChannel = (tournamentId: string) => `tournament:${tournamentId}`;

/** The name of the event that carries a tournament's standings after a change. */
export const STANDINGS_EVENT = 'standings';

/**
 * A tournament's live leaderboard (issue 35 point 4): its official results' standings once judging
 * finished, else the standings the official results would have from the judges' decisions so far
 * (`standingsFromAudit`, the one scoring), provisional.
 */
export async function liveStandingsOf(db: Db, tournamentId: string): Promise<LiveStandings> {
  const official = await officialDocumentOf(db, tournamentId);
  if (official) {
    const { boats, anglers, teams } = JSON.parse(official) as OfficialResultsDocument;
    return { provisional: false, boats, anglers, ...(teams ? { teams } : {}) };
  }
  return { provisional: true, ...(await standingsFromAudit(db, tournamentId)) };
}

/** Tells the tournament's live streams its standings, in the transaction that changed them. */
export async function publishStandings(tx: Db, tournamentId: string): Promise<void> {
  await publishLiveEvent(tx, tournamentChannel(tournamentId), {
    type: STANDINGS_EVENT,
    data: await liveStandingsOf(tx, tournamentId),
  });
}
