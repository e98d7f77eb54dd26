import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '../../../test/sessions';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { SessionModerationMenu } from './session-moderation-menu';

const session = aSession({
  UUID: '3c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
  Releases: 1,
  can: { edit: false, hide: true, restore: true, delete: true },
});

afterEach(() => vi.unstubAllGlobals());

describe('SessionModerationMenu', { timeout: 30_000 }, () => {
  it('asks a hide for its reason before sending it, and sends the reason its author will read', async () => {
    const moderate = vi.fn(() => ({ ...session, IsHidden: true }));
    serveApi({ [`POST /api/moderation/sessions/${session.UUID}`]: moderate });
    renderElement(<SessionModerationMenu session={session} />, {
      auth: signedInAs({}, ['CONTENT_MODERATOR']),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Moderate session' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hide session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this session?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(reason).toBeRequired();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide session' }));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining('Say why the session is hidden: its author will read it'),
    );
    expect(screen.getByRole('dialog', { name: 'Hide this session?' })).toBeVisible();
    expect(moderate).not.toHaveBeenCalled();

    await userEvent.type(reason, 'Spam link in the video');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide session' }));
    await waitFor(() => expect(moderate).toHaveBeenCalledTimes(1));
    expect(moderate.mock.calls[0]).toEqual([
      expect.objectContaining({ body: { action: 'hide', reason: 'Spam link in the video' } }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Hide this session?' })).toBeNull());
  });
});
