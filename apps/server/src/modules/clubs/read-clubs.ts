import { AppError, type ClubDto, type ClubListDto, type MyClubsDto } from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import type { ClubsDeps } from './deps';
import { toClubDto } from './presenter';
import { findAllClubs, findClubsByIds, findClubsExcept, findClubView, findRelationsOf } from './repo';

/** Every club, by name (the directory, the wizard's club section, the tournament filter). */
export async function listClubs(deps: ClubsDeps, actor: Actor | null | undefined): Promise<ClubListDto> {
  const [views, relations] = await Promise.all([
    findAllClubs(deps.db),
    actor ? findRelationsOf(deps.db, actor.userId) : null,
  ]);
  return { items: views.map((view) => toClubDto(view, relations)) };
}

/**
 * /myclubs (spec §2): the clubs I follow, belong to or have a request waiting for, and the others
 * (the carousel of clubs not yet followed).
 */
export async function myClubs(deps: ClubsDeps, actor: Actor): Promise<MyClubsDto> {
  const relations = await findRelationsOf(deps.db, actor.userId);
  const ids = [
    ...new Set([...relations.follows, ...relations.members, ...relations.pending].map((row) => row.clubId)),
  ];
  const [mine, others] = await Promise.all([findClubsByIds(deps.db, ids), findClubsExcept(deps.db, ids)]);
  return {
    mine: mine.map((view) => toClubDto(view, relations)),
    others: others.map((view) => toClubDto(view, relations)),
  };
}

/** One club for anyone (its page); the reader's relation when signed in. NOT_FOUND. */
export async function getClub(
  deps: ClubsDeps,
  actor: Actor | null | undefined,
  clubId: string,
): Promise<ClubDto> {
  const [view, relations] = await Promise.all([
    findClubView(deps.db, clubId),
    actor ? findRelationsOf(deps.db, actor.userId) : null,
  ]);
  if (!view) throw new AppError('NOT_FOUND');
  return toClubDto(view, relations);
}
