import { USER_SEARCH_MIN_LENGTH, type UserCard, type ZUserSearchQuery } from '@tightlines/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { Storage } from '../../platform/storage/storage';
import { toPictureUrl } from '../media';
import { toUserCardDto } from './presenter';
import { findUserCards } from './search-repo';

/**
 * Spec §7 users list for a signed-in user: live users found by name, last name or e-mail, one page
 * (5 by default). A text shorter than two characters finds no one. Never throws for a valid query.
 */
export async function listUsers(
  db: Db,
  storage: Storage,
  query: z.output<typeof ZUserSearchQuery>,
): Promise<UserCard[]> {
  const text = query.searchText;
  if (text.length < USER_SEARCH_MIN_LENGTH) return [];
  const rows = await findUserCards(db, {
    text,
    offset: query.offset,
    limit: query.limit,
    orderValue: query.orderValue,
    direction: query.direction.toLowerCase() === 'desc' ? 'desc' : 'asc',
  });
  return Promise.all(
    rows.map(async (row) => toUserCardDto(row, { pictureUrl: await toPictureUrl(storage, row.picture) })),
  );
}
