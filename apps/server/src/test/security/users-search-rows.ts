import { noEmailOf, type MatrixRow } from './matrix-row';

/**
 * People search (issue 4, team members by name or e-mail): signed-in users only, rate-limited per
 * account (privacy-as-attacker.test.ts); it finds someone else without revealing their hidden e-mail,
 * even when it is typed in full.
 */
export const USERS_SEARCH_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    url: '/api/users/list',
    access: { kind: 'signed-in' },
    request: (ctx) => ({ url: `/api/users/list?searchText=${encodeURIComponent(ctx.other.email)}` }),
    reveals: noEmailOf,
  },
];
