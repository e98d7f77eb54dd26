import { isCurrentMembership } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { currentMemberIdsQuery, findClub, findMember } from './repo';

/**
 * Whether the user is a current member of the club at `now` (issue 37 point 4: a club-only
 * tournament admits current members only; a subscription that ended counts as none, even before the
 * expiry job has ended it).
 */
export async function isCurrentClubMember(
  db: Db,
  clubId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  return isCurrentMembership(await findMember(db, clubId, userId), now);
}

/** Whether a club exists (a club-only tournament must name one). */
export async function clubExists(db: Db, clubId: string): Promise<boolean> {
  return (await findClub(db, clubId)) !== null;
}

/**
 * The user ids of the club's current members at `now` (by the rule of `isCurrentClubMember`), as a
 * subquery another module's query filters by: the club's leaderboard (issue 37 point 3).
 */
export function currentClubMemberIds(db: Db, clubId: string, now: Date) {
  return currentMemberIdsQuery(db, clubId, now);
}
