import { AppError, type PageQuery } from '@tightlines/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterCursor, keysetPage, readCursor } from '../../db/keyset-page';
import { tournamentMembers, users } from '../../db/schema';
import type { Actor } from '../../http/authenticate';
import type { TournamentsDeps } from './deps';
import { canSeeTournamentInside } from './policy';
import { findTournament, isMember, peopleOf } from './repo';

/**
 * A tournament's members by name, in the order they joined, keyset paged. Who fishes a tournament
 * is shown to the people in it (`canSeeTournamentInside`: whoever judges it, its organiser among
 * them, and its members), not to the public.
 * NOT_FOUND; FORBIDDEN for anyone else.
 */
export async function listMembers(
  deps: TournamentsDeps,
  actor: Actor,
  tournamentId: string,
  query: PageQuery,
) {
  const tournament = await findTournament(deps.db, tournamentId);
  if (!tournament) throw new AppError('NOT_FOUND');
  const [people, joined] = await Promise.all([
    peopleOf(deps.db, tournament),
    isMember(deps.db, tournament.id, actor.userId),
  ]);
  if (!canSeeTournamentInside(actor, people, joined)) throw new AppError('FORBIDDEN');

  const after = readCursor(query.cursor);
  const rows = await deps.db
    .select({
      userId: tournamentMembers.userId,
      joinedAt: tournamentMembers.joinedAt,
      name: users.name,
      lastname: users.lastname,
    })
    .from(tournamentMembers)
    .innerJoin(users, eq(users.id, tournamentMembers.userId))
    .where(
      and(
        eq(tournamentMembers.tournamentId, tournament.id),
        afterCursor(
          { at: tournamentMembers.joinedAt, id: tournamentMembers.userId, direction: 'asc' },
          after,
        ),
      ),
    )
    .orderBy(asc(tournamentMembers.joinedAt), asc(tournamentMembers.userId))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit, (row) => ({ at: row.joinedAt, id: row.userId }));
  return {
    items: page.map((row) => ({
      name: row.name,
      lastname: row.lastname,
      joinedAt: row.joinedAt.toISOString(),
    })),
    nextCursor,
  };
}
