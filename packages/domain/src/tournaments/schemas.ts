import { z } from 'zod';
import { messageKeys } from '../messages';
import {
  CLUB_OPTIONS,
  MAX_REFUND_DAYS_BEFORE_START,
  ORGANISER_STATUS_ACTIONS,
  REGION_TYPES,
  TIME_LAPSES,
} from './constants';
import { canonicalTimeZone, isTimeZone } from './rules';
import { JUDGE_STATUSES, TOURNAMENT_STATUSES } from './status';

const required = messageKeys.completeRequiredFields;

/**
 * An IANA time zone named by a client (its browser's), as the server keeps it: a zone name the
 * runtime knows (an offset such as "-23:00" is refused: no place on earth keeps it), in its
 * canonical spelling.
 */
export const ZTimeZone = z
  .string()
  .max(64)
  .refine((zone) => /^[A-Za-z]/.test(zone) && isTimeZone(zone), { error: messageKeys.invalidTimeZone })
  .transform((zone) => canonicalTimeZone(zone)!);

/** A non-negative USD amount with at most two decimals (cents are exact: never rounded silently). */
const usdAmount = z
  .number({ error: required })
  .min(0, messageKeys.amountNegative)
  .max(1_000_000, messageKeys.amountTooLarge)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, messageKeys.amountCents);

const instant = z.iso.datetime({ offset: true, error: required });

/**
 * The wizard's payload (spec §3 "Tournament create/draft payload", field names kept), every field
 * optional: a draft stores whatever the organiser has so far, publishing checks the §5 rules.
 */
export const ZTournamentDraftInput = z.object({
  UUID: z.uuid().optional(),
  tournamentName: z.string().trim().max(120).optional(),
  tournamentDescription: z.string().trim().max(4000).optional(),
  terms: z.string().trim().max(4000).optional(),
  acceptedTerms: z.boolean().optional(),
  entranceFee: usdAmount.optional(),
  prize: usdAmount.optional(),
  startDate: instant.optional(),
  endDate: instant.optional(),
  uploadDeadlineTime: instant.optional(),
  officialTournamentTimeZone: z.string().max(64).optional(),
  regionType: z.enum(REGION_TYPES, { error: messageKeys.selectOption }).optional(),
  tournamentType: z.literal('Default').optional(),
  ruleUUID: z.uuid({ error: messageKeys.selectRules }).optional(),
  judgesEmails: z
    .array(z.object({ judgeEmail: z.email({ error: messageKeys.invalidEmail }).max(254) }))
    .max(20)
    .optional(),
  regionNames: z
    .array(z.object({ regionName: z.string().trim().min(1).max(120) }))
    .max(50)
    .optional(),
  localityUUIDs: z.array(z.uuid()).max(200).optional(),
  fishes: z
    .array(z.object({ fishUUID: z.uuid() }))
    .max(100)
    .optional(),
  clubOption: z.enum(CLUB_OPTIONS, { error: messageKeys.selectOption }).optional(),
  clubId: z.uuid({ error: messageKeys.selectOneClub }).nullish(),
  allowLateJoin: z.union([z.literal(0), z.literal(1)]).optional(),
  /** The fishing area's radius around the localities, in nautical miles (default 100). */
  fishingRadiusNm: z
    .number({ error: required })
    .int(messageKeys.fishingRadiusRange)
    .min(1, messageKeys.fishingRadiusRange)
    .max(1000, messageKeys.fishingRadiusRange)
    .optional(),
  /**
   * The refund rule for entrants who leave before the start: a full refund until this many days
   * before it, or none (null). Absent: the default (DEFAULT_REFUND_DAYS_BEFORE_START).
   */
  refundDaysBeforeStart: z
    .number({ error: messageKeys.selectOption })
    .int(messageKeys.selectOption)
    .min(0, messageKeys.selectOption)
    .max(MAX_REFUND_DAYS_BEFORE_START, messageKeys.selectOption)
    .nullable()
    .optional(),
  /** A media key of the organiser's own upload (the media pipeline). */
  pictureUrl: z.string().max(500).nullish(),
  activitySourceName: z.string().max(40).optional(),
});
export type TournamentDraftInput = z.infer<typeof ZTournamentDraftInput>;

