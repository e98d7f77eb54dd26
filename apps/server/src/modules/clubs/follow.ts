import { AppError } from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import type { ClubsDeps } from './deps';
import { follow, findClub, unfollow } from './repo';

/** Follows a club at once (spec §4: follow and unfollow are immediate); following twice is once. NOT_FOUND. */
export async function followClub(deps: ClubsDeps, actor: Actor, clubId: string): Promise<void> {
  if (!(await findClub(deps.db, clubId))) throw new AppError('NOT_FOUND');
  await follow(deps.db, clubId, actor.userId);
}

/** Stops following a club at once; unfollowing one not followed changes nothing. NOT_FOUND. */
export async function unfollowClub(deps: ClubsDeps, actor: Actor, clubId: string): Promise<void> {
  if (!(await findClub(deps.db, clubId))) throw new AppError('NOT_FOUND');
  await unfollow(deps.db, clubId, actor.userId);
}
