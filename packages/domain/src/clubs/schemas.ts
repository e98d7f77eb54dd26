import { z } from 'zod';
import { messageKeys } from '../messages';
import { MAX_CHECKOUT_QUANTITY, MIN_CHECKOUT_QUANTITY } from '../payments/vocabulary';

/**
 * Clubs (issue 37, spec §3 Club and Club request, §4 Clubs): a directory of clubs, following,
 * joining and leaving by request (processed by a job), and a paid subscription that has a quantity.
 */

/** A subscription runs a year from the payment (renewing adds a year to what is left). */
export const CLUB_SUBSCRIPTION_DAYS = 365;
/** The member hears a week before a subscription ends. */
export const CLUB_EXPIRY_NOTICE_DAYS = 7;

export const ZClubParams = z.object({ clubId: z.uuid({ error: messageKeys.notFound }) });

/** A join: the quantity of a paid club's subscription (1–50, whole); a free club ignores it. */
export const ZClubJoinInput = z.object({
  // Out of bounds or fractional: a 400 naming `quantity` and its bound (fieldIssueRef).
  quantity: z.number().int().min(MIN_CHECKOUT_QUANTITY).max(MAX_CHECKOUT_QUANTITY).default(1),
});
export type ClubJoinInput = z.input<typeof ZClubJoinInput>;

const url = z
  .string()
  .trim()
  .max(300, { error: messageKeys.completeRequiredFields })
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), { error: messageKeys.completeRequiredFields });

/** What an administrator (CLUB_ADMIN) gives to create a club; the price is per unit per year, in dollars. */
export const ZClubInput = z.object({
  name: z.string().trim().min(1, { error: messageKeys.completeRequiredFields }).max(120),
  siteUrl: url.nullish(),
  description: z.string().trim().max(2000).default(''),
  /** The club's region, by its key (its English name, as the catalogue's regions are named); null for none. */
  regionName: z.string().trim().min(1).max(120).nullish(),
  /** The club's picture: the key of the administrator's own upload (the media pipeline); null removes it. */
  pictureUrl: z.string().trim().min(1).max(500).nullish(),
  /** Yearly price per unit in dollars (two decimals at most); null or 0 for a free club. */
  unitPrice: z.number().min(0).max(100_000).multipleOf(0.01).nullish(),
});
export type ClubInput = z.input<typeof ZClubInput>;

/** An edit: any field of the create. */
export const ZClubUpdate = ZClubInput.partial();
export type ClubUpdate = z.input<typeof ZClubUpdate>;

/** The signed-in reader's relation to a club. */
export const ZClubMembership = z.object({
  following: z.boolean(),
  member: z.boolean(),
  /** A paid subscription's end; null for a free club's membership (or none). */
  endsAt: z.string().nullable(),
  /** A join or leave request waiting for the job. */
  pendingRequest: z.enum(['join', 'leave']).nullable(),
});
export type ClubMembershipDto = z.infer<typeof ZClubMembership>;

export const ZClub = z.object({
  id: z.uuid(),
  name: z.string(),
  siteUrl: z.string().nullable(),
  description: z.string(),
  regionId: z.uuid().nullable(),
  regionName: z.string().nullable(),
  /** The club's picture, signed for reading; null for none. */
  pictureUrl: z.string().nullable(),
  /** Cents per unit per year; null for a free club. */
  unitPriceCents: z.number().int().nullable(),
  currency: z.string(),
  membersCount: z.number().int().min(0),
  /** Null for a guest. */
  mine: ZClubMembership.nullable(),
});
export type ClubDto = z.infer<typeof ZClub>;

export const ZClubList = z.object({ items: z.array(ZClub) });
export type ClubListDto = z.infer<typeof ZClubList>;

/** /myclubs: the clubs I follow or belong to, and the others (the carousel). */
export const ZMyClubs = z.object({ mine: z.array(ZClub), others: z.array(ZClub) });
export type MyClubsDto = z.infer<typeof ZMyClubs>;

/** What asking to join or leave answers: a request the job will process, or a checkout to pay first. */
export const ZClubRequestResult = z.object({
  outcome: z.enum(['requested', 'checkout']),
  checkoutUrl: z.string().nullable(),
});
export type ClubRequestResultDto = z.infer<typeof ZClubRequestResult>;

/** Whether a membership is current at `now`: a member whose subscription has not ended. */
export function isCurrentMembership(member: { endsAt: Date | null } | null | undefined, now: Date): boolean {
  return !!member && (member.endsAt === null || member.endsAt.getTime() > now.getTime());
}

/** A renewal adds the subscription's days to what is left (or to now, for one ended or new). */
export function subscriptionEnd(current: Date | null, now: Date): Date {
  const from = current && current.getTime() > now.getTime() ? current : now;
  return new Date(from.getTime() + CLUB_SUBSCRIPTION_DAYS * 86_400_000);
}
