/**
 * Every route of spec §2 that the app has, as a guest reaches it: where it lands and the level-one
 * heading that says the page has rendered. The quality journeys (accessibility, phone layout) walk
 * this list, so a new route gets checked by adding one line here.
 */
export interface RouteCase {
  /** A short name for reports and screenshot files. */
  name: string;
  path: string;
  /** Where a guest ends up: members-only pages send guests home. */
  landsOn: string | RegExp;
  /** The page's level-one heading; any level-one heading when the page's wording is not ours to pin. */
  heading?: RegExp;
}

const HOME_HEADING = /Every catch, on the record\./;

// A well-formed tournament id (Base64 of a UUID) that no tournament has, and a malformed one.
const UNKNOWN_TOURNAMENT_ID = 'M2YyYjhjMWUtN2E0ZC00ZTVmLTliNmEtMmMxZDBlOWY4YTdi';

export const PUBLIC_ROUTES: readonly RouteCase[] = [
  { name: 'root', path: '/', landsOn: '/', heading: HOME_HEADING },
  { name: 'home', path: '/home', landsOn: '/home', heading: HOME_HEADING },
  { name: 'ranking', path: '/ranking', landsOn: '/ranking', heading: /Leaderboard/ },
  { name: 'tournaments', path: '/tournament', landsOn: '/tournament', heading: /Tournaments/ },
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
  { name: 'our-app', path: '/our_app', landsOn: '/our_app', heading: /on the record/ },
  { name: 'search', path: '/search', landsOn: '/search', heading: /Find anglers/ },
  { name: 'legal-terms', path: '/legal/terms', landsOn: '/legal/terms', heading: /Terms of Service/ },
  { name: 'legal-privacy', path: '/legal/privacy', landsOn: '/legal/privacy', heading: /Privacy/ },
  {
    name: 'legal-tournament-terms',
    path: '/legal/tournament-terms',
    landsOn: '/legal/tournament-terms',
    heading: /Tournament/,
  },
  { name: 'forbidden', path: '/forbidden', landsOn: '/forbidden', heading: /access to this page/ },
  // Sign-in and registration may hand over to the identity provider's own pages.
  { name: 'sign-in', path: '/sign_in', landsOn: /\/(sign_in|idp\/.+)$/ },
  { name: 'register', path: '/register', landsOn: /\/(register|idp\/.+)$/ },
  {
    name: 'rules-igfa-strict',
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

/** Members-only pages: a guest is sent home, and the home page is what gets checked. */
export const GUARDED_ROUTES: readonly RouteCase[] = [
  '/my_fish_logs',
  '/my_profile',
  '/myclubs',
  '/judge',
  '/judge_tournament',
].map((path) => ({ name: `guarded${path.replaceAll('/', '-')}`, path, landsOn: '/', heading: HOME_HEADING }));

export const GUEST_ROUTES: readonly RouteCase[] = [...PUBLIC_ROUTES, ...GUARDED_ROUTES];
