import { AppError, type Language, type TournamentDto } from '@tightlines/domain';
import type { Db } from '../../db/database';
import type { Actor } from '../../http/authenticate';
import type { TournamentsDeps } from './deps';
import { presentTournaments } from './presenter';
import { findTournament } from './repo';

/**
 * One published tournament as `viewer` sees it (a guest: null): anyone may read a published one,
 * whatever its status; a deleted one, an unknown id or a draft's (drafts are their organiser's
 * only, `drafts.ts`) is NOT_FOUND. Its species and places are named in `language`.
 */
export async function getTournament(
  deps: Pick<TournamentsDeps, 'db' | 'storage' | 'now'>,
  viewer: Actor | null,
  id: string,
  language: Language = 'en',
): Promise<TournamentDto> {
  const row = await findTournament(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return (await presentTournaments(deps, [row], viewer, { language }))[0]!;
}

/** What `getTournament` lets anyone read, without presenting it: NOT_FOUND otherwise. */
export async function requireReadableTournament(db: Db, id: string): Promise<void> {
  if (!(await findTournament(db, id))) throw new AppError('NOT_FOUND');
}
