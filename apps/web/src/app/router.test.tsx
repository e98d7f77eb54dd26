import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { serveApi } from '../test/serve-api';
import { loadPageAt, routes } from './router';

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

describe('loadPageAt', () => {
  it('loads the lazily loaded modules of the page at an address, and only those', async () => {
    const list = vi.fn(async () => ({ Component: () => null }));
    const detail = vi.fn(async () => ({ Component: () => null }));
    const within = [
      {
        path: '/',
        Component: () => null,
        children: [
          { index: true, Component: () => null },
          { path: 'tournament', lazy: list },
          { path: 'tournament/:id', lazy: detail },
        ],
      },
    ];
    await loadPageAt('/tournament', within);
    expect(list).toHaveBeenCalledTimes(1);
    expect(detail).not.toHaveBeenCalled();
    // A page that is not loaded lazily, or an address no route matches, loads nothing.
    await loadPageAt('/', within);
    await loadPageAt('/nowhere/at/all', within);
    expect(list).toHaveBeenCalledTimes(1);
    expect(detail).not.toHaveBeenCalled();
  });

  it("resolves when the page's code fails to download, so the app still starts and the router reports it", async () => {
    const within = [
      {
        path: '/',
        Component: () => null,
        children: [
          {
            path: 'ranking',
            lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')),
          },
        ],
      },
    ];
    await expect(loadPageAt('/ranking', within)).resolves.toBeUndefined();
  });
});
