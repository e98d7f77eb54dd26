import type { MatrixRow } from './matrix-row';

const BY_TESTS = 'modules/tournaments/tournaments.test.ts';
const BY_JOIN = 'modules/tournaments/join-and-actions.test.ts';

/** Tournaments (issue 21): the feed for anyone; drafts, publishing, joining and status actions signed in. */
export const TOURNAMENT_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    url: '/api/tournaments',
    access: { kind: 'public' },
    request: () => ({ url: '/api/tournaments' }),
  },
  {
    method: 'GET',
    url: '/api/tournaments/counters',
    access: { kind: 'public' },
    request: () => ({ url: '/api/tournaments/counters' }),
  },
  {
    method: 'GET',
    url: '/api/tournaments/to-judge',
    access: { kind: 'signed-in', permission: 'JUDGE_TOURNAMENTS' },
    request: () => ({ url: '/api/tournaments/to-judge' }),
  },
  {
    method: 'GET',
    url: '/api/tournaments/fishing-now',
    access: { kind: 'signed-in' },
    request: () => ({ url: '/api/tournaments/fishing-now' }),
  },
  {
    method: 'GET',
    url: '/api/tournaments/:tournamentId/object-of-the-day',
    access: {
      kind: 'covered',
      by: 'modules/tournaments/object-of-the-day.test.ts (guest 401; outsiders 403; members, judges and the organiser only); modules/judging/who-judges.test.ts (as can.seeObjectOfTheDay says)',
    },
  },
  {
    method: 'GET',
    url: '/api/tournaments/drafts',
    access: { kind: 'signed-in' },
    request: () => ({ url: '/api/tournaments/drafts' }),
  },
  {
    method: 'PUT',
    url: '/api/tournaments/drafts',
    access: { kind: 'covered', by: `${BY_TESTS} (guest 401; someone else's draft 404 like a missing one)` },
  },
  {
    method: /^(GET|DELETE)$/,
    url: '/api/tournaments/drafts/:draftId',
    access: { kind: 'covered', by: `${BY_TESTS} (someone else's draft 404 like a missing one)` },
  },
  {
    method: 'POST',
    url: '/api/tournaments',
    access: { kind: 'covered', by: `${BY_TESTS} (guest 401, every wizard rule 400)` },
  },
  {
    method: 'GET',
    url: '/api/tournaments/:tournamentId',
    access: { kind: 'covered', by: `${BY_TESTS} (public; deleted or missing 404)` },
  },
  {
    method: 'GET',
    url: '/api/tournaments/:tournamentId/members',
    access: {
      kind: 'covered',
      by: `${BY_JOIN} (guest 401; outsiders 403; organiser, judges and members see it); modules/judging/who-judges.test.ts (as can.seeMembers says)`,
    },
  },
  {
    method: 'POST',
    url: '/api/tournaments/:tournamentId/join',
    access: { kind: 'covered', by: `${BY_JOIN} (guest 401; locality, twice, not Active, unpaid refused)` },
  },
  {
    method: 'POST',
    url: '/api/tournaments/:tournamentId/leave',
    access: {
      kind: 'covered',
      by: 'modules/tournaments/leave.test.ts (guest 401; only the own entry; after the start, cancelled or not a member 409)',
    },
  },
  {
    method: 'PUT',
    url: '/api/tournaments/:tournamentId/judge_invitation',
    access: {
      kind: 'covered',
      by: 'modules/judging/judge-invitations.test.ts (guest 401; not named 404; an address not verified 403; the named judge, verified, 200)',
    },
  },
  {
    method: 'PUT',
    url: '/api/tournaments/:tournamentId',
    access: {
      kind: 'covered',
      by: `${BY_JOIN} (guest 401; anyone but the organiser 403); modules/judging/who-judges.test.ts (as can.manage says)`,
    },
  },
];
