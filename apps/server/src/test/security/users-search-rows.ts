import type { MatrixRow } from './route-matrix';

/** People search (issue 4, team members by name or e-mail): signed-in users only. */
export const USERS_SEARCH_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    url: '/api/users/list',
    access: { kind: 'signed-in' },
    request: () => ({ url: '/api/users/list?searchText=Test&limit=5' }),
  },
];
