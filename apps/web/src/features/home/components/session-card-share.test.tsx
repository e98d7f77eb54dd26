import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeUuid } from '@tightlines/domain';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '../../../test/sessions';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { SessionCard } from './session-card';

const session = aSession({});

const link = `${window.location.origin}/home?session=${encodeUuid(session.UUID)}`;

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const clipboard = { writeText: vi.fn(writeText) };
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  return clipboard;
}

/** Clicks Share on the card; answers the shares recorded. */
async function share() {
  const recorded = vi.fn((body: unknown) => body);
  serveApi({
    'POST /api/share': ({ body }) => {
      recorded(body);
      return { shareUUID: 's1', url: new URL(link).pathname + new URL(link).search };
    },
  });
  renderElement(<SessionCard session={session} />, { auth: signedInAs() });
  await userEvent.click(await screen.findByRole('button', { name: 'Share', description: /^Carla Vega/ }));
  return recorded;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
  // Toasts live in a store of their own, beyond one test's render.
  notifications.clean();
});

describe('sharing a session', () => {
  it('copies the link and says so in a toast, without a modal to dismiss', async () => {
    const clipboard = stubClipboard(async () => undefined);
    const recorded = await share();
    const toast = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(toast).toHaveTextContent('Link copied');
    expect(within(toast).getByRole('textbox', { name: 'Link to the session' })).toHaveValue(link);
    expect(clipboard.writeText).toHaveBeenCalledWith(link);
    await vi.waitFor(() =>
      expect(recorded).toHaveBeenCalledWith({
        objectUUID: session.UUID,
        actionObjectName: 'FishingSession',
        platformTypeName: 'Link',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 20_000);

  it('shows the link to copy by hand when the browser refuses the clipboard', async () => {
    stubClipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    await share();
    const toast = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(toast).toHaveTextContent('Copy this link to share the session');
    const box = within(toast).getByRole('textbox', { name: 'Link to the session' });
    expect(box).toHaveValue(link);
    // Focused, it is selected whole, ready for Ctrl+C.
    await userEvent.click(box);
    expect([(box as HTMLInputElement).selectionStart, (box as HTMLInputElement).selectionEnd]).toEqual([
      0,
      link.length,
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 20_000);
});
