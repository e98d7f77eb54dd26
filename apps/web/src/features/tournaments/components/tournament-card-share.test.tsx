import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { decodeUuid, type TournamentDto } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { TournamentCard } from './tournament-card';

const UUID = '3c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12';
const DAY = 86_400_000;

// The fields the card reads; the rest of the DTO is none of its business.
const tournament = {
  UUID,
  Name: 'Wahoo Cup',
  StartDate: new Date(Date.now() + 10 * DAY).toISOString(),
  EndDate: new Date(Date.now() + 11 * DAY).toISOString(),
  UploadDeadline: new Date(Date.now() + 11 * DAY + 3_600_000).toISOString(),
  OfficialTournamentTimeZone: 'UTC',
  entranceFeeCents: 0,
  prizeCents: 0,
  currencyAcronym: 'usd',
  regionTypeName: 'Global',
  AllowLateJoin: true,
  tournamentStatus: 'Active',
  userIsJoined: false,
  PictureUrl: null,
  pictures: [],
  locations: [],
} as unknown as TournamentDto;

const GUEST = { status: 'anonymous', user: null, permissions: [] } as const;

/** The API's share route, answering as the server does; its calls are the recorded shares. */
function serveShare() {
  const recorded = vi.fn((body: unknown) => body);
  serveApi({
    'POST /api/share': ({ body }) => {
      recorded(body);
      return { shareUUID: 's1', url: new URL(link()).pathname };
    },
  });
  return recorded;
}

/** The link the card shares: the tournament's page, its id Base64-encoded (spec §2). */
function link(): string {
  return `${window.location.origin}/tournament/${btoa(UUID).replace(/=+$/, '')}`;
}

async function clickShare() {
  renderElement(<TournamentCard tournament={tournament} now={new Date()} />, { auth: signedInAs() });
  await userEvent.click(screen.getByRole('button', { name: 'Share', description: 'Wahoo Cup' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const api of ['share', 'canShare', 'clipboard']) Reflect.deleteProperty(navigator, api);
  notifications.clean();
});

describe('sharing a tournament from its card (issue 35)', { timeout: 20_000 }, () => {
  it("opens the phone's share sheet with the tournament's page, and records the share", async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const recorded = serveShare();
    await clickShare();
    await vi.waitFor(() => expect(recorded).toHaveBeenCalled());
    expect(share).toHaveBeenCalledWith({ title: 'Wahoo Cup', url: link() });
    expect(decodeUuid(link().split('/').at(-1)!)).toBe(UUID);
    expect(recorded).toHaveBeenCalledWith({
      objectUUID: UUID,
      actionObjectName: 'Tournament',
      platformTypeName: 'ShareSheet',
    });
    // The sheet said it all: no toast.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('records nothing when the share sheet is closed without sharing', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const recorded = serveShare();
    await clickShare();
    // Done once the button is no longer busy.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Share' })).toBeEnabled());
    expect(share).toHaveBeenCalled();
    expect(recorded).not.toHaveBeenCalled();
  });

  it('copies the link where there is no share sheet, says so in a toast, and records the share', async () => {
    const clipboard = { writeText: vi.fn(async () => undefined) };
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    const recorded = serveShare();
    await clickShare();
    const toast = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(toast).toHaveTextContent('Link copied');
    expect(within(toast).getByRole('textbox', { name: 'Link to the tournament' })).toHaveValue(link());
    expect(clipboard.writeText).toHaveBeenCalledWith(link());
    await vi.waitFor(() =>
      expect(recorded).toHaveBeenCalledWith({
        objectUUID: UUID,
        actionObjectName: 'Tournament',
        platformTypeName: 'Link',
      }),
    );
  });

  it('shows the link to copy by hand when the clipboard is refused', async () => {
    const clipboard = {
      writeText: vi.fn(async () => {
        throw new DOMException('Write permission denied.', 'NotAllowedError');
      }),
    };
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    serveShare();
    await clickShare();
    const toast = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(toast).toHaveTextContent('Copy this link to share the tournament');
    expect(within(toast).getByRole('textbox', { name: 'Link to the tournament' })).toHaveValue(link());
  });

  it('says why when the share cannot be recorded', async () => {
    Object.defineProperty(navigator, 'share', { value: async () => undefined, configurable: true });
    serveApi({ 'POST /api/share': () => refusal(404, 'notFound') });
    await clickShare();
    expect(await screen.findByRole('dialog', {}, { timeout: 10_000 })).toHaveTextContent(/not found/i);
  });

  it('is offered to signed-in users only: a share is recorded as theirs', () => {
    serveApi({});
    renderElement(<TournamentCard tournament={tournament} now={new Date()} />, { auth: GUEST });
    expect(screen.getByRole('heading', { name: 'Wahoo Cup' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
