import type { MatrixRow } from './matrix-row';

const BY_JUDGING = 'modules/judging/judging.test.ts';
const BY_RESULTS = 'modules/judging/results.test.ts';
/** Whoever the tournament's `can.judge` names, and nobody else, is let in (ADR 013). */
const BY_WHO_JUDGES = 'modules/judging/who-judges.test.ts';

/**
 * Judging (issue 22): the judge list by permission; a tournament's judging for whoever judges it
 * (`canJudgeTournament`: its organiser, its named judges who accepted on a proven address).
 */
export const JUDGING_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    url: '/api/events',
    access: {
      kind: 'covered',
      by: 'modules/notifications/live-notifications.test.ts (a guest 401; a signed-in tab its own channel only; inject cannot read a stream)',
    },
  },
  {
    method: 'GET',
    url: '/api/tournaments/:tournamentId/events',
    access: {
      kind: 'covered',
      by: 'modules/judging/live-standings.test.ts (public like the tournament page: a stream for anyone, the 404 envelope for an unknown tournament; inject cannot read a stream)',
    },
  },
  {
    method: 'GET',
    url: '/api/judging/tournaments',
    access: { kind: 'signed-in', permission: 'JUDGE_TOURNAMENTS' },
    request: () => ({ url: '/api/judging/tournaments' }),
  },
  {
    method: 'GET',
    url: /^\/api\/judging\/tournaments\/:tournamentId(\/catches(\/:catchId)?)?$/,
    access: {
      kind: 'covered',
      by: `${BY_JUDGING} (guest 401; non-judge, judge and organiser of another tournament 403; before the start 409); ${BY_WHO_JUDGES} (organiser, accepted, invited and unproven judge, entrant, stranger, guest: as can.judge says)`,
    },
  },
  {
    method: /^(PUT|POST)$/,
    url: /^\/api\/judging\/tournaments\/:tournamentId\/(catches\/:catchId\/(decision|notes|comments)|finish)$/,
    access: {
      kind: 'covered',
      by: `${BY_JUDGING} (guest 401; outsiders 403; stale version 409; read-only once finished); ${BY_WHO_JUDGES} (decisions and comments as can.judge says; the organiser's own catch 403)`,
    },
  },
  {
    method: 'GET',
    url: '/api/catches/:catchId/judging',
    access: {
      kind: 'covered',
      by: `${BY_JUDGING} (the angler and the judges only; anyone else 404); ${BY_WHO_JUDGES}`,
    },
  },
  {
    method: 'GET',
    url: /^\/api\/results\/:tournamentId(\/results\.(csv|pdf))?$/,
    access: { kind: 'covered', by: `${BY_RESULTS} (public once official; 404 before)` },
  },
  {
    method: 'GET',
    url: '/api/results/:tournamentId/evidence/:catchId',
    access: {
      kind: 'covered',
      by: `${BY_RESULTS} (public once official, counted catches only, no position; 404 otherwise)`,
    },
  },
  {
    method: 'GET',
    url: '/api/results/verify',
    access: { kind: 'public' },
    request: () => ({ url: '/api/results/verify' }),
    success: [302],
  },
  {
    method: 'POST',
    url: '/api/results/verify',
    access: { kind: 'public' },
    request: () => ({ method: 'POST', url: '/api/results/verify', payload: { sha256: '0'.repeat(64) } }),
  },
];
