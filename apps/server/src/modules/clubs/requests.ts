import {
  AppError,
  CLUB_EXPIRY_NOTICE_DAYS,
  isCurrentMembership,
  subscriptionEnd,
  type ClubRequestResultDto,
} from '@tightlines/domain';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { ClubRequestAction } from '../../db/schema';
import type { Actor } from '../../http/authenticate';
import type { JobDefinition } from '../../platform/jobs/jobs';
import { queuedJob, scheduledJob, type BackgroundJob } from '../../platform/jobs/registry';
import { notify } from '../notifications';
import type { Checkout, FulfilOutcome } from '../payments';
import type { ClubsDeps } from './deps';
import {
  deleteEndedMember,
  deleteMember,
  findClub,
  findMember,
  findMembershipsEndingBy,
  insertRequest,
  lockRequest,
  markRequest,
  upsertMember,
  type ClubRow,
} from './repo';

const DAY_MS = 86_400_000;
/** Where a paid join's checkout comes back to (spec §4: the return goes back to /myclubs). */
const MY_CLUBS = '/myclubs';

const ZProcessRequest = z.object({ requestId: z.uuid() });

/**
 * The request job (issue 37): processes one join or leave request exactly once. The request's row
 * is locked for the whole transaction and only a pending one is processed, so a retried job, or the
 * same job run by two instances, finds it processed and changes nothing. The member hears of it
 * (`notify`) in the same transaction, once per request.
 */
export function processRequestJob(
  deps: Pick<ClubsDeps, 'db' | 'now'>,
): JobDefinition<typeof ZProcessRequest> {
  return {
    name: 'clubs.process-request',
    payload: ZProcessRequest,
    run: ({ requestId }) => processRequest(deps, requestId),
  };
}

export async function processRequest(deps: Pick<ClubsDeps, 'db' | 'now'>, requestId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!request || request.status !== 'pending') return;
    const club = await findClub(tx, request.clubId);
    if (!club) return;
    const now = deps.now();
    const member = await findMember(tx, request.clubId, request.userId, true);
    let approved: boolean;
    if (request.action === 'join') {
      if (request.checkoutId) {
        // Paid: a year from now, or added to what is left of a current subscription (a renewal).
        await upsertMember(tx, {
          clubId: club.id,
          userId: request.userId,
          endsAt: subscriptionEnd(member?.endsAt ?? null, now),
          quantity: request.quantity,
          joinedAt: now,
        });
        approved = true;
      } else if (member) {
        approved = false;
      } else {
        await upsertMember(tx, {
          clubId: club.id,
          userId: request.userId,
          endsAt: null,
          quantity: 1,
          joinedAt: now,
        });
        approved = true;
      }
    } else {
      approved = await deleteMember(tx, club.id, request.userId);
    }
    await markRequest(tx, request.id, approved ? 'approved' : 'refused', now);
    await notify(tx, {
      recipients: [request.userId],
      actorId: null,
      kind: 'clubRequestProcessed',
      eventKey: `club-request:${request.id}`,
      subjects: {},
      values: { clubName: club.name, action: request.action, approved },
    });
  });
}

/** Writes a request and sends it to the job, both in `tx`: the job exists once the request does. */
async function request(
  deps: ClubsDeps,
  tx: Db,
  values: {
    clubId: string;
    userId: string;
    action: ClubRequestAction;
    quantity?: number;
    checkoutId?: string;
  },
): Promise<boolean> {
  const written = await insertRequest(tx, values);
  if (!written) return false;
  await deps.jobs.send(processRequestJob(deps), { requestId: written.id }, { transaction: tx });
  return true;
}

/**
 * Asks to join a club (spec §4). Free: a request the job processes ("Your join request will be
 * processed"). Paid: a checkout for `quantity` units of a year's subscription; only the verified
 * payment event writes the request (`clubSubscriptionFulfilment`), so a cancelled checkout changes
 * nothing. NOT_FOUND; CONFLICT when already a member (`clubAlreadyMember`; a paid member renews
 * instead) or a request is waiting (`clubRequestPending`).
 */
export async function joinClub(
  deps: ClubsDeps,
  actor: Actor,
  clubId: string,
  input: { quantity: number },
): Promise<ClubRequestResultDto> {
  const club = await findClub(deps.db, clubId);
  if (!club) throw new AppError('NOT_FOUND');
  const member = await findMember(deps.db, clubId, actor.userId);
  if (isCurrentMembership(member, deps.now())) throw new AppError('CONFLICT', { key: 'clubAlreadyMember' });
  if (club.unitPriceCents === null) {
    const asked = await deps.db.transaction((tx) =>
      request(deps, tx, { clubId, userId: actor.userId, action: 'join' }),
    );
    if (!asked) throw new AppError('CONFLICT', { key: 'clubRequestPending' });
    return { outcome: 'requested', checkoutUrl: null };
  }
  return subscribe(deps, actor, club, input.quantity);
}

