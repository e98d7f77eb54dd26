import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type ClubDto, type MyClubsDto } from '@tightlines/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../../test/intersection-observer';
import { renderRoutes, signedInAs } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { MyClubsPage } from './my-clubs-page';

const club = (id: string, name: string, change: Partial<ClubDto> = {}): ClubDto => ({
  id,
  name,
  siteUrl: null,
  description: '',
  regionId: null,
  regionName: null,
  pictureUrl: null,
  unitPriceCents: null,
  currency: 'usd',
  membersCount: 3,
  mine: { following: false, member: false, endsAt: null, pendingRequest: null },
  ...change,
});

const FREE = club('11111111-1111-4111-8111-111111111111', 'Bay Anglers');
const PAID = club('22222222-2222-4222-8222-222222222222', 'Marlin Club', { unitPriceCents: 3000 });
const MINE = club('33333333-3333-4333-8333-333333333333', 'Reef Club', {
  mine: { following: true, member: true, endsAt: null, pendingRequest: null },
});

const renderPage = () =>
  renderRoutes([{ path: '/myclubs', element: <MyClubsPage /> }], {
    path: '/myclubs',
    auth: signedInAs({}, ['USER_PROFILE']),
  });

// The carousel (Embla) observes slide visibility; jsdom has no IntersectionObserver.
beforeEach(() => void stubIntersectionObserver());
afterEach(() => vi.unstubAllGlobals());

describe('MyClubsPage (issue 37)', () => {
  it('shows my clubs and the others, and asks to join a free club with the spec notice', async () => {
    const mine: MyClubsDto = { mine: [MINE], others: [FREE, PAID] };
    const fetch = serveApi({
      'GET /api/clubs/mine': () => mine,
      [`POST /api/clubs/${FREE.id}/join`]: () => ({ outcome: 'requested', checkoutUrl: null }),
    });
    renderPage();
    const yours = await screen.findByRole('region', { name: 'Your clubs' });
    expect(within(yours).getByRole('link', { name: 'Reef Club' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/clubs\//),
    );
    const carousel = screen.getByRole('region', { name: 'Clubs to discover' });
    const free = within(carousel).getByRole('article', { name: 'Bay Anglers' });
    await userEvent.click(within(free).getByRole('button', { name: 'Join' }));
    expect(await screen.findByText(messages.clubJoinRequested)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith(`/api/clubs/${FREE.id}/join`))).toBe(true);
  });

  it('asks a paid club for a quantity from 1 to 50 and shows a refusal under the field, keeping it', async () => {
    const bodies: unknown[] = [];
    serveApi({
      'GET /api/clubs/mine': () => ({ mine: [], others: [PAID] }),
      [`POST /api/clubs/${PAID.id}/join`]: ({ body }) => {
        bodies.push(body);
        return refusal(503, 'checkoutSessionError');
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to Marlin Club' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '51');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to checkout' }));
    expect(await within(dialog).findByText('The quantity must be from 1 to 50.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    expect(within(dialog).getByText('Total: $60.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to checkout' }));
    expect(await within(dialog).findByText(messages.checkoutSessionError)).toBeInTheDocument();
    expect(bodies).toEqual([{ quantity: 2 }]);
    expect(quantity).toHaveValue('2');
  });
});
