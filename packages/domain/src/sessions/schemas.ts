import { z } from 'zod';
import { ACTIVITY_SOURCE, COMMENTS_PAGE_SIZE, PAGE_SIZE } from '../constants';
import { messageKeys, type MessageKey } from '../messages';
import { SIZE_UNIT_IDS, WEIGHT_UNIT_IDS } from '../units/conversions';
import { SHARED_OBJECTS } from '../shared/share-links';
import { typedNumber } from '../shared/typed-number';
import { ZEmail } from '../users/schemas';
import { isWithinSession } from './rules';
import {
  COMMENT_MAX_LENGTH,
  EARLIEST_SESSION_DATE,
  FISH_LOG_TYPES,
  FUTURE_SKEW_MS,
  FISHING_STYLES,
  OFFLINE_KEY_PATTERN,
  SESSION_LOGS_MAX,
  SESSION_TEAM_MAX,
  WEATHER_KEYS_MAX,
} from './constants';
import { commentTooLong, moderationReason } from './moderation';

const uuid = () => z.uuid({ error: messageKeys.notFound });
const instant = () => z.iso.datetime({ offset: true, error: messageKeys.completeRequiredFields });
/**
 * A time that happened: from 1970 to a day past now (a device clock slightly ahead). Anything else
 * is refused with a 400 naming the field, never clamped.
 */
const pastInstant = () =>
  instant().refine(
    (value) =>
      Date.parse(value) >= Date.parse(EARLIEST_SESSION_DATE) &&
      Date.parse(value) <= Date.now() + FUTURE_SKEW_MS,
    { message: messageKeys.dateNotPossible },
  );
const activitySource = () => z.string().trim().max(40).default(ACTIVITY_SOURCE);

export const ZSessionParams = z.object({ uuid: uuid() });
export const ZCommentParams = z.object({ sessionUUID: uuid() });
export const ZMediaIdParams = z.object({ mediaId: uuid() });

/** A stored upload key of the caller (videos and thumbnails are uploaded before the log is saved). */
const ZUploadKey = z
  .string()
  .trim()
  .max(300)
  .regex(/^uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/, messageKeys.selectFile);

/** A video attached to a fish log (spec §3 videoURLs), by the key of a fresh upload. */
export const ZVideoAttach = z.object({
  key: z.string({ error: messageKeys.selectFile }).trim().min(1, messageKeys.selectFile).pipe(ZUploadKey),
  thumbnailKey: ZUploadKey.nullish(),
  startRecordingTime: pastInstant().nullish(),
  endRecordingTime: pastInstant().nullish(),
  isAddedFromGallery: z.boolean().default(true),
  videoSize: z.number().int().min(0).nullish(),
  videoLength: z
    .number()
    .min(0)
    .max(24 * 3600)
    .nullish()
    .describe('seconds'),
});
export type VideoAttach = z.input<typeof ZVideoAttach>;

/** A fish measure: no fish is 0 long or weighs nothing, nor (in any unit) 100000. */
const measure = (message: MessageKey) =>
  typedNumber(message, { min: 0, aboveMin: true, max: 100_000 }).nullish();
const latitude = () => typedNumber(messageKeys.latitudeRange, { min: -90, max: 90 }).nullish();
const longitude = () => typedNumber(messageKeys.longitudeRange, { min: -180, max: 180 }).nullish();

/** One fish log of a session (spec §3 "Fishing log"); length and weight keep the unit typed. */
export const ZFishLogInput = z.object({
  fishUUID: z.uuid({ error: messageKeys.completeRequiredFields }),
  type: z.enum(FISH_LOG_TYPES, { error: messageKeys.completeRequiredFields }),
  logTime: pastInstant(),
  latitude: latitude(),
  longitude: longitude(),
  fishLength: measure(messageKeys.fishLengthRange),
  fishWeight: measure(messageKeys.fishWeightRange),
  sizeUnitId: z.literal(SIZE_UNIT_IDS).default(1),
  weightUnitId: z.literal(WEIGHT_UNIT_IDS).default(4),
  video: ZVideoAttach.nullish(),
  activitySourceName: activitySource(),
});
export type FishLogInput = z.input<typeof ZFishLogInput>;

/**
 * Spec §5: a session never finishes before it starts, and each of its fish was caught while it
 * lasted. The API's schema and the session form's both apply it (`superRefine`), on instants.
 */
