import { version } from '../package.json';

/* Business constants and limits of spec §9. */

/** The product's version, from package.json (every workspace carries the same one). */
export const APP_VERSION: string = version;
export const ACTIVITY_SOURCE = 'Website';

export const PAGE_SIZE = 10;
export const MOBILE_BREAKPOINT_PX = 768;
export const NOTIFICATIONS_PAGE_SIZE_MOBILE = 5;
export const COMMENTS_PAGE_SIZE = 2;
export const RANKING_PAGE_SIZE = 5;
export const RANKING_WIDGET_SIZE = 5;
export const DRAFT_LIST_PAGE_SIZE = 999;
export const COUNTER_QUERY_LIMIT = 9_999_999;
export const JUDGE_SEARCH_SIZE = 5;
export const USER_SEARCH_PAGE_SIZE = 5;
/** The largest page any list endpoint serves; larger `limit` values are clamped to it. */
export const MAX_PAGE_SIZE = 100;

export const BACKUP_MEDIA_MAX = 3;
export const EXPERIENCE_YEARS_MAX = 99;
export const PASSWORD_MIN_LENGTH = 8;

export const timings = {
  loginInvitationIntervalMs: 60 * 60 * 1000,
  loginInvitationTimerMs: 10_000,
  localityPromptDelayMs: 2_000,
  userInfoRefreshMs: 120_000,
  notificationTimeoutMs: 5_000,
  filterWarningMs: 2_000,
  draftSavedNoticeMs: 2_000,
  draftDeletedNoticeMs: 5_000,
  reloadAfterDraftDeletionMs: 2_000,
  detailOpenDelayJudgeMs: 100,
  detailOpenDelayMs: 500,
  overlayHideMs: 300,
} as const;

export const DATE_FILTER_OPTIONS = ['Weekly', 'Monthly', 'Annually'] as const;
export type DateFilterOption = (typeof DATE_FILTER_OPTIONS)[number];
export const DEFAULT_FEED_RESTRICTION: DateFilterOption = 'Weekly';
export const DEFAULT_TOURNAMENT_LIST_RANGE: DateFilterOption = 'Annually';
export const DEFAULT_JUDGE_LIST_RANGE: DateFilterOption = 'Weekly';

export const RANKING_RANGES = ['Daily', 'Weekly', 'Monthly', 'Annually'] as const;
export type RankingRange = (typeof RANKING_RANGES)[number];
export const DEFAULT_RANKING_RANGE: RankingRange = 'Annually';

export const RANKING_LOCATIONS = ['Global', 'Regional', 'Local'] as const;
export const RANKING_WATER_TYPES = ['All Styles', 'Billfish', 'Non Billfish'] as const;
export const RANKING_CATEGORIES = [
  { label: 'Top Boats', roleName: 'boat' },
  { label: 'Top Captains', roleName: 'captain' },
  { label: 'Top Mates', roleName: 'mate' },
  { label: 'Top Anglers', roleName: 'angler' },
] as const;

export const mapDefaults = {
  center: { latitude: 45, longitude: -73 },
  zoom: 7,
  minZoom: 4,
  maxZoom: 10,
  captainMaxZoom: 19,
  zoomRadiusMiles: 100,
} as const;

export const tournamentDefaults = {
  startTime: '07:30',
  endTime: '16:00',
  deadlineTime: '22:00',
  entranceFee: 0,
  prize: 0,
  payingThroughApp: false,
  allowLateJoin: true,
  tournamentType: 'Default',
  checkoutQuantity: 1,
  timeStepMinutes: 30,
  currency: 'usd',
  currencyAcronym: 'USD',
  speciesType: 'Bill Fish',
} as const;

export const RULE_SET_NAMES = ['IGFA strict', 'IGFA modified', 'Jungle Rules'] as const;

export const carousel = {
  ruleSlides: 3,
  clubSlides: 2,
  clubSlidesNarrow: 1,
  clubNarrowBreakpointPx: 767,
} as const;

export const TRANSACTION_TYPES = ['Credit', 'Debit'] as const;
export const MERCHANTS = ['Wallet', 'Other'] as const;
export const TRANSACTION_STATUSES = ['Complete', 'Incomplete', 'Rejected'] as const;
export const PAYMENT_METHODS = ['Wallet', 'Credit Card', 'Deposit', 'Manual'] as const;
export const PAYMENT_TYPES = ['Tournament Subscription', 'App Membership'] as const;

export const TOURNAMENT_FILTER_SECTIONS = ['location', 'species', 'lapse', 'tournament'] as const;
export const JUDGE_FILTER_SECTIONS = ['boats', 'status', 'date'] as const;

export const VIDEO_EXTENSIONS = ['m4v', 'avi', 'mpg', 'mp4', 'mov'] as const;
export const VIDEO_FORMATS = ['mp4', 'webm', 'ogg'] as const;
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
