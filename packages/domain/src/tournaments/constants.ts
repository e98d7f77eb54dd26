// The tournaments' lists of values, apart from the schemas: a page that only lists them (the
// tournament list's filters) does not evaluate zod and every schema on its way in.

export const REGION_TYPES = ['Global', 'Regional', 'Local'] as const;
export type RegionType = (typeof REGION_TYPES)[number];

export const CLUB_OPTIONS = ['All members', 'Club members only'] as const;
export type ClubOption = (typeof CLUB_OPTIONS)[number];

/** The statuses an organiser may set on an Active tournament (spec §4 organiser actions). */
export const ORGANISER_STATUS_ACTIONS = ['Deleted', 'Canceled', 'Finished'] as const;

/** The tournament list's time windows around today (spec §2 Tournaments "time lapse"). */
export const TIME_LAPSES = ['Weekly', 'Monthly', 'Annually'] as const;
export type TimeLapse = (typeof TIME_LAPSES)[number];

/**
 * The refund rule an organiser sets for entrants who leave a paid tournament before its start: a
 * full refund until this many days before the start, or none (null). The wizard starts at the default.
 */
export const DEFAULT_REFUND_DAYS_BEFORE_START = 7;
export const MAX_REFUND_DAYS_BEFORE_START = 60;
/** The choices the wizard offers (0: until the start itself). */
export const REFUND_DAYS_CHOICES = [0, 1, 2, 3, 7, 14, 30] as const;