export function refineSessionTimes(
  input: { startDatetime: string; finishDatetime: string; logs?: { logTime: string }[] },
  ctx: z.RefinementCtx,
): void {
  const session = { start: input.startDatetime, finish: input.finishDatetime };
  if (Date.parse(session.finish) < Date.parse(session.start)) {
    ctx.addIssue({ code: 'custom', message: messageKeys.finishBeforeStart, path: ['finishDatetime'] });
    return;
  }
  for (const [index, log] of (input.logs ?? []).entries()) {
    if (!isWithinSession(log.logTime, session)) {
      ctx.addIssue({
        code: 'custom',
        message: messageKeys.logTimeOutsideSession,
        path: ['logs', index, 'logTime'],
      });
    }
  }
}

/** How a session captured offline is sent: its device-made key and the device's clock at sending. */
export const ZOfflineCapture = z.object({
  key: z.string().regex(OFFLINE_KEY_PATTERN, messageKeys.completeRequiredFields),
  deviceTime: instant(),
});
export type OfflineCapture = z.input<typeof ZOfflineCapture>;

/** A new or edited fishing session (spec §3); the finish is never before the start. */
export const ZSessionInput = z
  .object({
    startDatetime: pastInstant(),
    finishDatetime: pastInstant(),
    fishingStyle: z.enum(FISHING_STYLES, { error: messageKeys.completeRequiredFields }),
    boatUUID: z.uuid().nullish(),
    localityUUID: z.uuid().nullish(),
    teamMemberEmails: z.array(ZEmail).max(SESSION_TEAM_MAX).default([]),
    /** Team members found by a people search, by user UUID (their e-mail may be private). */
    teamMemberUUIDs: z
      .array(z.uuid({ error: messageKeys.completeRequiredFields }))
      .max(SESSION_TEAM_MAX)
      .default([]),
    weatherInfo: z
      .record(z.string().max(40), z.union([z.string().max(200), z.number()]))
      .refine((weather) => Object.keys(weather).length <= WEATHER_KEYS_MAX, {
        message: `At most ${WEATHER_KEYS_MAX} weather readings`,
      })
      .nullish(),
    logs: z.array(ZFishLogInput).max(SESSION_LOGS_MAX).default([]),
    /**
     * A tournament session (spec §3 isTournamentSession): the tournament it is fished in, which the
     * caller must be a member of, while it is on. Fixed once the session is logged.
     */
    tournamentId: z.uuid({ error: messageKeys.notFound }).nullish(),
    /**
     * A session captured on the device without a connection (issue 40) and sent when it returned:
     * `key`, made on the device when it was captured, logs it once however often it is sent (a
     * repeat answers the first session); `deviceTime`, the device's clock when it sent it, dates
     * its catches' times against the server's. Read when a session is logged, not on an edit.
     */
    offlineCapture: ZOfflineCapture.nullish(),
    activitySourceName: activitySource(),
  })
  .superRefine(refineSessionTimes);
export type SessionInput = z.input<typeof ZSessionInput>;

/**
 * The spec §7 actions on a session: delete, hide or restore (isHidden false). A moderator hiding
 * someone else's session says why (`reason`, shown to its author).
 */
export const ZSessionAction = z
  .object({
    isDelete: z.boolean().optional(),
    isHidden: z.boolean().optional(),
    reason: moderationReason(),
    activitySourceName: activitySource(),
  })
  .strict()
  .refine((input) => input.isDelete !== undefined || input.isHidden !== undefined, {
    message: messageKeys.completeRequiredFields,
  });
export type SessionAction = z.input<typeof ZSessionAction>;

export const ZSessionUpdate = z.union([ZSessionAction, ZSessionInput]);

/** Spec §3 "Fishing log edit payload": change the fish, type, time, position, measures or video, or delete it. */
export const ZFishLogUpdate = z.object({
  isDelete: z.boolean().optional(),
  fishUUID: z.uuid().optional(),
  type: z.enum(FISH_LOG_TYPES).optional(),
  logTime: pastInstant().optional(),
  latitude: latitude(),
  longitude: longitude(),
  fishLength: measure(messageKeys.fishLengthRange),
  fishWeight: measure(messageKeys.fishWeightRange),
  sizeUnitId: z.literal(SIZE_UNIT_IDS).optional(),
  weightUnitId: z.literal(WEIGHT_UNIT_IDS).optional(),
  video: ZVideoAttach.nullish(),
  ownerEmail: z.string().max(320).optional(),
  teamMemberEmail: z.string().max(320).optional(),
  activitySourceName: activitySource(),
});
export type FishLogUpdate = z.input<typeof ZFishLogUpdate>;

