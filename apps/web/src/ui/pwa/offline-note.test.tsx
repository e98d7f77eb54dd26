import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../api/client';
import { renderElement } from '../../test/render';
import { QueryError } from '../query-error';
import { OfflineNote } from './offline-note';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('offline', () => {
  it('says the page shows what was last seen while the connection is gone', async () => {
    renderElement(<OfflineNote />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOffline(true);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are offline: showing what you last saw.',
    );
    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says a page never opened on this device waits for the connection', async () => {
    // The connection is gone: the fetch itself fails, as the browser's does.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await apiRequest('/tournaments/fishing-now').catch((caught: unknown) => caught);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderElement(<QueryError error={error} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline');
    expect(screen.getByRole('alert')).toHaveTextContent('This page was not opened on this device before');
  });
});
