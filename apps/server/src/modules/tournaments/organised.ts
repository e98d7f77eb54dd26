import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { tournaments } from '../../db/schema';

type ListedStatus = 'Active' | 'Finished' | 'Canceled';

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
      // Deleted ones are left out below, so what is left is one of these.
      status: sql<ListedStatus>`${tournaments.status}`,
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
