/** Every query key of the app, so one feature can invalidate another's data without importing it. */
export const queryKeys = {
  version: () => ['version'] as const,
  catalogue: {
    all: () => ['catalogue'] as const,
    species: (fishTypeName?: string) => ['catalogue', 'species', fishTypeName ?? 'all'] as const,
    ruleSets: () => ['catalogue', 'rule-sets'] as const,
    ruleSet: (slug: string) => ['catalogue', 'rule-sets', slug] as const,
    countries: () => ['catalogue', 'countries'] as const,
    states: (countryName: string) => ['catalogue', 'states', countryName] as const,
    genders: () => ['catalogue', 'genders'] as const,
    roles: () => ['catalogue', 'roles'] as const,
    regions: () => ['catalogue', 'regions'] as const,
    localities: (regionName: string) => ['catalogue', 'localities', regionName] as const,
    /** The small named catalogues by path: /fishingTypes, /boats/types, /motors/makes… */
    named: (path: string) => ['catalogue', 'named', path] as const,
  },
  /** The map settings: tile URL, centre, and the caller's zoom range. */
  map: { config: () => ['map', 'config'] as const },
  account: {
    /** The provider's sign-in or registration page in progress. */
    interaction: (uid: string) => ['account', 'interaction', uid] as const,
    passwordReset: (secret: string) => ['account', 'password-reset', secret] as const,
    /** Opening the link that verifies an address (once: its answer is kept). */
    verifyLink: (secret: string) => ['account', 'verify-link', secret] as const,
  },
  users: {
    all: () => ['users'] as const,
    /** The user info the app reads at start and every 120 s (spec §3, §4): name, role, units, boats. */
    infos: () => ['users', 'info'] as const,
    info: (email: string) => ['users', 'info', email] as const,
    search: (searchText: string, limit: number) => ['users', 'search', searchText, limit] as const,
    /** The signed-in account's address and whether it is verified (issue 32). */
    emailVerification: () => ['users', 'email-verification'] as const,
  },
  boats: {
    all: () => ['boats'] as const,
    /** GET /api/boats: the boats a session may name. */
    mine: () => ['boats', 'mine'] as const,
  },
  profile: {
    all: () => ['profile'] as const,
    detail: (email: string) => ['profile', email] as const,
    privacy: (email: string) => ['profile', email, 'privacy'] as const,
    /** The signed-in user's switch per kind of e-mail (issue 35). */
    mailSettings: (email: string) => ['profile', email, 'privacy', 'mail'] as const,
    /** Boats whose owner named the signed-in user captain, waiting for their answer. */
    captaincy: () => ['profile', 'captaincy'] as const,
    /** The signed-in user's "download all my data" request (issue 40). */
    dataExport: (email: string) => ['profile', email, 'data-export'] as const,
  },
  payments: {
    all: () => ['payments'] as const,
    /** A hosted checkout session of the local payment driver (/pay/<id>). */
    hostedSession: (sessionId: string) => ['payments', 'hosted', sessionId] as const,
    /** The outcome of one of the user's checkouts, asked by the return page. */
    checkout: (checkoutId: string) => ['payments', 'checkout', checkoutId] as const,
    /** The user's own payments and refunds (My Profile → Payments). */
    transactions: () => ['payments', 'transactions'] as const,
    organiserSummary: () => ['payments', 'organiser-summary'] as const,
  },
  /** Fishing sessions, shared by the home feed and My Fishlogs so a change on one refreshes the other. */
  sessions: {
    all: () => ['sessions'] as const,
    /** Every reader's home feed (to refresh them all). */
    home: () => ['sessions', 'home'] as const,
    /** The home feed as one reader sees it (null: a guest, who gets the last 7 days only). */
    homeOf: (email: string | null) => ['sessions', 'home', email ?? 'guest'] as const,
    mine: () => ['sessions', 'mine'] as const,
    /** My Fishlogs in one range (under `mine`, so refreshing `mine` refreshes every range). */
    mineIn: (range: Record<string, string | undefined>) => ['sessions', 'mine', range] as const,
    detail: (uuid: string) => ['sessions', 'detail', uuid] as const,
    /** Every session's comments (to refresh them all). */
    allComments: () => ['sessions', 'comments'] as const,
    comments: (uuid: string) => ['sessions', 'comments', uuid] as const,
    backupMedia: (parent: string) => ['sessions', 'backup-media', parent] as const,
  },
  /**
   * Sessions logged without a connection, kept on this device until sent (issue 40): read from
   * IndexedDB, never from the server, so they refresh on their own change and not with `sessions`.
   */
  capturedSessions: {
    all: () => ['captured-sessions'] as const,
    /** One account's, by its lower-cased e-mail: a shared device lists each account's own. */
    of: (owner: string) => ['captured-sessions', owner] as const,
  },
  /** Tournament catches: the tournaments on now for the session form, a tournament day's object. */
  tournamentCatches: {
    all: () => ['tournament-catches'] as const,
    fishingNow: () => ['tournament-catches', 'fishing-now'] as const,
    objectOfTheDay: (tournamentId: string) =>
      ['tournament-catches', 'object-of-the-day', tournamentId] as const,
    /** What a catch's angler sees of its judging: status, refusal reason, the judges' comments. */
    judging: (catchId: string) => ['tournament-catches', 'judging', catchId] as const,
  },
  /** Judging: the judge list, one tournament's workspace and its catches. */
  judging: {
    all: () => ['judging'] as const,
    tournaments: (email: string | null, filters: object) =>
      ['judging', 'tournaments', email ?? 'guest', filters] as const,
    /** Everything of one tournament's judging (to refresh it all after a decision). */
    tournament: (tournamentId: string) => ['judging', 'tournament', tournamentId] as const,
    overview: (tournamentId: string) => ['judging', 'tournament', tournamentId, 'overview'] as const,
    catches: (tournamentId: string, filters: object) =>
      ['judging', 'tournament', tournamentId, 'catches', filters] as const,
  },
  /** The signed-in user's notifications: the modal's pages (by page size) and the bell's unread count. */
  notifications: {
    all: () => ['notifications'] as const,
    list: (pageSize: number) => ['notifications', 'list', pageSize] as const,
    unread: () => ['notifications', 'unread'] as const,
  },
  /** Leaderboards (issue 36): one page of one ranking, by its filter and slice. */
  rankings: {
    all: () => ['rankings'] as const,
    page: (query: object) => ['rankings', 'page', query] as const,
  },
  /** Tournaments: the feed per reader and filters, its counters, drafts, one tournament, its members. */
  /** Clubs (issue 37): the directory, my clubs and one club's page. */
  clubs: {
    all: () => ['clubs'] as const,
    list: () => ['clubs', 'list'] as const,
    mine: () => ['clubs', 'mine'] as const,
    detail: (clubId: string) => ['clubs', 'detail', clubId] as const,
  },
  /** Teams (issue 38): my teams and a tournament's registered teams. */
  teams: {
    all: () => ['teams'] as const,
    mine: () => ['teams', 'mine'] as const,
    ofTournament: (tournamentId: string) => ['teams', 'tournament', tournamentId] as const,
  },
  tournaments: {
    all: () => ['tournaments'] as const,
    feed: (email: string | null, filters: object) =>
      ['tournaments', 'feed', email ?? 'guest', filters] as const,
    /** One club's tournaments (its page, issue 37). */
    ofClub: (clubId: string) => ['tournaments', 'club', clubId] as const,
    /** The counters of the tournaments the list's filters keep. */
    counters: (filters: object) => ['tournaments', 'counters', filters] as const,
    drafts: () => ['tournaments', 'drafts'] as const,
    /** One draft the wizard resumes (under the drafts, so a refresh of them reaches it). */
    draft: (uuid: string) => ['tournaments', 'drafts', uuid] as const,
    detail: (uuid: string, email: string | null) =>
      ['tournaments', 'detail', uuid, email ?? 'guest'] as const,
    members: (uuid: string) => ['tournaments', 'members', uuid] as const,
    /** A finished tournament's official results (standings, exports and their hashes). */
    results: (uuid: string) => ['tournaments', 'results', uuid] as const,
    /** A catch the official results count: its videos and the judges' decision. */
    evidence: (uuid: string, catchId: string) =>
      ['tournaments', 'results', uuid, 'evidence', catchId] as const,
  },
};
