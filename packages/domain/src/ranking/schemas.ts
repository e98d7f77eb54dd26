import { z } from 'zod';
import { RANKING_PAGE_SIZE, type RankingRange } from '../constants';
import { messageKeys } from '../messages';
import { ZTimeZone } from '../tournaments/schemas';
import { toWaterType, type WaterType } from './water-type';

/**
 * The ranking contract (issue 36): `GET /api/rankings` and what it answers. Web and server share it;
 * the names are the web address's too (`/ranking?category=…&range=…&page=N`, `page` 1-based).
 */

/** Top Boats, Top Captains, Top Mates, Top Anglers (spec §9 categories). */
export const RANKING_CATEGORY_VALUES = ['boats', 'captains', 'mates', 'anglers'] as const;
export type RankingCategory = (typeof RANKING_CATEGORY_VALUES)[number];

/** Daily, Weekly (ISO week), Monthly, Annually (spec §9 ranking ranges). */
export const RANKING_RANGE_VALUES = ['daily', 'weekly', 'monthly', 'annually'] as const;
export type RankingRangeValue = (typeof RANKING_RANGE_VALUES)[number];
export const DEFAULT_RANKING_RANGE_VALUE: RankingRangeValue = 'annually';

/** All Styles, Billfish, Non Billfish (spec §9), mapped to a session's water type by `rankingWaterType`. */
export const RANKING_WATER_VALUES = ['all', 'billfish', 'non-billfish'] as const;
export type RankingWater = (typeof RANKING_WATER_VALUES)[number];

/** Global, Regional, Local (spec §9 ranking location). */
export const RANKING_LOCATION_VALUES = ['global', 'regional', 'local'] as const;
export type RankingLocation = (typeof RANKING_LOCATION_VALUES)[number];

/** The most entries one ranking request may ask for. */
export const RANKING_MAX_LIMIT = 50;

/** The spec's range names of each API value. */
export const RANKING_RANGE_NAMES: Record<RankingRangeValue, RankingRange> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  annually: 'Annually',
};

const WATER_LABELS: Record<RankingWater, string> = {
  all: 'All Styles',
  billfish: 'Billfish',
  'non-billfish': 'Non Billfish',
};

/** The session water type a filter asks for (spec §5 mapping): Offshore, Nearshore, or Both (no filter). */
export function rankingWaterType(water: RankingWater): WaterType {
  return toWaterType(WATER_LABELS[water]);
}

/** The query of `GET /api/rankings`. An unknown value of any field is a 400 naming it. */
export const ZRankingQuery = z
  .object({
    category: z.enum(RANKING_CATEGORY_VALUES),
    range: z.enum(RANKING_RANGE_VALUES).default(DEFAULT_RANKING_RANGE_VALUE),
    date: z.iso
      .date()
      .optional()
      .describe("YYYY-MM-DD, a day inside the period; today in the reader's time zone by default"),
    timeZone: ZTimeZone.optional().describe("the reader's IANA time zone, for today's date; UTC when absent"),
    species: z.uuid().optional().describe('a species id of the catalogue'),
    water: z.enum(RANKING_WATER_VALUES).default('all'),
    location: z.enum(RANKING_LOCATION_VALUES).default('global'),
    region: z
      .string()
      .trim()
      .min(1)
      .max(120)
      .optional()
      .describe('a region name; required when regional or local'),
    locality: z.uuid().optional().describe('a locality id of the region; required when local'),
    verified: z
      .stringbool()
      .default(false)
      .describe('true: rank by officially judged tournament catches only'),
    club: z
      .uuid()
      .optional()
      .describe("a club's id: its leaderboard, of its current members and the boats they own (issue 37)"),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    limit: z.coerce.number().int().min(1).max(RANKING_MAX_LIMIT).default(RANKING_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    if (query.location !== 'global' && !query.region) {
      ctx.addIssue({ code: 'custom', path: ['region'], message: messageKeys.completeRequiredFields });
    }
    if (query.location === 'local' && !query.locality) {
      ctx.addIssue({ code: 'custom', path: ['locality'], message: messageKeys.completeRequiredFields });
    }
  });
export type RankingQueryInput = z.input<typeof ZRankingQuery>;
export type RankingQuery = z.output<typeof ZRankingQuery>;

/** Someone or something an entry is related to: a boat's captains, or a captain's boats. */
export const ZRankingRelated = z.object({ id: z.string(), name: z.string() });

/**
 * One ranked boat or person. Never a position (GPS) of a catch; `name` is the public name, and a
 * user who opted out of rankings (privacy setting `appearInRankings`) never appears.
 */
export const ZRankingEntry = z.object({
  id: z.string(),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  /** Where the web app shows this boat or person; null when the profile is not public. */
  profilePath: z.string().nullable(),
  points: z.number(),
  catches: z.number().int().min(0),
  /** Of `catches`, those in official tournament results. */
  verifiedCatches: z.number().int().min(0),
  /** A boat's captains, or a captain's boats; empty for mates and anglers. */
  related: z.array(ZRankingRelated),
});
export type RankingEntryDto = z.infer<typeof ZRankingEntry>;

/** The leader's cumulative points at the end of each day of the period. */
export const ZRankingSeriesPoint = z.object({ day: z.iso.date(), points: z.number() });

export const ZRankingPage = z.object({
  /** The first and last day of the period (inclusive). */
  period: z.object({ start: z.iso.date(), end: z.iso.date() }),
  entries: z.array(ZRankingEntry),
  hasMore: z.boolean(),
  /** The first entry's cumulative points per day over the period; empty when there is no entry. */
  leaderSeries: z.array(ZRankingSeriesPoint),
});
export type RankingPageDto = z.infer<typeof ZRankingPage>;
