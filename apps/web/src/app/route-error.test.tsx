import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../i18n/i18n';
import { renderRoutes } from '../test/render';
import { serveApi } from '../test/serve-api';
import { reloadPage } from './reload-page';
import { isChunkLoadFailure, RouteError } from './route-error';
import { routes } from './router';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

const GUEST = { status: 'anonymous', user: null, permissions: [] } as const;
/** Chromium's words for a chunk the server refused (a 429, a 404 after a new version, no signal). */
const CHUNK_FAILED =
  'Failed to fetch dynamically imported module: https://tightlines.app/assets/ranking-page-1a2b3c.js';

/** The app's own routes, with the page at `path` loading as `lazy` does instead of its real code. */
function routesWith(path: string, lazy: () => Promise<{ Component: () => null }>): RouteObject[] {
  const swap = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      const children = route.children ? { children: swap(route.children) } : {};
      return { ...route, ...children, ...(route.path === path ? { lazy } : {}) } as RouteObject;
    });
  return swap(routes);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
  await act(() => activateLanguage('en'));
});

describe('a page whose code fails to download', () => {
  it('offers a reload within the layout instead of the raw error page, and the reload reloads', async () => {
    serveApi({});
    renderRoutes(
      routesWith('ranking', () => Promise.reject(new TypeError(CHUNK_FAILED))),
      { path: '/ranking', auth: GUEST },
    );
    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    expect(alert).toHaveTextContent('Part of Tightlines could not be downloaded');
    expect(alert).not.toHaveTextContent('Unexpected Application Error');
    // The frame stays: the reader can go elsewhere.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('This page could not be loaded · Tightlines'));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('is offered in Spanish to a Spanish reader', async () => {
    await act(() => activateLanguage('es'));
    serveApi({});
    renderRoutes(
      routesWith('ranking', () => Promise.reject(new TypeError(CHUNK_FAILED))),
      { path: '/ranking', auth: GUEST },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'No se pudo cargar esta página' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo descargar una parte de Tightlines');
    await userEvent.click(screen.getByRole('button', { name: 'Volver a cargar' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('a page that fails in any other way', () => {
  it('says something went wrong and offers a reload, in the layout', async () => {
    serveApi({});
    renderRoutes(
      routesWith('ranking', () => Promise.reject(new Error('the page module threw while loading'))),
      { path: '/ranking', auth: GUEST },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This page ran into an unexpected error');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('stands alone, as the page, when the layout itself fails', async () => {
    const Broken = () => {
      throw new Error('the layout broke');
    };
    // React and React Router report an error caught while rendering: expected here, and checked.
    const consoleError = vi.mocked(console.error).mockImplementation(() => undefined);
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <RouteError outsideLayout /> }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('alert'));
    expect(consoleError.mock.calls.flat().join(' ')).toContain('the layout broke');
    // Back to the setup's spy (calls cleared, the console itself again).
    consoleError.mockReset();
  });
});

describe('isChunkLoadFailure', () => {
  it.each([
    [new TypeError(CHUNK_FAILED), true],
    [new TypeError('error loading dynamically imported module: https://x/assets/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Unable to preload CSS for /assets/judge-page-9f8e.css'), true],
    [new TypeError("Cannot read properties of undefined (reading 'name')"), false],
    ['Failed to fetch dynamically imported module', false],
    [null, false],
  ])('tells a chunk that failed to download (%s) from a fault: %s', (error, expected) => {
    expect(isChunkLoadFailure(error)).toBe(expected);
  });
});
