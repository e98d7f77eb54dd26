import { z } from 'zod';
import { ZPositionPrecision } from '../profile/positions';
import { CATCH_FLAGS } from '../tournaments/catch-flags';
import { FISH_LOG_STATUSES, FISH_LOG_TYPES, FISHING_STYLES } from './constants';

/** What the sessions API answers (spec §3 field names); presenters build exactly these shapes. */
export const ZVideo = z.object({
  videoUrl: z.string(),
  Url: z.string(),
  extension: z.string(),
  thumbnailUrl: z.string().nullable(),
  startRecordingTime: z.string().nullable(),
  endRecordingTime: z.string().nullable(),
  IsAddedFromGallery: z.boolean(),
  fishingLogUUID: z.string(),
});
export type Video = z.infer<typeof ZVideo>;

export const ZPerson = z.object({ name: z.string(), lastname: z.string(), url: z.string().nullable() });
export type Person = z.infer<typeof ZPerson>;

export const ZFishLog = z.object({
  UUID: z.string(),
  fishingLogUUID: z.string(),
  FishingSessionUUID: z.string(),
  fishUUID: z.string(),
  fishName: z.string(),
  type: z.enum(FISH_LOG_TYPES),
  logTime: z.string(),
  latitude: z.number().nullable().describe("null unless the owner's privacy shows it to the caller"),
  longitude: z.number().nullable(),
  positionPrecision: ZPositionPrecision.describe(
    'exact, blurred (rounded to the 0.1° grid: show it as approximate) or none (latitude and longitude null)',
  ),
  fishLength: z.number().nullable(),
  fishWeight: z.number().nullable(),
  sizeUnit: z.object({ UnitId: z.number() }),
  weightUnit: z.object({ UnitId: z.number() }),
  fishValue: z.number(),
  status: z.enum(FISH_LOG_STATUSES),
  verified: z
    .boolean()
    .describe(
      "officially judged: a tournament's judge approved the catch (isVerifiedCatch, as the rankings count it)",
    ),
  ruleName: z.string().nullable(),
  boatName: z.string().nullable(),
  videoURLs: z.array(ZVideo),
  flags: z
    .array(z.enum(CATCH_FLAGS))
    .nullish()
    .describe(
      "a tournament catch's automatic fair-play flags, for its owner and the tournament's judges; else null",
    ),
});
export type FishLog = z.infer<typeof ZFishLog>;

export const ZFishSummaryEntry = z.object({
  fishName: z.string(),
  type: z.enum(FISH_LOG_TYPES),
  count: z.number(),
});

export const ZSession = z.object({
  UUID: z.string(),
  StartDatetime: z.string(),
  FinishDatetime: z.string(),
  createdAt: z.string(),
  FishingStyle: z.enum(FISHING_STYLES),
  owner: ZPerson,
  ownerRole: z.string(),
  boatUUID: z.string().nullable(),
  boatName: z.string().nullable(),
  localityUUID: z.string().nullable(),
  localityName: z.string().nullable(),
  TeamMembers: z.array(
    ZPerson.extend({
      email: z.string().nullable().describe('null unless the member shows their e-mail (showEmail)'),
      userUUID: z
        .string()
        .nullable()
        .describe("the member's UUID, for the session's owner only (to edit the team)"),
    }),
  ),
  Releases: z.number(),
  Raises: z.number(),
  Bites: z.number(),
  Harvests: z.number(),
  numComments: z.number(),
  canEdit: z.boolean(),
  isTournamentSession: z.boolean(),
  tournamentUUID: z.string().nullish().describe('the tournament of a tournament session'),
  isDeleted: z.boolean(),
  IsHidden: z.boolean(),
  /**
   * A moderator hid the session (issue 31): when and why. Shown to its author and moderators (the
   * only ones who read a hidden session); null when it is not hidden by a moderator.
   */
  hiddenByModerator: z.object({ at: z.string(), reason: z.string().nullable() }).nullable(),
  weatherInfo: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  fishSummary: z.array(ZFishSummaryEntry),
  verifiedCatches: z
    .number()
    .int()
    .min(0)
    .describe(
      "of the live logs, those a tournament's judge approved (isVerifiedCatch): the card's verified mark",
    ),
  videoURLs: z.array(ZVideo),
  logs: z.array(ZFishLog).optional(),
  can: z.object({
    edit: z.boolean(),
    hide: z.boolean(),
    /** Restore it once hidden: not its author when a moderator hid it. */
    restore: z.boolean(),
    delete: z.boolean(),
  }),
});
export type Session = z.infer<typeof ZSession>;

export const ZSessionPage = z.object({
  items: z.array(ZSession),
  nextCursor: z.string().nullable(),
  window: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
});
export type SessionPage = z.infer<typeof ZSessionPage>;

export const ZComment = z.object({
  UUID: z.string(),
  CreatedAt: z.string(),
  Email: z.string().nullable(),
  Name: z.string(),
  Lastname: z.string(),
  Text: z.string(),
  Url: z.string().nullable(),
  CountryCode: z.string().nullable(),
});
export type Comment = z.infer<typeof ZComment>;
export const ZCommentPage = z.object({ items: z.array(ZComment), total: z.number() });
export type CommentPage = z.infer<typeof ZCommentPage>;

export const ZShare = z.object({ shareUUID: z.string(), url: z.string() });
export type Share = z.infer<typeof ZShare>;

export const ZBackupMedia = z.object({
  mediaId: z.string(),
  MediaId: z.string(),
  S3Key: z.string(),
  Url: z.string(),
  extension: z.string(),
  contentType: z.string(),
  MediaContentType: z.string(),
  backupMediaType: z.enum(['log', 'session']),
  thumbnailUrl: z.string().nullable(),
});
export type BackupMedia = z.infer<typeof ZBackupMedia>;

/**
 * The My Fishlogs map settings (spec §9): centre, zoom range (19 for captains) and the tiles — a
 * raster XYZ URL, a PMTiles archive, or neither (the app then draws its bundled land and coastlines).
 */
export const ZMapConfig = z.object({
  tileUrl: z.string().nullable(),
  pmtilesUrl: z.string().nullable(),
  attribution: z.string(),
  center: z.object({ latitude: z.number(), longitude: z.number() }),
  zoom: z.number(),
  minZoom: z.number(),
  maxZoom: z.number(),
  showCoordinates: z.boolean(),
});
export type MapConfig = z.infer<typeof ZMapConfig>;
