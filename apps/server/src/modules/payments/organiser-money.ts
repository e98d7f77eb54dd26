import type { CheckoutOrderDto, OrganiserTournamentMoneyDto } from '@tightlines/domain';
import type { Db } from '../../db/database';
import { checkoutAmountsOfSession } from './checkout-repo';
import type { PaymentsDeps } from './deps';
import { entryMoneyOf } from './ledger-repo';
import { toTournamentMoneyDtos } from './presenter';

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
 * (Debit, Complete) of those payments.
 */
export async function moneyOfTournaments(
  db: Db,
  organised: OrganisedTournament[],
): Promise<OrganiserTournamentMoneyDto[]> {
  const ids = organised.map((tournament) => tournament.id);
  if (!ids.length) return [];
  return toTournamentMoneyDtos(organised, await entryMoneyOf(db, ids));
}

/**
 * What a checkout session sells, line by line, from our own checkout record (the hosted checkout
 * page's fee breakdown); null when the session is not one of ours.
 */
export async function checkoutOrderOf(
  deps: Pick<PaymentsDeps, 'db' | 'platformFeePercent'>,
  providerSessionId: string,
): Promise<CheckoutOrderDto | null> {
  const checkout = await checkoutAmountsOfSession(deps.db, providerSessionId);
  if (!checkout) return null;
  return {
    ...checkout,
    // The percent the fee was made with; none shown when the checkout carries no fee.
    platformFeePercent: checkout.platformFeeCents > 0 ? deps.platformFeePercent : 0,
  };
}