export const ZTournamentDraft = ZTournamentDraftInput.extend({
  UUID: z.uuid(),
  updatedAt: z.string(),
  /** Spec §3 draft read: the localities of `localityUUIDs` with their names and regions, to show them again. */
  localities: z
    .array(z.object({ localityUUID: z.uuid(), localityName: z.string(), regionName: z.string() }))
    .optional(),
});
export type TournamentDraftDto = z.infer<typeof ZTournamentDraft>;

export const ZTournamentDraftList = z.object({ items: z.array(ZTournamentDraft) });

export const ZTournamentParams = z.object({ tournamentId: z.uuid({ error: messageKeys.notFound }) });
export const ZDraftParams = z.object({ draftId: z.uuid({ error: messageKeys.notFound }) });

export const ZTournamentStatusInput = z.object({
  statusName: z.enum(ORGANISER_STATUS_ACTIONS, { error: messageKeys.selectOption }),
  activitySourceName: z.string().max(40).optional(),
});
export type TournamentStatusInput = z.infer<typeof ZTournamentStatusInput>;

export const ZJoinTournamentInput = z.object({
  acceptedTerms: z.literal(true, { error: required }),
  activitySourceName: z.string().max(40).optional(),
  /**
   * The joiner's IANA time zone (their browser's): a Global tournament's start and end are read on
   * its clock, for the join and for the member's sessions and catches (docs/decisions/014). UTC
   * when absent.
   */
  timeZone: ZTimeZone.optional(),
});
export type JoinTournamentInput = z.infer<typeof ZJoinTournamentInput>;

export const ZTournamentListQuery = z.object({
  regionType: z.enum(REGION_TYPES).optional(),
  regionName: z.string().max(120).optional(),
  localityUUID: z.uuid().optional(),
  fishUUID: z.uuid().optional(),
  /** A club's tournaments only (issue 37: the list's club filter, a club's page). */
  clubId: z.uuid().optional(),
  timeLapse: z.enum(TIME_LAPSES).default('Annually'),
  status: z.enum(TOURNAMENT_STATUSES).optional(),
  /**
   * The reader's IANA time zone (their browser's): the status filter, the counters and each
   * tournament's `displayStatus` read a Global tournament on its clock, as the join panel does
   * (docs/decisions/014). UTC when absent.
   */
  timeZone: ZTimeZone.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z.string().max(200).optional(),
});
export type TournamentListQuery = z.infer<typeof ZTournamentListQuery>;

/** The counters follow the list's filters of place, species and time lapse (a count per status). */
export const ZTournamentCountersQuery = ZTournamentListQuery.pick({
  regionType: true,
  regionName: true,
  localityUUID: true,
  fishUUID: true,
  clubId: true,
  timeLapse: true,
  timeZone: true,
});
export type TournamentCountersQuery = z.infer<typeof ZTournamentCountersQuery>;

export const ZPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof ZPageQuery>;

const ZLocation = z.object({
  /** The region's key: its English name (the catalogue's `regionName`). */
  regionName: z.string(),
  /** The region's name in the reader's language, to show; its localities' names are in it too. */
  label: z.string(),
  localities: z.array(
    z.object({ UUID: z.uuid(), localityName: z.string(), latitude: z.number(), longitude: z.number() }),
  ),
});

/**
 * What the viewer may do with a tournament (`tournamentCan`, ADR 013): judge it (its organiser and
 * the named judges who accepted on a proven address), manage it (its organiser), join it now, and
 * see its members and each day's object (whoever judges it, and its members). A guest may do none.
 */
export const ZTournamentCan = z.object({
  judge: z.boolean(),
  manage: z.boolean(),
  join: z.boolean(),
  seeMembers: z.boolean(),
  seeObjectOfTheDay: z.boolean(),
});
export type TournamentCan = z.infer<typeof ZTournamentCan>;

