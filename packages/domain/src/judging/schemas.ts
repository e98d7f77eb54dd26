import { z } from 'zod';
import { messageKeys, type MessageKey } from '../messages';
import { FISH_LOG_STATUSES, FISH_LOG_TYPES } from '../sessions/constants';
import { CATCH_FLAGS } from '../tournaments/catch-flags';
import { ZObjectOfTheDay } from '../tournaments/catches';
import { REGION_TYPES, TIME_LAPSES } from '../tournaments/constants';
import { ZTournament } from '../tournaments/schemas';
import { EVIDENCE_ITEMS } from './evidence';
import { CATCH_STATUS_FILTERS } from './rules';

/**
 * The judging API's contract (issue 22; routes in JUDGING-API.md): the judge list, the judging
 * feed and its catches, decisions, notes and comments, finishing, and the official results.
 */

const required = messageKeys.completeRequiredFields;

// ---- judge list -------------------------------------------------------------------------------

/** The judge list's filters (spec §2 Judge screens); the date range is Weekly by default (spec §9). */
export const ZJudgeTournamentQuery = z.object({
  regionType: z.enum(REGION_TYPES).optional(),
  regionName: z.string().max(120).optional(),
  localityUUID: z.uuid().optional(),
  fishUUID: z.uuid().optional(),
  timeLapse: z.enum(TIME_LAPSES).default('Weekly'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z.string().max(200).optional(),
});
export type JudgeTournamentQuery = z.infer<typeof ZJudgeTournamentQuery>;

/** A tournament of the judge list: the tournament, its rule set's slug and its catches to judge. */
export const ZJudgeTournament = ZTournament.extend({
  ruleSlug: z.string(),
  /** Catches still Pending (spec §7 "counters to judge"). */
  toJudge: z.number().int(),
});
export type JudgeTournamentDto = z.infer<typeof ZJudgeTournament>;

export const ZJudgeTournamentPage = z.object({
  items: z.array(ZJudgeTournament),
  nextCursor: z.string().nullable(),
});
export type JudgeTournamentPage = z.infer<typeof ZJudgeTournamentPage>;

// ---- counters ---------------------------------------------------------------------------------

export const ZLogCounters = z.object({
  Pending: z.number().int(),
  Invalid: z.number().int(),
  Qualified: z.number().int(),
  All: z.number().int(),
});

export const ZJudgeSummary = z.object({
  released: z.number().int(),
  notReleased: z.number().int(),
});

// ---- params -----------------------------------------------------------------------------------

export const ZJudgingTournamentParams = z.object({ tournamentId: z.uuid({ error: messageKeys.notFound }) });
export const ZJudgingCatchParams = ZJudgingTournamentParams.extend({
  catchId: z.uuid({ error: messageKeys.notFound }),
});
export const ZCatchParams = z.object({ catchId: z.uuid({ error: messageKeys.notFound }) });

// ---- the judging workspace --------------------------------------------------------------------

/**
 * The workspace's header: the tournament, its counters, the rule set's checklist and the boat and
 * team filters.
 */
export const ZJudgingOverview = z.object({
  tournament: ZJudgeTournament,
  counters: ZLogCounters,
  summary: ZJudgeSummary,
  evidenceChecklist: z.array(z.enum(EVIDENCE_ITEMS)),
  boats: z.array(z.object({ boatId: z.uuid(), boatName: z.string() })),
  /** The teams registered for the tournament, by name (issue 38: the team filter). */
  teams: z.array(z.object({ teamId: z.uuid(), teamName: z.string() })),
  /** Judging is finished: everything is read-only and the official results exist. */
  finished: z.boolean(),
  /**
   * The caller may finish judging (a named judge or the organiser, nothing Pending, and at least one
   * named judge who accepted).
   */
  canFinish: z.boolean(),
  /**
   * The tournament still takes catches (running, or before its upload deadline): judging cannot be
   * finished yet, whatever is judged (the refusal's message is `judgingUploadsOpen`).
   */
  uploadsOpen: z.boolean(),
});
export type JudgingOverview = z.infer<typeof ZJudgingOverview>;

/**
 * The judging feed's filters (spec §2): boat, team (issue 38: the catches of the anglers it
 * registered), status, the day (official time zone), keyset paged.
 */
export const ZJudgingCatchQuery = z.object({
  boatId: z.uuid().optional(),
  teamId: z.uuid().optional(),
  status: z.enum(CATCH_STATUS_FILTERS).optional(),
  date: z.iso.date().optional().describe('YYYY-MM-DD in the tournament official time zone'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z.string().max(200).optional(),
});
export type JudgingCatchQuery = z.infer<typeof ZJudgingCatchQuery>;

const ZPerson = z.object({ name: z.string(), lastname: z.string() });

export const ZJudgingVideo = z.object({
  videoId: z.uuid(),
  videoUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  startRecordingTime: z.string().nullable(),
  endRecordingTime: z.string().nullable(),
  lengthSeconds: z.number().nullable(),
});
export type JudgingVideo = z.infer<typeof ZJudgingVideo>;

/** A judge's note pinned to a moment of one of the catch's videos. */
export const ZJudgingNote = z.object({
  id: z.uuid(),
  videoId: z.uuid(),
  atSeconds: z.number(),
  text: z.string(),
  author: ZPerson,
  createdAt: z.string(),
});
export type JudgingNote = z.infer<typeof ZJudgingNote>;

/** Spec §3 "Tournament log comment": a judge's comment on a catch, which its angler reads. */
export const ZCatchComment = z.object({
  Id: z.uuid(),
  CreatedAt: z.string(),
  Comment: z.string(),
  FishinglogId: z.uuid(),
  TournamentId: z.uuid(),
  Name: z.string(),
  Lastname: z.string(),
});
export type CatchComment = z.infer<typeof ZCatchComment>;

/** The current decision on a catch; `version` 0 means never decided. */
export const ZCatchDecision = z.object({
  version: z.number().int(),
  status: z.enum(FISH_LOG_STATUSES),
  /** null while never decided. */
  released: z.boolean().nullable(),
  speciesCorrect: z.boolean(),
  length: z.number().nullable(),
  lengthUnitId: z.number().int(),
  weight: z.number().nullable(),
  weightUnitId: z.number().int(),
  points: z.number(),
  /** What the rule set and species give (the points field's default). */
  defaultPoints: z.number(),
  /** The most the rule set lets a judge give (`maxPointsOf`). */
  maxPoints: z.number(),
  evidence: z.array(z.enum(EVIDENCE_ITEMS)),
  overrideNote: z.string().nullable(),
  refusalReason: z.string().nullable(),
  judge: ZPerson.nullable(),
  decidedAt: z.string().nullable(),
});
export type CatchDecision = z.infer<typeof ZCatchDecision>;

/** One catch in the judging feed, with everything the judge weighs beside the video. */
export const ZJudgingCatch = z.object({
  catchId: z.uuid(),
  sessionId: z.uuid(),
  type: z.enum(FISH_LOG_TYPES),
  logTime: z.string(),
  position: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  boat: z.object({ boatId: z.uuid(), boatName: z.string() }).nullable(),
  angler: ZPerson,
  species: z.object({ UUID: z.uuid(), name: z.string() }),
  videos: z.array(ZJudgingVideo),
  /** The object of the catch's day (official time zone), to look for in the video. */
  objectOfTheDay: ZObjectOfTheDay.nullable(),
  flags: z.array(z.enum(CATCH_FLAGS)),
  decision: ZCatchDecision,
  notes: z.array(ZJudgingNote),
  comments: z.array(ZCatchComment),
  /**
   * The caller fished it, or their crew or boat did (`isOwnCatch`): another judge decides it.
   * Always false outside the judging workspace.
   */
  ownCatch: z.boolean(),
  /** Decisions, notes and comments are taken (judging not finished, caller may judge this catch). */
  editable: z.boolean(),
});
export type JudgingCatch = z.infer<typeof ZJudgingCatch>;

export const ZJudgingCatchPage = z.object({
  items: z.array(ZJudgingCatch),
  nextCursor: z.string().nullable(),
  counters: ZLogCounters,
  summary: ZJudgeSummary,
});
export type JudgingCatchPage = z.infer<typeof ZJudgingCatchPage>;

// ---- decisions, notes, comments ---------------------------------------------------------------

const measure = (message: MessageKey) => z.number({ error: message }).gt(0, message).max(100_000, message);
const note = z.string().trim().max(1000, { error: messageKeys.judgingTextTooLong });

/**
 * A judge's decision (spec §7 "Judge log"), sent with the `version` the judge saw. `released`
 * sets Approved or Refused; `points` defaults to the rule set's value for the species. Releasing
 * with the checklist incomplete needs `overrideNote`; refusing needs `refusalReason`
 * (`decisionIssues` checks both against the rule set's checklist).
 */
export const ZCatchDecisionInput = z.object({
  version: z.number({ error: required }).int(required).min(0, required),
  released: z.boolean({ error: required }),
  speciesCorrect: z.boolean().nullable().optional(),
  length: measure(messageKeys.fishLengthRange).nullable().optional(),
  lengthUnitId: z.union([z.literal(1), z.literal(2)], { error: required }).default(1),
  weight: measure(messageKeys.fishWeightRange).nullable().optional(),
  weightUnitId: z.union([z.literal(3), z.literal(4)], { error: required }).default(3),
  points: z.number({ error: required }).min(0, required).max(100_000, required).optional(),
  evidence: z
    .array(z.enum(EVIDENCE_ITEMS))
    .max(EVIDENCE_ITEMS.length)
    .refine((items) => new Set(items).size === items.length, required)
    .default([]),
  overrideNote: note.nullable().optional(),
  refusalReason: note.nullable().optional(),
});
export type CatchDecisionInput = z.input<typeof ZCatchDecisionInput>;
export type CatchDecisionValues = z.output<typeof ZCatchDecisionInput>;

export const ZJudgingNoteInput = z.object({
  videoId: z.uuid({ error: required }),
  atSeconds: z
    .number({ error: required })
    .min(0, required)
    .max(24 * 60 * 60, required),
  text: z.string().trim().min(1, required).max(1000, { error: messageKeys.judgingTextTooLong }),
});
export type JudgingNoteInput = z.infer<typeof ZJudgingNoteInput>;

export const ZCatchCommentInput = z.object({
  comment: z.string().trim().min(1, required).max(1000, { error: messageKeys.judgingTextTooLong }),
});
export type CatchCommentInput = z.infer<typeof ZCatchCommentInput>;

/** What a catch's angler sees of its judging: the status, the refusal reason and the judges' comments. */
export const ZCatchJudging = z.object({
  catchId: z.uuid(),
  tournamentId: z.uuid(),
  status: z.enum(FISH_LOG_STATUSES),
  points: z.number(),
  refusalReason: z.string().nullable(),
  comments: z.array(ZCatchComment),
  /** The tournament's judging is finished (results are official). */
  finished: z.boolean(),
});
export type CatchJudging = z.infer<typeof ZCatchJudging>;

// ---- official results -------------------------------------------------------------------------

export const ZStandingLine = z.object({
  rank: z.number().int(),
  id: z.string(),
  name: z.string(),
  points: z.number(),
  releases: z.number().int(),
  reachedAt: z.string().nullable(),
  catchIds: z.array(z.string()),
});
export type StandingLineDto = z.infer<typeof ZStandingLine>;

/**
 * A tournament's live leaderboard (issue 35 point 4): the standings from the judges' decisions so
 * far, `provisional` until the results are official, then the official results' own standings.
 */
export const ZLiveStandings = z.object({
  provisional: z.boolean(),
  boats: z.array(ZStandingLine),
  anglers: z.array(ZStandingLine),
  /** The team standings (issue 38), for a tournament with registered teams. */
  teams: z.array(ZStandingLine).optional(),
});
export type LiveStandings = z.infer<typeof ZLiveStandings>;

/** The official results: the canonical document whose SHA-256 the exports carry. */
export const ZOfficialResultsDocument = z.object({
  format: z.literal('tightlines-official-results/1'),
  tournament: z.object({ id: z.uuid(), name: z.string(), ruleSet: z.string(), finishedAt: z.string() }),
  boats: z.array(ZStandingLine),
  anglers: z.array(ZStandingLine),
  /** The team standings (issue 38): only in the results of a tournament with registered teams. */
  teams: z.array(ZStandingLine).optional(),
});
export type OfficialResultsDocument = z.infer<typeof ZOfficialResultsDocument>;

export const ZOfficialResults = z.object({
  results: ZOfficialResultsDocument,
  /** SHA-256 (hex) of the canonical JSON of `results`. */
  sha256: z.string(),
  csvUrl: z.string(),
  pdfUrl: z.string(),
  csvSha256: z.string(),
  pdfSha256: z.string(),
});
export type OfficialResults = z.infer<typeof ZOfficialResults>;

/**
 * A catch the official results count, as anyone may see it (issue 22 point 6, a standings line's
 * evidence): the videos the judges watched, what was caught and what they decided. Never where it
 * was caught (an angler's fishing spots stay theirs), nor the judges' working notes.
 */
export const ZResultsEvidence = z.object({
  catchId: z.uuid(),
  logTime: z.string(),
  boat: z.object({ boatName: z.string() }).nullable(),
  angler: ZPerson,
  species: z.object({ UUID: z.uuid(), name: z.string() }),
  /** Empty when a moderator has hidden the catch's session: its media are no longer public. */
  videos: z.array(ZJudgingVideo),
  objectOfTheDay: ZObjectOfTheDay.nullable(),
  decision: ZCatchDecision.omit({ version: true, defaultPoints: true, maxPoints: true, refusalReason: true }),
});
export type ResultsEvidence = z.infer<typeof ZResultsEvidence>;

/** Verification by hash (a file is posted as the raw body instead). */
export const ZResultsVerifyInput = z.object({
  sha256: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, { error: required }),
});

export const ZResultsVerification = z.object({
  matches: z.boolean(),
  /** What matched: the results document, its CSV or its PDF. */
  kind: z.enum(['results', 'csv', 'pdf']).nullable(),
  sha256: z.string(),
  tournament: z.object({ UUID: z.uuid(), Name: z.string(), finishedAt: z.string() }).nullable(),
  resultsSha256: z.string().nullable(),
});
export type ResultsVerification = z.infer<typeof ZResultsVerification>;
