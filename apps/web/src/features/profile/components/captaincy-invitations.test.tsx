import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@tightlines/domain';
import { renderElement, signedInAs } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { CaptaincyInvitations } from './captaincy-invitations';

const BOAT = '00000000-0000-4000-8000-000000000007';
const envelope = (result: unknown) => new Response(JSON.stringify({ code: 200, message: 'OK', result }));

afterEach(() => vi.unstubAllGlobals());

describe('CaptaincyInvitations', () => {
  it('shows a pending captaincy and accepts it for the person named', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    let answered = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        calls.push({
          url,
          method: init?.method ?? 'GET',
          body: init?.body ? JSON.parse(String(init.body)) : null,
        });
        if (url.endsWith('/boats/captaincy')) {
          return envelope(answered ? [] : [{ boatUUID: BOAT, boatName: 'Sea Ghost', ownerName: 'Ana Mora' }]);
        }
        answered = true;
        return envelope({ boatUUID: BOAT, accepted: true });
      }),
    );
    renderElement(<CaptaincyInvitations />, { auth: signedInAs({ email: 'named@example.com' }) });

    expect(await screen.findByText('You were named captain of Sea Ghost')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept captaincy of Sea Ghost' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        url: expect.stringContaining(`/boats/${BOAT}/captaincy`),
        method: 'PUT',
        body: { accept: true },
      }),
    );
    await waitFor(() =>
      expect(screen.queryByText('You were named captain of Sea Ghost')).not.toBeInTheDocument(),
    );
  });

  it('says why an address not verified cannot accept yet (issue 32)', async () => {
    serveApi({
      'GET /api/boats/captaincy': () => [{ boatUUID: BOAT, boatName: 'Sea Ghost', ownerName: 'Ana Mora' }],
      [`PUT /api/boats/${BOAT}/captaincy`]: () => refusal(403, messages.emailNotVerified),
    });
    renderElement(<CaptaincyInvitations />, { auth: signedInAs({ email: 'named@example.com' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept captaincy of Sea Ghost' }));
    expect(await screen.findByText(messages.emailNotVerified)).toBeInTheDocument();
    expect(screen.getByText('You were named captain of Sea Ghost')).toBeInTheDocument();
  });
});
