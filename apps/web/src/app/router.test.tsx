import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { emptyLists, serveApi } from '../test/serve-api';
import { routes } from './router';

const GUEST = { status: 'anonymous', user: null, permissions: [] } as const;

afterEach(() => vi.unstubAllGlobals());

describe('the routes', () => {
  it.each(['/home', '/'])(
    'send a shared tournament link on %s to the tournament list overlay',
    async (home) => {
      // The tournament list the link lands on reads its page, counters, species and rule sets.
      serveApi({
        ...emptyLists('/species', '/rules'),
        'GET /api/clubs': () => ({ items: [] }),
        'GET /api/tournaments': () => ({ items: [], nextCursor: null }),
        'GET /api/tournaments/counters': () => ({
          Active: 0,
          Finished: 0,
          current: 0,
          upcoming: 0,
          past: 0,
          ready: 0,
          Canceled: 0,
        }),
      });
      const { router } = renderRoutes(routes, { path: `${home}?tournament=abc-_123`, auth: GUEST });
      await waitFor(() => expect(router.state.location.pathname).toBe('/tournament'));
      expect(router.state.location.search).toBe('?tournament=abc-_123');
    },
  );
});
