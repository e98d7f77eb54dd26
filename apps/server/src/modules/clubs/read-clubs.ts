import { AppError, type ClubDto, type ClubListDto, type MyClubsDto } from '@tightlines/domain';
import type { Actor } from '../../http/authenticate';
import { pictureUrls } from '../media';
import type { ClubsDeps } from './deps';
import { toClubDto, type Relations } from './presenter';
import {
  findAllClubs,
  findClubsByIds,
  findClubsExcept,
  findClubView,
  findRelationsOf,
  type ClubView,
} from './repo';

/** Presents clubs for a reader (their relations, or none for a guest), their pictures signed. */
export async function presentClubs(
  deps: Pick<ClubsDeps, 'storage'>,
  views: ClubView[],
  relations: Relations | null,
): Promise<ClubDto[]> {
  const urlOf = await pictureUrls(
    deps.storage,
    views.map((view) => view.club.pictureKey),
  );
  return views.map((view) => toClubDto(view, relations, urlOf(view.club.pictureKey)));
}

/** Every club, by name (the directory, the wizard's club section, the tournament filter). */
export async function listClubs(deps: ClubsDeps, actor: Actor | null | undefined): Promise<ClubListDto> {
  const [views, relations] = await Promise.all([
    findAllClubs(deps.db),
    actor ? findRelationsOf(deps.db, actor.userId) : null,
  ]);
  return { items: await presentClubs(deps, views, relations) };
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
    mine: await presentClubs(deps, mine, relations),
    others: await presentClubs(deps, others, relations),
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
  const [club] = await presentClubs(deps, [view], relations);
  return club!;
}
