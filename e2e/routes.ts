import type { TestInfo } from '@playwright/test';
import type { DemoRole } from './demo-accounts';

/**
 * Every route of spec §2 that the app has, as a guest and as members reach it: where it lands and the
 * level-one heading that says the page has rendered. The route walks (accessibility, screen fit) go
 * through these lists, so a new route gets checked by adding one line here.
 */
export interface RouteCase {
  /** A short name for reports and screenshot files. */
  name: string;
  path: string;
  /** Where a guest ends up: members-only pages send guests home. */
  landsOn: string | RegExp;
  /** The page's level-one heading; any level-one heading when the page's wording is not ours to pin. */
  heading?: RegExp;
  /** The page shows the sessions feed: it has settled once the feed shows a card or says it is empty. */
  showsFeed?: boolean;
  /**
   * Walked at the desktop size too. Every route is walked on the phone, where a page scrolls
   * sideways if anything does and axe reads the same content; the desktop walks the pages whose
   * wide layout is their own (the navigation bar, the feed's and lists' columns, tables, the identity
   * provider's pages), not every page again in a wider frame.
   */
  desktop?: boolean;
}

const HOME_HEADING = /Every catch, on the record\./;

// A well-formed tournament id (Base64 of a UUID) that no tournament has, and a malformed one.
const UNKNOWN_TOURNAMENT_ID = 'M2YyYjhjMWUtN2E0ZC00ZTVmLTliNmEtMmMxZDBlOWY4YTdi';

export const PUBLIC_ROUTES: readonly RouteCase[] = [
  { name: 'root', desktop: true, path: '/', landsOn: '/', heading: HOME_HEADING, showsFeed: true },
  { name: 'ranking', desktop: true, path: '/ranking', landsOn: '/ranking', heading: /Leaderboard/ },
  { name: 'tournaments', desktop: true, path: '/tournament', landsOn: '/tournament', heading: /Tournaments/ },
  {
    name: 'tournament-detail',
    path: `/tournament/${UNKNOWN_TOURNAMENT_ID}`,
    landsOn: `/tournament/${UNKNOWN_TOURNAMENT_ID}`,
    heading: /Tournament/,
  },
  {
    name: 'tournament-detail-bad-id',
    path: '/tournament/not-an-id',
    landsOn: '/tournament/not-an-id',
    heading: /Tournament/,
  },
  {
    name: 'verify-results',
    path: `/tournament/${UNKNOWN_TOURNAMENT_ID}/verify`,
    landsOn: `/tournament/${UNKNOWN_TOURNAMENT_ID}/verify`,
    heading: /Check official results/,
  },
  {
    name: 'verify-any-results',
    path: '/results/verify',
    landsOn: '/results/verify',
    heading: /Check official results/,
  },
  { name: 'our-app', desktop: true, path: '/our_app', landsOn: '/our_app', heading: /on the record/ },
  { name: 'search', desktop: true, path: '/search', landsOn: '/search', heading: /Find fishing sessions/ },
  { name: 'legal-terms', path: '/legal/terms', landsOn: '/legal/terms', heading: /Terms of Service/ },
  { name: 'legal-privacy', path: '/legal/privacy', landsOn: '/legal/privacy', heading: /Privacy/ },
  {
    name: 'legal-tournament-terms',
    path: '/legal/tournament-terms',
    landsOn: '/legal/tournament-terms',
    heading: /Tournament/,
  },
  { name: 'forbidden', path: '/forbidden', landsOn: '/forbidden', heading: /access to this page/ },
  {
    // A verification link no account was sent: the page says why it cannot be used.
    name: 'verify-email',
    path: '/verify_email/7a4c3b52-1b7e-4bb0-9f0e-1d2c3b4a5968',
    landsOn: '/verify_email/7a4c3b52-1b7e-4bb0-9f0e-1d2c3b4a5968',
    heading: /Verify your e-mail/,
  },
  // Sign-in and registration may hand over to the identity provider's own pages.
  { name: 'sign-in', desktop: true, path: '/sign_in', landsOn: /\/(sign_in|idp\/.+)$/ },
  { name: 'register', path: '/register', landsOn: /\/(register|idp\/.+)$/ },
  {
    name: 'rules-igfa-strict',
    desktop: true,
    path: '/rules/igfa-strict',
    landsOn: '/rules/igfa-strict',
    heading: /IGFA strict/,
  },
  {
    name: 'create-tournament',
    path: '/create_tournament',
    landsOn: '/create_tournament',
    heading: /Sign in to create a tournament/,
  },
  {
    name: 'create-tournament-team',
    path: '/create_tournament_team',
    landsOn: '/create_tournament_team',
    heading: /Sign in to register a team/,
  },
];

/**
 * A page with little on it (the leaderboard), for checks of what every page shares (the navigation
 * drawer, the account menu): the home page's feed would only make axe read more.
 */
export const LIGHT_PAGE: RouteCase = PUBLIC_ROUTES.find((route) => route.name === 'ranking')!;

/** Members-only pages: a guest is sent home (route-walk.spec.ts checks where each lands). */
export const GUARDED_PATHS: readonly string[] = [
  '/my_fish_logs',
  '/my_profile',
  '/myclubs',
  '/club_admin',
  '/judge',
  '/judge_tournament',
];

// Pages only a signed-in member reaches (spec §2). Headings are left open where the page is not
// built yet; pin them as the pages land.
const MEMBER_ROUTES: readonly RouteCase[] = [
  { name: 'my-fish-logs', path: '/my_fish_logs', landsOn: '/my_fish_logs', desktop: true },
  { name: 'my-profile', path: '/my_profile', landsOn: '/my_profile', desktop: true },
  { name: 'my-clubs', path: '/myclubs', landsOn: '/myclubs', desktop: true },
  { name: 'create-tournament', path: '/create_tournament', landsOn: /\/create_tournament/ },
  { name: 'create-tournament-team', path: '/create_tournament_team', landsOn: '/create_tournament_team' },
];

// A judge also reaches the judging pages.
const JUDGE_ROUTES: readonly RouteCase[] = [
  { name: 'judge', path: '/judge', landsOn: '/judge', heading: /^Judge$/, desktop: true },
  // With no tournament picked, the workspace sends the judge back to pick one.
  { name: 'judge-tournament-none', path: '/judge_tournament', landsOn: '/judge', heading: /^Judge$/ },
];

// Signed in, a public page changes only where it shows the member's own things (the header, the
// feed, the leaderboard, tournaments with their join and organiser options, search): those are walked
// again; pages whose content is the same for everyone (legal, about, rule sets) are walked once, as a guest.
const SIGNED_IN_PUBLIC = PUBLIC_ROUTES.filter((route) =>
  ['/', '/ranking', '/tournament', '/search'].includes(route.path),
);

/** The signed-in walks: each demo role and the routes it opens. */
export const SIGNED_IN_WALKS: readonly { role: DemoRole; routes: readonly RouteCase[] }[] = [
  { role: 'angler', routes: [...SIGNED_IN_PUBLIC, ...MEMBER_ROUTES] },
  // The member pages are the angler's; a judge's differ by the judging pages.
  { role: 'judge', routes: JUDGE_ROUTES },
];

/** Whether a route walk runs in this browser project: every route on the phone, some on desktop. */
export function walksAtThisSize(route: RouteCase, testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone' || route.desktop === true;
}
