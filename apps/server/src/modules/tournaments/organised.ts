import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tournaments } from '../../db/schema';

/**
 * The paid tournaments `userId` organises (deleted ones aside), newest start first: what the
 * organiser's money view sums (the payments module reads the ledger for them).
 */
export async function paidTournamentsOrganisedBy(db: Db, userId: string) {
  return db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      startAt: tournaments.startAt,
      feeCents: tournaments.feeCents,
      currency: tournaments.currency,
    })
    .from(tournaments)
    .where(
      and(
        eq(tournaments.organiserId, userId),
        gt(tournaments.feeCents, 0),
        ne(tournaments.status, 'Deleted'),
      ),
    )
    .orderBy(desc(tournaments.startAt), desc(tournaments.id));
}
