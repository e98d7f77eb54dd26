import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@tightlines/domain';
import { renderElement, signedInAs, userInfoOf } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { CaptaincyInvitations } from './captaincy-invitations';

const BOAT = '00000000-0000-4000-8000-000000000007';
const NAMED = signedInAs({ email: 'named@example.com' });

/** An answer changes the user's boats: the user info is read again. */
const answeredCaptaincyReads = {
  'GET /api/users': () => [userInfoOf(NAMED)],
};

afterEach(() => vi.unstubAllGlobals());

describe('CaptaincyInvitations', () => {
  it('shows a pending captaincy and accepts it for the person named', async () => {
    const answers: unknown[] = [];
    serveApi({
      ...answeredCaptaincyReads,
      'GET /api/boats/captaincy': () =>
        answers.length ? [] : [{ boatUUID: BOAT, boatName: 'Sea Ghost', ownerName: 'Ana Mora' }],
      [`PUT /api/boats/${BOAT}/captaincy`]: ({ body }) => {
        answers.push(body);
        return { boatUUID: BOAT, accepted: true };
      },
    });
    renderElement(<CaptaincyInvitations />, { auth: NAMED });

    expect(await screen.findByText('You were named captain of Sea Ghost')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept captaincy of Sea Ghost' }));
    await waitFor(() => expect(answers).toEqual([{ accept: true }]));
    await waitFor(() =>
      expect(screen.queryByText('You were named captain of Sea Ghost')).not.toBeInTheDocument(),
    );
  });

  it('says why an address not verified cannot accept yet (issue 32)', async () => {
    serveApi({
      ...answeredCaptaincyReads,
      'GET /api/boats/captaincy': () => [{ boatUUID: BOAT, boatName: 'Sea Ghost', ownerName: 'Ana Mora' }],
      [`PUT /api/boats/${BOAT}/captaincy`]: () => refusal(403, 'emailNotVerified'),
    });
    renderElement(<CaptaincyInvitations />, { auth: NAMED });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept captaincy of Sea Ghost' }));
    expect(await screen.findByText(messages.emailNotVerified)).toBeInTheDocument();
    expect(screen.getByText('You were named captain of Sea Ghost')).toBeInTheDocument();
  });
});
