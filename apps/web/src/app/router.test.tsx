import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { serveApi } from '../test/serve-api';
import { routes } from './router';

const GUEST = { status: 'anonymous', user: null, permissions: [] } as const;

afterEach(() => vi.unstubAllGlobals());

describe('the routes', () => {
  it.each(['/home', '/'])(
    'send a shared tournament link on %s to the tournament list overlay',
    async (home) => {
      serveApi({});
      const { router } = renderRoutes(routes, { path: `${home}?tournament=abc-_123`, auth: GUEST });
      await waitFor(() => expect(router.state.location.pathname).toBe('/tournament'));
      expect(router.state.location.search).toBe('?tournament=abc-_123');
    },
  );
});
