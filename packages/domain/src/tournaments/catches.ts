import { z } from 'zod';

/**
 * The characters of an object-of-the-day code: no 0/O, 1/I/L or 5/S, which a video frame or a
 * handwritten card easily confuses.
 */
export const OBJECT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRTUVWXYZ2346789';
export const OBJECT_CODE_LENGTH = 2;

/**
 * A tournament day's object of the day (issue 21 point 7): a short code and one of the tournament's
 * species, shown in the catch videos of that day. `date` is the day in the official time zone.
 */
export const ZObjectOfTheDay = z.object({
  date: z.string().describe('YYYY-MM-DD in the tournament official time zone'),
  code: z.string(),
  speciesUUID: z.string(),
  speciesName: z.string(),
  label: z.string().describe('the code and the species, as shown: "K7 · Yellowfin Tuna"'),
});
export type ObjectOfTheDay = z.infer<typeof ZObjectOfTheDay>;

export const ZObjectOfTheDayQuery = z.object({
  date: z.iso.date().optional().describe('a day of the tournament (official time zone); today by default'),
});

/** A tournament the caller is a member of and may log a tournament session in now. */
export const ZFishingNowTournament = z.object({
  UUID: z.uuid(),
  Name: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  UploadDeadline: z.string(),
  OfficialTournamentTimeZone: z.string(),
  objectOfTheDay: ZObjectOfTheDay.nullable(),
  /** The tournament's species list (what its catches may be); empty when it takes any species. */
  speciesUUIDs: z.array(z.uuid()),
});
export type FishingNowTournament = z.infer<typeof ZFishingNowTournament>;

export const ZFishingNowList = z.object({ items: z.array(ZFishingNowTournament) });
export type FishingNowList = z.infer<typeof ZFishingNowList>;

/**
 * One day formatter per zone: constructing one costs more than formatting with it (a ranking
 * request names its reader's zone, bench/README.md). A name the runtime does not know throws before
 * it is kept; the map is emptied should it ever hold more names than the runtime has zones.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const MAX_DAY_FORMATTERS = 1_000;

/** The calendar day (YYYY-MM-DD) an instant falls on in an IANA time zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    if (dayFormatters.size >= MAX_DAY_FORMATTERS) dayFormatters.clear();
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/**
 * Whether the object of tournament day `date` may be revealed at `now`: the day is one of the
 * tournament's days (official time zone), it has begun there, and so has the tournament (no code
 * before the start, so none can be filmed in advance).
 */
export function isObjectDayRevealed(
  date: string,
  tournament: { startAt: Date; endAt: Date; timeZone: string },
  now: Date,
): boolean {
  const first = dayInZone(tournament.startAt, tournament.timeZone);
  const last = dayInZone(tournament.endAt, tournament.timeZone);
  if (date < first || date > last) return false;
  return now >= tournament.startAt && date <= dayInZone(now, tournament.timeZone);
}