/**
 * Renews a paid club's subscription (a current member, or one whose subscription ended and the
 * expiry job has not ended yet): a checkout whose payment adds a year. CONFLICT `clubNotMember`.
 */
export async function renewClub(
  deps: ClubsDeps,
  actor: Actor,
  clubId: string,
  input: { quantity: number },
): Promise<ClubRequestResultDto> {
  const club = await findClub(deps.db, clubId);
  if (!club) throw new AppError('NOT_FOUND');
  const member = await findMember(deps.db, clubId, actor.userId);
  if (!member || club.unitPriceCents === null) throw new AppError('CONFLICT', { key: 'clubNotMember' });
  return subscribe(deps, actor, club, input.quantity);
}

async function subscribe(
  deps: ClubsDeps,
  actor: Actor,
  club: ClubRow,
  quantity: number,
): Promise<ClubRequestResultDto> {
  if (!club.paymentProductId) throw new AppError('INTERNAL', { key: 'paymentProductNotFound' });
  const checkout = await deps.payments.startCheckout({
    payer: { userId: actor.userId, email: actor.email },
    purpose: 'club_subscription',
    subjectId: club.id,
    productId: club.paymentProductId,
    quantity,
    // What is bought, by its own name.
    description: club.name,
    details: { quantity },
    returnPath: MY_CLUBS,
  });
  return { outcome: 'checkout', checkoutUrl: checkout.checkoutUrl };
}

/**
 * Asks to leave a club: a request the job processes ("Your leave request will be processed").
 * NOT_FOUND; CONFLICT when not a member (`clubNotMember`) or a request is waiting.
 */
export async function leaveClub(
  deps: ClubsDeps,
  actor: Actor,
  clubId: string,
): Promise<ClubRequestResultDto> {
  const club = await findClub(deps.db, clubId);
  if (!club) throw new AppError('NOT_FOUND');
  if (!(await findMember(deps.db, clubId, actor.userId)))
    throw new AppError('CONFLICT', { key: 'clubNotMember' });
  const asked = await deps.db.transaction((tx) =>
    request(deps, tx, { clubId, userId: actor.userId, action: 'leave' }),
  );
  if (!asked) throw new AppError('CONFLICT', { key: 'clubRequestPending' });
  return { outcome: 'requested', checkoutUrl: null };
}

/**
 * The `club_subscription` fulfilment: the verified payment writes the paid join's request (one per
 * checkout: a payment event delivered twice writes it once) and sends it to the request job, in the
 * transaction that records the payment.
 */
export function clubSubscriptionFulfilment(deps: ClubsDeps) {
  return async (tx: Db, checkout: Checkout): Promise<FulfilOutcome> => {
    const club = await findClub(tx, checkout.subjectId, true);
    // Clubs are never deleted: a payment for one we do not know is left for review.
    if (!club) throw new Error(`club ${checkout.subjectId} of checkout ${checkout.id} not found`);
    await request(deps, tx, {
      clubId: club.id,
      userId: checkout.userId,
      action: 'join',
      quantity: checkout.quantity,
      checkoutId: checkout.id,
    });
  };
}

/**
 * The expiry job (issue 37): a member hears a week before their paid subscription ends, once per
 * end date; at the end the membership ends (unless renewed meanwhile) and they hear of it, once.
 */
export async function expireSubscriptions(deps: Pick<ClubsDeps, 'db' | 'now'>): Promise<number> {
  const now = deps.now();
  const ending = await findMembershipsEndingBy(
    deps.db,
    new Date(now.getTime() + CLUB_EXPIRY_NOTICE_DAYS * DAY_MS),
  );
  let ended = 0;
  for (const row of ending) {
    const endsAt = row.endsAt!;
    await deps.db.transaction(async (tx) => {
      if (endsAt.getTime() <= now.getTime()) {
        if (!(await deleteEndedMember(tx, row.clubId, row.userId, now))) return;
        ended += 1;
        await notify(tx, {
          recipients: [row.userId],
          actorId: null,
          kind: 'clubMembershipEnded',
          eventKey: `club-ended:${row.clubId}:${endsAt.toISOString()}`,
          subjects: {},
          values: { clubName: row.clubName },
        });
        return;
      }
      await notify(tx, {
        recipients: [row.userId],
        actorId: null,
        kind: 'clubSubscriptionEnding',
        eventKey: `club-ending:${row.clubId}:${endsAt.toISOString()}`,
        subjects: {},
        values: { clubName: row.clubName, endsAt: endsAt.toISOString() },
      });
    });
  }
  return ended;
}

/** The clubs module's contribution to the app's job registry. */
export function clubJobs(deps: ClubsDeps): BackgroundJob[] {
  const expiry = {
    name: 'clubs.expire-subscriptions',
    payload: z.object({}),
    run: async () => {
      const ended = await expireSubscriptions(deps);
      if (ended > 0) deps.log.info({ ended }, 'ended club subscriptions');
    },
  };
  return [queuedJob(processRequestJob(deps)), scheduledJob(expiry, '7 * * * *', {}, { atStart: true })];
}
