import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeUuid } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { SharedTournamentModal } from './shared-tournament-modal';

const GUEST = { status: 'anonymous', user: null, permissions: [] } as const;
const GONE = '3c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12';

afterEach(() => vi.unstubAllGlobals());

describe('a shared tournament link (issue 31)', { timeout: 30_000 }, () => {
  it('says a malformed link is broken, and closes to the list', async () => {
    const requests = serveApi({});
    const { router } = renderElement(<SharedTournamentModal />, {
      auth: GUEST,
      path: '/tournament?tournament=abc%21%21',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Shared tournament' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This share link is broken');
    // Nothing to ask the server about.
    expect(requests.mock.calls.filter(([url]) => String(url).includes('/api/tournaments/'))).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'See all tournaments' }));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says a tournament that is gone was not found', async () => {
    serveApi({ [`GET /api/tournaments/${GONE}`]: () => refusal(404, 'notFound') });
    renderElement(<SharedTournamentModal />, {
      auth: GUEST,
      path: `/tournament?tournament=${encodeURIComponent(encodeUuid(GONE))}`,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Shared tournament' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Tournament not found');
  });
});
