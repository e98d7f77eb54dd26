import { z } from 'zod';
import { messageKeys } from '../messages';
import { NOTIFICATIONS_PAGE_SIZE } from './constants';

/**
 * In-app notifications (issue 35 point 3, spec §2 notifications and notification detail, §3
 * Notification). A notification is stored as a kind and the values its text needs, never as text:
 * the web app words it in the reader's language.
 */
export const NOTIFICATION_KINDS = [
  'sessionComment',
  'tournamentJoined',
  'judgeNamed',
  'catchDecided',
  'resultsOfficial',
  'tournamentCancelled',
  'paymentRefunded',
  'clubRequestProcessed',
  'clubSubscriptionEnding',
  'clubMembershipEnded',
  'teamMemberAdded',
  'teamMemberLeft',
  'teamRegistered',
  'dataExportReady',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const tournamentValues = z.object({ tournamentName: z.string() });

/** The values each kind's text needs, by kind. */
export const NOTIFICATION_VALUES = {
  sessionComment: z.object({}),
  tournamentJoined: tournamentValues,
  judgeNamed: tournamentValues,
  catchDecided: tournamentValues.extend({
    status: z.enum(['Approved', 'Refused']),
    points: z.number(),
    /** The judge's reason, for a refused catch. */
    refusalReason: z.string().nullable(),
  }),
  resultsOfficial: tournamentValues,
  tournamentCancelled: tournamentValues.extend({
    status: z.enum(['Canceled', 'Deleted']),
    /** The entry was paid: its fee is refunded. */
    paid: z.boolean(),
  }),
  paymentRefunded: z.object({
    /** What was bought, by its own name (a tournament's name for an entry). */
    description: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
  }),
  /** A join or leave request the job processed (issue 37): approved, or refused (already in, not in). */
  clubRequestProcessed: z.object({
    clubName: z.string(),
    action: z.enum(['join', 'leave']),
    approved: z.boolean(),
  }),
  /** A paid subscription ends in a week (at `endsAt`). */
  clubSubscriptionEnding: z.object({ clubName: z.string(), endsAt: z.string() }),
  /** A paid subscription ended: the membership with it. */
  clubMembershipEnded: z.object({ clubName: z.string() }),
  /** The owner added the recipient to a team (issue 38), with a role: they may decline. */
  teamMemberAdded: z.object({ teamId: z.string(), teamName: z.string(), role: z.string() }),
  /** A member left the owner's team, or declined being added. */
  teamMemberLeft: z.object({ teamId: z.string(), teamName: z.string(), declined: z.boolean() }),
  /** The recipient's team was registered for a tournament, with them marked to fish it. */
  teamRegistered: tournamentValues.extend({ teamName: z.string() }),
  /** The zip of all the recipient's data is ready (issue 40 point 4), to download until `expiresAt`. */
  dataExportReady: z.object({ expiresAt: z.string() }),
} satisfies Record<NotificationKind, z.ZodType>;

export type NotificationValues<K extends NotificationKind> = z.infer<(typeof NOTIFICATION_VALUES)[K]>;

const base = {
  id: z.uuid(),
  /** Who did what the notification tells of (the commenter, the joiner, the judge…), when someone. */
  actorName: z.string().nullable(),
  sessionId: z.uuid().nullable(),
  catchId: z.uuid().nullable(),
  tournamentId: z.uuid().nullable(),
  paymentId: z.uuid().nullable(),
  createdAt: z.string(),
  /** Null while unread. */
  readAt: z.string().nullable(),
};

const variant = <K extends NotificationKind>(kind: K) =>
  z.object({ ...base, kind: z.literal(kind), values: NOTIFICATION_VALUES[kind] });

/** One notification as its recipient reads it. */
export const ZNotification = z.discriminatedUnion('kind', [
  variant('sessionComment'),
  variant('tournamentJoined'),
  variant('judgeNamed'),
  variant('catchDecided'),
  variant('resultsOfficial'),
  variant('tournamentCancelled'),
  variant('paymentRefunded'),
  variant('clubRequestProcessed'),
  variant('clubSubscriptionEnding'),
  variant('clubMembershipEnded'),
  variant('teamMemberAdded'),
  variant('teamMemberLeft'),
  variant('teamRegistered'),
  variant('dataExportReady'),
]);
export type NotificationDto = z.infer<typeof ZNotification>;

/** A page of my notifications, newest first, with how many are unread in all. */
export const ZNotificationPage = z.object({
  items: z.array(ZNotification),
  /** Pass back as `cursor` for the next page; null at the end. */
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int().min(0),
});
export type NotificationPageDto = z.infer<typeof ZNotificationPage>;

export const ZNotificationListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE.wide),
  cursor: z.string().max(200).optional(),
});

export const ZNotificationParams = z.object({ notificationId: z.uuid({ error: messageKeys.notFound }) });

/** What marking as read answers: how many stay unread. */
export const ZUnreadCount = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCountDto = z.infer<typeof ZUnreadCount>;

/**
 * What a signed-in tab's live stream says (issue 35 point 4): a `notification` event carries a new
 * notification with the unread count after it; `refresh` and `unread` events the count alone.
 */
export const ZLiveNotification = z.object({
  notification: ZNotification,
  unreadCount: z.number().int().min(0),
});
export type LiveNotificationDto = z.infer<typeof ZLiveNotification>;
