import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './client';
import type * as i18nModule from '../i18n/i18n';
import { loadCatalogues } from '../i18n/i18n';

// The spec §8 messages but a few load with the first failure (app/catalogue-bundles/error-split.ts):
// the failure reaches the page only once its message is there.
vi.mock('../i18n/i18n', async (original) => ({
  ...(await original<typeof i18nModule>()),
  loadCatalogues: vi.fn(),
}));

afterEach(() => vi.unstubAllGlobals());

describe('a failed request', () => {
  it('loads the spec §8 messages before it fails, and only then', async () => {
    let bundleLoaded = () => {};
    vi.mocked(loadCatalogues).mockImplementation(
      () => new Promise<void>((resolve) => (bundleLoaded = resolve)),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 404, key: 'userNotFound', result: null }), { status: 404 }),
      ),
    );
    let failed = false;
    const request = apiRequest('/users/u1').catch(() => (failed = true));
    await vi.waitFor(() => expect(loadCatalogues).toHaveBeenCalledWith(['errors']));
    expect(failed).toBe(false);
    bundleLoaded();
    await request;
    expect(failed).toBe(true);
  });

  it('still fails with its own error when the messages cannot be downloaded', async () => {
    vi.mocked(loadCatalogues).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ code: 404, key: 'userNotFound', result: null }), { status: 404 }),
      ),
    );
    await expect(apiRequest('/users/u1')).rejects.toMatchObject({ key: 'userNotFound' });
  });

  it('loads nothing when the request succeeds', async () => {
    vi.mocked(loadCatalogues).mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 200, result: 1 }), { status: 200 })),
    );
    await expect(apiRequest('/version')).resolves.toBe(1);
    expect(loadCatalogues).not.toHaveBeenCalled();
  });
});
