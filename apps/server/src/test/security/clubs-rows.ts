import type { MatrixRow } from './matrix-row';

const CLUBS_TEST = 'modules/clubs/clubs.test.ts';

/** Clubs (issue 37) and the leaderboards (issue 36): public reads; every change needs a signed-in user. */
export const CLUB_AND_RANKING_ROWS: MatrixRow[] = [
  { method: 'GET', url: '/api/clubs', access: { kind: 'public' }, request: () => ({ url: '/api/clubs' }) },
  {
    method: 'GET',
    url: '/api/clubs/mine',
    access: { kind: 'signed-in' },
    request: () => ({ url: '/api/clubs/mine' }),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId',
    access: { kind: 'covered', by: `${CLUBS_TEST} (a club's page, public; a missing club 404)` },
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/picture',
    access: {
      kind: 'covered',
      by: 'modules/clubs/share-preview.test.ts (public, as the club page; a club without a picture 404)',
    },
  },
  {
    method: /^(PUT|DELETE)$/,
    url: '/api/clubs/:clubId/follow',
    access: { kind: 'covered', by: `${CLUBS_TEST} (follow and unfollow as the signed-in user only)` },
  },
  {
    method: 'POST',
    url: /^\/api\/clubs\/:clubId\/(join|leave|renew)$/,
    access: {
      kind: 'covered',
      by: `${CLUBS_TEST} (join, leave and renew as the signed-in user only; paid joins through the verified payment event)`,
    },
  },
  {
    method: /^(POST|PATCH)$/,
    url: /^\/api\/clubs(\/:clubId)?$/,
    access: { kind: 'covered', by: `${CLUBS_TEST} (CLUB_ADMIN only: others 403)` },
  },
  {
    method: 'GET',
    url: '/api/rankings',
    access: { kind: 'public' },
    request: () => ({ url: '/api/rankings?category=boats' }),
  },
];
