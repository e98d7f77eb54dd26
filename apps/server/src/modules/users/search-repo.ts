import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import * as t from '../../db/schema';
import { foldForSearch, fullNameOf } from '../../db/search-fold';

/** `%`, `_` and the escape character itself match only themselves in a LIKE pattern built from input. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export interface UserSearch {
  /** Trimmed, at least two characters. */
  text: string;
  offset: number;
  limit: number;
  orderValue: 'username' | 'name' | 'lastname';
  direction: 'asc' | 'desc';
}

const fullName = foldForSearch(fullNameOf(t.users.name, t.users.lastname));
const lastname = foldForSearch(t.users.lastname);
const showEmail = sql<boolean>`coalesce(${t.userPrivacy.showEmail}, false)`;

const ORDERS: Record<UserSearch['orderValue'], SQL[]> = {
  username: [fullName],
  name: [foldForSearch(t.users.name), lastname],
  lastname: [lastname, foldForSearch(t.users.name)],
};

/**
 * Live users whose "first last" name or last name starts with the text (ignoring case and accents),
 * or whose e-mail starts with it among those who show their e-mail: a hidden address, typed in full
 * or letter by letter, never leads to its person. Each branch is a prefix scan of its own index.
 */
export function findUserCards(db: Db, search: UserSearch) {
  const prefix = sql`${foldForSearch(sql`${escapeLike(search.text)}::text`)} || '%'`;
  const email = search.text.toLowerCase();
  const emailPrefix = `${escapeLike(email)}%`;
  const byName = or(sql`${fullName} like ${prefix}`, sql`${lastname} like ${prefix}`);
  const order = search.direction === 'desc' ? desc : asc;
  return db
    .select({
      id: t.users.id,
      name: t.users.name,
      lastname: t.users.lastname,
      roleName: t.users.roleName,
      picture: t.users.pictureUrl,
      email: t.users.email,
      showEmail,
    })
    .from(t.users)
    .leftJoin(t.userPrivacy, eq(t.userPrivacy.userId, t.users.id))
    .where(
      and(
        isNull(t.users.deletedAt),
        // Only columns of users here, so the planner can OR the three index scans together…
        or(byName, sql`${t.users.email} like ${emailPrefix}`),
        // …then an e-mail match counts only for users who show their e-mail.
        or(byName, showEmail),
      ),
    )
    .orderBy(...ORDERS[search.orderValue].map((key) => order(key)), asc(t.users.id))
    .offset(search.offset)
    .limit(search.limit);
}

export type UserCardRow = Awaited<ReturnType<typeof findUserCards>>[number];
