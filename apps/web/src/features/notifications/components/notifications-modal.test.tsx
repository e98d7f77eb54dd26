import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeUuid, type NotificationDto } from '@tightlines/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { NotificationBell, NotificationsHost } from './notification-bell';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TOURNAMENT = '11111111-1111-4111-8111-111111111111';
const SESSION = '22222222-2222-4222-8222-222222222222';

const results = (n: number, change: Partial<NotificationDto> = {}): NotificationDto =>
  ({
    id: id(n),
    kind: 'resultsOfficial',
    values: { tournamentName: `Cup ${n}` },
    actorName: 'Jude Judge',
    sessionId: null,
    catchId: null,
    tournamentId: TOURNAMENT,
    paymentId: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    readAt: null,
    ...change,
  }) as NotificationDto;

const refused: NotificationDto = {
  ...results(99),
  kind: 'catchDecided',
  values: { tournamentName: 'Marlin Open', status: 'Refused', points: 0, refusalReason: 'No leader touch' },
  sessionId: SESSION,
  catchId: id(98),
};

/** Twelve notifications paged by the limit the client asks for, as the server pages them. */
function pagedNotifications(all: NotificationDto[], unreadCount: number) {
  return ({ url }: { url: URL }) => {
    const limit = Number(url.searchParams.get('limit'));
    const from = Number(url.searchParams.get('cursor') ?? 0);
    const items = all.slice(from, from + limit);
    return { items, nextCursor: from + limit < all.length ? String(from + limit) : null, unreadCount };
  };
}

/** The bell and its modal, wired as the navigation bar wires them. */
function Bell() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <NotificationBell onOpen={() => setOpened(true)} />
      <NotificationsHost opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

/** A phone's screen (below 768 px) for Mantine's media queries, or a wide one. */
function screenOf(phone: boolean) {
  const matchMedia = window.matchMedia;
  vi.stubGlobal('matchMedia', (query: string) => ({
    ...matchMedia(query),
    matches: phone && query.includes('max-width: 767px'),
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the notification bell and modal', () => {
  it('says how many are unread, and shows 5 a page on a phone with "More" for the next', async () => {
    screenOf(true);
    const all = Array.from({ length: 7 }, (_, n) => results(n + 1));
    const fetch = serveApi({ 'GET /api/notifications': pagedNotifications(all, 3) });
    renderElement(<Bell />, { auth: signedInAs() });

    await userEvent.click(await screen.findByRole('button', { name: '3 unread notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(dialog).getAllByTestId('notification-row')).toHaveLength(5));
    expect(within(dialog).getByText('The official results of Cup 1 are out')).toBeInTheDocument();
    const limits = fetch.mock.calls.map(([url]) =>
      new URL(String(url), 'http://x').searchParams.get('limit'),
    );
    expect(limits).toContain('5');
    expect(limits).not.toContain('10');

    await userEvent.click(within(dialog).getByRole('button', { name: 'More' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('notification-row')).toHaveLength(7));
    expect(within(dialog).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('shows 10 a page on a wider screen', async () => {
    screenOf(false);
    const all = Array.from({ length: 12 }, (_, n) => results(n + 1));
    serveApi({ 'GET /api/notifications': pagedNotifications(all, 12) });
    renderElement(<Bell />, { auth: signedInAs() });
    await userEvent.click(await screen.findByRole('button', { name: '12 unread notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(dialog).getAllByTestId('notification-row')).toHaveLength(10));
  });

  it("opens a refused catch's detail with the reason and the link to the catch, and marks it read", async () => {
    screenOf(false);
    let unread = 1;
    const read = vi.fn(() => {
      unread = 0;
      return { unreadCount: 0 };
    });
    serveApi({
      'GET /api/notifications': ({ url }) => pagedNotifications([refused], unread)({ url }),
      [`POST /api/notifications/${refused.id}/read`]: read,
    });
    renderElement(<Bell />, { auth: signedInAs() });
    await userEvent.click(await screen.findByRole('button', { name: '1 unread notification' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Unread: Your catch in Marlin Open was refused' }),
    );
    const detail = await screen.findByTestId('notification-detail');
    expect(within(detail).getByText('No leader touch')).toBeInTheDocument();
    expect(within(detail).getByRole('link', { name: 'See your catch' })).toHaveAttribute(
      'href',
      `/my_fish_logs?session=${encodeUuid(SESSION)}`,
    );
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: '0 unread notifications' })).toBeInTheDocument();
  });

  it('marks all read at once', async () => {
    screenOf(false);
    let unread = 2;
    const readAll = vi.fn(() => {
      unread = 0;
      return { unreadCount: 0 };
    });
    serveApi({
      'GET /api/notifications': ({ url }) =>
        pagedNotifications(
          [results(1, { readAt: unread ? null : '2026-11-21T00:00:00.000Z' }), results(2)],
          unread,
        )({ url }),
      'POST /api/notifications/read-all': readAll,
    });
    renderElement(<Bell />, { auth: signedInAs() });
    await userEvent.click(await screen.findByRole('button', { name: '2 unread notifications' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(readAll).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '0 unread notifications' })).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument(),
    );
  });

  it('says when there is nothing yet, and offers a retry when the list cannot be read', async () => {
    screenOf(false);
    let fail = true;
    serveApi({
      'GET /api/notifications': ({ url }) =>
        url.searchParams.get('limit') === '1' || !fail
          ? { items: [], nextCursor: null, unreadCount: 0 }
          : refusal(500, 'internalServerError'),
    });
    renderElement(<Bell />, { auth: signedInAs() });
    await userEvent.click(await screen.findByRole('button', { name: '0 unread notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    fail = false;
    await userEvent.click(await within(dialog).findByRole('button', { name: /try again/i }));
    expect(await within(dialog).findByText('No notifications yet')).toBeInTheDocument();
  });
});
