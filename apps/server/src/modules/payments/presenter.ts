import type { CheckoutStateDto, OrganiserTournamentMoneyDto, TransactionDto } from '@tightlines/domain';
import type { Checkout } from './checkout-record';
import type { EntryCredits, EntryDebits, LedgerLine } from './ledger-repo';
import { merchantOf } from './merchants';
import type { OrganisedTournament } from './organiser-money';

/** A ledger line as its owner reads it. */
export function toTransactionDto(row: LedgerLine): TransactionDto {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    description: row.description,
    amountCents: row.amountCents,
    currency: row.currency,
    typeName: row.type,
    statusName: row.status,
    paymentMethod: row.paymentMethod,
    paymentType: row.paymentType,
    merchantName: merchantOf(row),
    confirmationNumber: row.confirmationNumber,
    refundOf: row.refundOf,
    testMoney: row.testMoney,
  };
}

/** What the payer's return page shows of their checkout. */
export function toCheckoutStateDto(checkout: Checkout): CheckoutStateDto {
  const outcome = { open: 'pending', complete: 'approved', expired: 'cancelled' } as const;
  return {
    id: checkout.id,
    // Paid after what it bought could no longer be had: nothing granted, the payment given back.
    outcome: checkout.refusedAt ? 'refunded' : outcome[checkout.status],
    description: checkout.description,
    quantity: checkout.quantity,
    amountCents: checkout.amountCents,
    currency: checkout.currency,
    returnPath: checkout.returnPath,
    // Spec §4 Clubs: a club's checkout return goes back to /myclubs by itself.
    // A club's subscription and a team's registration (its wizard's register section) go back by themselves.
    returnsBack: checkout.purpose === 'club_subscription' || checkout.purpose === 'team_registration',
    testMoney: checkout.testMoney,
  };
}

/**
 * The entries and money of each organised tournament from its sums: an entry refunded no longer
 * counts as an entry; net is gross less the platform's share and the refunds.
 */
export function toTournamentMoneyDtos(
  organised: OrganisedTournament[],
  { credits, debits }: { credits: EntryCredits[]; debits: EntryDebits[] },
): OrganiserTournamentMoneyDto[] {
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