/** A tournament as the list and the detail show it (spec §3 Tournament; amounts in USD and cents). */
export const ZTournament = z.object({
  UUID: z.uuid(),
  Name: z.string(),
  Description: z.string(),
  Terms: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  UploadDeadline: z.string(),
  OfficialTournamentTimeZone: z.string(),
  EntranceFee: z.number(),
  entranceFeeCents: z.number().int(),
  Prize: z.number(),
  prizeCents: z.number().int(),
  currencyAcronym: z.string(),
  RegionTypeId: z.number().int(),
  regionTypeName: z.enum(REGION_TYPES),
  AllowLateJoin: z.boolean(),
  /** Leaving before the start: a full refund until this many days before it, or none (null). */
  refundDaysBeforeStart: z.number().int().nullable(),
  fishingRadiusNm: z.number().int(),
  tournamentStatus: z.enum(TOURNAMENT_STATUSES),
  /** The spec §4 display status, at the server's clock (the web recomputes it at the viewer's). */
  displayStatus: z.enum(TOURNAMENT_STATUSES),
  userIsJoined: z.boolean(),
  /** What the viewer may do with it (packages/domain tournaments/policy.ts), as the API answers it. */
  can: ZTournamentCan,
  /** The viewer's own invitation to judge this tournament, or null when they are not named. */
  judgeInvitation: z.enum(JUDGE_STATUSES).nullable(),
  PictureUrl: z.string().nullable(),
  /**
   * The picture at the widths it is stored at, narrowest first, for a responsive `srcset`: its
   * renditions (400, 800, 1600 px; never enlarged) and itself when no wider; a picture stored before
   * renditions existed is its own only candidate. Empty without a picture.
   */
  pictures: z.array(z.object({ url: z.string(), width: z.number().int().positive() })),
  ruleUUID: z.uuid(),
  ruleName: z.string(),
  clubOption: z.enum(CLUB_OPTIONS),
  clubId: z.uuid().nullable(),
  uploadsClosed: z.boolean(),
  locations: z.array(ZLocation),
  species: z.array(z.object({ UUID: z.uuid(), name: z.string() })),
  judgesEmails: z.array(z.string()),
  /** Each named judge's answer, for the organiser only (empty for anyone else). */
  judges: z.array(z.object({ email: z.string(), status: z.enum(JUDGE_STATUSES) })),
  /** The names of the judges who accepted, shown to everyone (their e-mails are not). */
  judgeNames: z.array(z.string()),
  memberCount: z.number().int(),
});
export type TournamentDto = z.infer<typeof ZTournament>;

export const ZTournamentPage = z.object({
  items: z.array(ZTournament),
  nextCursor: z.string().nullable(),
});
export type TournamentPage = z.infer<typeof ZTournamentPage>;

/** A named judge's answer to the invitation: accept (they judge) or decline. */
export const ZJudgeInvitationAnswer = z.object({ accept: z.boolean() });
export type JudgeInvitationAnswer = z.infer<typeof ZJudgeInvitationAnswer>;
export const ZJudgeInvitationAnswered = z.object({
  tournamentUUID: z.uuid(),
  status: z.enum(JUDGE_STATUSES),
});

/**
 * The list's counters (spec §3), each status as the list's filter means it (LISTED_STATUS_DEFINITION):
 * Active not yet started (`upcoming`, the spec's other name, counts the same), `current` running,
 * Finished (results official, or ended and awaiting them: those are `past`), Canceled; `ready`:
 * uploads closed, to be judged.
 */
export const ZTournamentCounters = z.object({
  Active: z.number().int(),
  Finished: z.number().int(),
  current: z.number().int(),
  upcoming: z.number().int(),
  past: z.number().int(),
  ready: z.number().int(),
  Canceled: z.number().int(),
});
export type TournamentCounters = z.infer<typeof ZTournamentCounters>;

export const ZJoinResult = z.object({
  /** joined at once (free), or a checkout to pay first (joined by the verified payment). */
  outcome: z.enum(['joined', 'checkout']),
  checkoutUrl: z.string().nullable(),
});
export type JoinResult = z.infer<typeof ZJoinResult>;

export const ZLeaveTournamentInput = z.object({
  activitySourceName: z.string().max(40).optional(),
});
export type LeaveTournamentInput = z.infer<typeof ZLeaveTournamentInput>;

export const ZLeaveResult = z.object({
  /** The entrance fee given back (0: a free entry, or left after the refund deadline). */
  refundedCents: z.number().int(),
});
export type LeaveResult = z.infer<typeof ZLeaveResult>;

export const ZMemberPage = z.object({
  items: z.array(z.object({ name: z.string(), lastname: z.string(), joinedAt: z.string() })),
  nextCursor: z.string().nullable(),
});
export type MemberPage = z.infer<typeof ZMemberPage>;