const pageQuery = (size: number) => ({
  offset: z.coerce.number().int().min(0).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(size),
});

export const ZHomeQuery = z.object({
  cursor: z.string().max(200).optional(),
  ...pageQuery(PAGE_SIZE),
  startDatetime: instant().optional(),
  endDatetime: instant().optional(),
});
/**
 * My Fishlogs' query: by default the window of spec §9; a calendar range (startDate to endDate, the
 * day after the last one picked), or every session with all=true.
 */
export const ZMineQuery = z
  .object({
    cursor: z.string().max(200).optional(),
    ...pageQuery(PAGE_SIZE),
    startDate: instant().optional(),
    endDate: instant().optional(),
    all: z
      .stringbool({ error: messageKeys.completeRequiredFields })
      .optional()
      .describe('true: every session of the caller, whatever its date (not with startDate or endDate)'),
  })
  .superRefine((query, ctx) => {
    if (query.startDate && query.endDate && new Date(query.endDate) < new Date(query.startDate)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'The end date must not be before the start date',
      });
    }
    if (query.all && (query.startDate || query.endDate)) {
      ctx.addIssue({
        code: 'custom',
        path: ['all'],
        message: 'Ask for all sessions or for a date range, not both',
      });
    }
  });
export type MineQuery = z.output<typeof ZMineQuery>;
export const ZCommentsQuery = z.object(pageQuery(COMMENTS_PAGE_SIZE));

/** Spec §7 comment body; only the text and the session matter, the author is the caller. */
export const ZCommentInput = z.object({
  objectUUID: z.uuid({ error: messageKeys.completeRequiredFields }),
  commentText: z
    .string({ error: messageKeys.completeRequiredFields })
    .trim()
    .min(1, messageKeys.completeRequiredFields)
    .max(COMMENT_MAX_LENGTH, commentTooLong),
  accountEmail: z.string().max(320).optional(),
  actionObjectName: z.string().max(40).optional(),
  activitySourceName: activitySource(),
});
export type CommentInput = z.input<typeof ZCommentInput>;

export const ZShareInput = z.object({
  objectUUID: z.uuid({ error: messageKeys.completeRequiredFields }),
  actionObjectName: z.enum(SHARED_OBJECTS).default('FishingSession'),
  platformTypeName: z.string().trim().min(1).max(40).default('Link'),
  accountEmail: z.string().max(320).optional(),
  activitySourceName: activitySource(),
});
export type ShareInput = z.input<typeof ZShareInput>;

/** Spec §3 "Backup media": of a log (fishingLogUUID) or of a session (fishingSessionUUID). */
export const ZBackupMediaInput = z
  .object({
    fishingLogUUID: z.uuid().optional(),
    fishingSessionUUID: z.uuid().optional(),
    s3Key: z.string({ error: messageKeys.selectFile }).trim().min(1, messageKeys.selectFile).pipe(ZUploadKey),
    thumbnailUrl: ZUploadKey.nullish(),
    contentType: z.string().max(100).optional(),
    size: z.number().int().min(0).optional(),
    length: z.number().min(0).optional(),
    startRecordingTime: instant().nullish(),
    endRecordingTime: instant().nullish(),
    activitySourceName: activitySource(),
  })
  .refine((input) => Boolean(input.fishingLogUUID) !== Boolean(input.fishingSessionUUID), {
    message: messageKeys.completeRequiredFields,
    path: ['fishingLogUUID'],
  });
export type BackupMediaInput = z.input<typeof ZBackupMediaInput>;
export const ZBackupMediaQuery = z
  .object({ fishingLogUUID: z.uuid().optional(), fishingSessionUUID: z.uuid().optional() })
  .refine((input) => Boolean(input.fishingLogUUID) !== Boolean(input.fishingSessionUUID), {
    message: messageKeys.completeRequiredFields,
  });
