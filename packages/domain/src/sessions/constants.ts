/** Fishing styles a session is logged with (spec §3); shown as Billfish / All Species. */
export const FISHING_STYLES = ['Offshore', 'Nearshore'] as const;
export type FishingStyle = (typeof FISHING_STYLES)[number];

/** What happened to a fish (spec §3 counters Releases, Raises, Bites, Harvests). */
export const FISH_LOG_TYPES = ['Release', 'Raise', 'Bite', 'Harvest'] as const;
export type FishLogType = (typeof FISH_LOG_TYPES)[number];

/** Judge statuses of a fish log (spec §4); a log outside a tournament stays Pending. */
export const FISH_LOG_STATUSES = ['Pending', 'Approved', 'Refused', 'Invalid'] as const;
export type FishLogStatus = (typeof FISH_LOG_STATUSES)[number];

/** The most team members and fish logs one session carries; far above any real boat. */
export const SESSION_TEAM_MAX = 12;
export const SESSION_LOGS_MAX = 60;
export const COMMENT_MAX_LENGTH = 2000;

/** The longest reason a moderator may record with an action. */
export const MODERATION_REASON_MAX_LENGTH = 500;

/** The default feed restriction is Weekly (spec §6); My Fishlogs looks 365 days back (spec §9). */
export const MY_FISH_LOGS_DAYS = 365;

/** Spec §8 success wording of the session actions. */
export const sessionMessages = {
  deleted: 'Fishing session deleted correctly',
  hidden: 'Fishing session hidden correctly',
  restored: 'Fishing session restored correctly',
  logDeleted: 'Fishing log deleted correctly',
  logSaved: 'Fishing log saved correctly',
  commentAdded: 'Comment added',
  backupMediaAdded: 'Backup media added correctly',
  backupMediaDeleted: 'Backup media deleted correctly',
  sessionSaved: 'Fishing session saved correctly',
} as const;

/** Spec §8 confirmations of the session actions. */
export const sessionConfirmations = {
  delete: {
    title: 'Delete this session?',
    message: 'The session and its fish logs will be deleted. This cannot be undone.',
    confirmLabel: 'Delete session',
  },
  hide: {
    title: 'Hide this session?',
    message: 'Hidden sessions stay visible only on My Fishlogs.',
    confirmLabel: 'Hide session',
  },
  restore: {
    title: 'Restore this session?',
    message: 'Restored sessions are visible to everyone again.',
    confirmLabel: 'Restore session',
  },
  deleteLog: {
    title: 'Delete this fish log?',
    message: 'The fish log will be deleted. This cannot be undone.',
    confirmLabel: 'Delete log',
  },
  deleteBackupMedia: {
    title: 'Delete this backup media?',
    message: 'The file will be removed from this log or session.',
    confirmLabel: 'Delete media',
  },
} as const;

/** Weather readings a session carries at most (keys of weatherInfo: wind, temperature, tide…). */
export const WEATHER_KEYS_MAX = 30;
/** The earliest date a session, log or recording may carry. */
export const EARLIEST_SESSION_DATE = '1970-01-01T00:00:00Z';
/** How far past the server's clock a logged time may be (a device clock a little ahead). */
export const FUTURE_SKEW_MS = 24 * 60 * 60 * 1000;
/**
 * How far past the server's clock a tournament catch's time may be: a device clock a little ahead,
 * never a day (whose object of the day would then be asked for before it is revealed).
 */
export const CATCH_CLOCK_SKEW_MS = 2 * 60 * 1000;
/** A device-made key of a session captured offline (issue 40): letters, digits, dashes, underscores. */
export const OFFLINE_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
