import type { MatrixRow } from './matrix-row';

const TEAMS_TEST = 'modules/teams/teams.test.ts';

/** Teams (issue 38): every team route needs a signed-in user; a tournament's teams are public like its page. */
export const TEAM_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    url: '/api/teams/mine',
    access: { kind: 'signed-in' },
    request: () => ({ url: '/api/teams/mine' }),
  },
  {
    method: 'GET',
    url: '/api/teams/:teamId',
    access: { kind: 'covered', by: `${TEAMS_TEST} (owner and members only; anyone else 404)` },
  },
  {
    method: /^(POST|PATCH)$/,
    url: /^\/api\/teams(\/:teamId)?$/,
    access: { kind: 'covered', by: `${TEAMS_TEST} (create signed in; edit the owner only, others 403)` },
  },
  {
    method: 'DELETE',
    url: '/api/teams/:teamId/members/:userId',
    access: { kind: 'covered', by: `${TEAMS_TEST} (the owner removes a member; others 403)` },
  },
  {
    method: 'POST',
    url: /^\/api\/teams\/:teamId\/(leave|decline|verify)$/,
    access: {
      kind: 'covered',
      by: `${TEAMS_TEST} (a member leaves or declines; owner and members verify, others 404)`,
    },
  },
  {
    method: 'POST',
    url: '/api/team-registrations',
    access: {
      kind: 'covered',
      by: `${TEAMS_TEST} (owner or members register; others 404; paid through the verified payment event)`,
    },
  },
  {
    method: 'GET',
    url: '/api/tournaments/:tournamentId/teams',
    access: { kind: 'covered', by: `${TEAMS_TEST} (public like the tournament's page; a missing one 404)` },
  },
];
