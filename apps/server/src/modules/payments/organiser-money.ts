import type { CheckoutOrderDto, OrganiserTournamentMoneyDto } from '@tightlines/domain';
import { and, count, eq, inArray, sql, sum } from 'drizzle-orm';
import { checkouts, transactions } from '../../db/schema';
import type { Db } from '../../db/database';
import type { PaymentsDeps } from './deps';

/** A paid tournament of the organiser, as the tournaments module knows it. */
export interface OrganisedTournament {
  id: string;
  name: string;
  startAt: Date;
  status: 'Active' | 'Finished' | 'Canceled';
  feeCents: number;
  currency: string;
}

/** The paid tournaments a user organises (supplied by app wiring: the tournaments module knows them). */
export type OrganisedTournaments = (userId: string) => Promise<OrganisedTournament[]>;

/**
 * The entries and money of `organised`, summed from our own ledger only: the payments (Credit,
 * Complete) of their entry checkouts, the platform's share kept on each checkout, and the refunds
 * (Debit, Complete) of those payments. An entry refunded no longer counts as an entry.
 */
export async function moneyOfTournaments(
  db: Db,
  organised: OrganisedTournament[],
): Promise<OrganiserTournamentMoneyDto[]> {
  const ids = organised.map((tournament) => tournament.id);
  if (!ids.length) return [];
  const ofEntries = (type: 'Credit' | 'Debit') =>
    and(
      eq(checkouts.purpose, 'tournament_entry'),
      inArray(checkouts.subjectId, ids),
      eq(transactions.type, type),
      eq(transactions.status, 'Complete'),
    );
  const [credits, debits] = await Promise.all([
    db
      .select({
        subjectId: checkouts.subjectId,
        payments: count(),
        grossCents: sum(transactions.amountCents).mapWith(Number),
        platformFeeCents: sum(checkouts.platformFeeCents).mapWith(Number),
        testMoney: sql<boolean>`bool_or(${transactions.testMoney})`.mapWith(Boolean),
      })
      .from(transactions)
      .innerJoin(checkouts, eq(checkouts.id, transactions.checkoutId))
      .where(ofEntries('Credit'))
      .groupBy(checkouts.subjectId),
    db
      .select({
        subjectId: checkouts.subjectId,
        refunds: count(),
        refundsCents: sum(transactions.amountCents).mapWith(Number),
      })
      .from(transactions)
      .innerJoin(checkouts, eq(checkouts.id, transactions.checkoutId))
      .where(ofEntries('Debit'))
      .groupBy(checkouts.subjectId),
  ]);
  const creditOf = new Map(credits.map((row) => [row.subjectId, row]));
  const debitOf = new Map(debits.map((row) => [row.subjectId, row]));
  return organised.map((tournament) => {
    const credit = creditOf.get(tournament.id);
    const debit = debitOf.get(tournament.id);
    const grossCents = credit?.grossCents ?? 0;
    const platformFeeCents = credit?.platformFeeCents ?? 0;
    const refundsCents = debit?.refundsCents ?? 0;
    return {
      tournamentUUID: tournament.id,
      name: tournament.name,
      startDate: tournament.startAt.toISOString(),
      tournamentStatus: tournament.status,
      entranceFeeCents: tournament.feeCents,
      currency: tournament.currency,
      entries: (credit?.payments ?? 0) - (debit?.refunds ?? 0),
      grossCents,
      platformFeeCents,
      refundsCents,
      netCents: grossCents - platformFeeCents - refundsCents,
      testMoney: credit?.testMoney ?? false,
    };
  });
}

/**
 * What a checkout session sells, line by line, from our own checkout record (the hosted checkout
 * page's fee breakdown); null when the session is not one of ours.
 */
export async function checkoutOrderOf(
  deps: Pick<PaymentsDeps, 'db' | 'platformFeePercent'>,
  providerSessionId: string,
): Promise<CheckoutOrderDto | null> {
  const [checkout] = await deps.db
    .select({
      purpose: checkouts.purpose,
      unitAmountCents: checkouts.unitAmountCents,
      quantity: checkouts.quantity,
      amountCents: checkouts.amountCents,
      platformFeeCents: checkouts.platformFeeCents,
    })
    .from(checkouts)
    .where(eq(checkouts.providerSessionId, providerSessionId));
  if (!checkout) return null;
  return {
    ...checkout,
    // The percent the fee was made with; none shown when the checkout carries no fee.
    platformFeePercent: checkout.platformFeeCents > 0 ? deps.platformFeePercent : 0,
  };
}
