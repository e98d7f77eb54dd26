import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RankingPageDto } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../test/render';
import { serveApi } from '../../test/serve-api';
import { RankingWidget } from './ranking-widget';

const SLOW = { timeout: 10_000 };
const GUEST = { status: 'anonymous', user: null, permissions: [] } as const;

const answer = (names: string[]): RankingPageDto => ({
  period: { start: '2026-01-01', end: '2026-12-31' },
  entries: names.map((name, index) => ({
    id: `boat-${index}`,
    name,
    pictureUrl: null,
    profilePath: index === 0 ? '/profile/owner%40example.com' : null,
    points: 1000 - index * 100,
    catches: 4,
    verifiedCatches: 2,
    related: [{ id: 'captain', name: 'Carla Vega' }],
  })),
  hasMore: names.length === 5,
  leaderSeries: [],
});

afterEach(() => vi.unstubAllGlobals());

describe('the leaderboard widget', () => {
  it('shows the year’s five top boats of both water types and links to the same ranking', async () => {
    const queries: URLSearchParams[] = [];
    serveApi({
      'GET /api/rankings': ({ url }) => {
        queries.push(url.searchParams);
        return answer(['Sea Breeze', 'Blue Fin', 'Reel Deal', 'Marlin Hunter', 'Last Cast']);
      },
    });
    renderElement(<RankingWidget />, { auth: GUEST });
    const list = await screen.findByRole('list', { name: 'Top boats this year' }, SLOW);
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByRole('link', { name: 'Sea Breeze' })).toHaveAttribute(
      'href',
      '/profile/owner%40example.com',
    );
    expect(list).toHaveTextContent('Captains: Carla Vega');
    expect(Object.fromEntries(queries[0]!)).toMatchObject({
      category: 'boats',
      range: 'annually',
      water: 'all',
      location: 'global',
      offset: '0',
      limit: '5',
    });
    expect(screen.getByRole('link', { name: 'See the full ranking' })).toHaveAttribute(
      'href',
      '/ranking?category=boats&range=annually&water=all',
    );
  });

  it('says when no boat ranks yet', async () => {
    serveApi({ 'GET /api/rankings': () => answer([]) });
    renderElement(<RankingWidget />, { auth: GUEST });
    expect(await screen.findByText('No boat has ranked points this year yet.', {}, SLOW)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the full ranking' })).toBeVisible();
  });

  it('shows a club’s leaderboard: its anglers first, another category on request, the same ranking linked', async () => {
    const club = '3f0c9a4e-5b1d-4c2a-8e7f-1a2b3c4d5e6f';
    const queries: URLSearchParams[] = [];
    serveApi({
      'GET /api/rankings': ({ url }) => {
        queries.push(url.searchParams);
        return url.searchParams.get('category') === 'anglers' ? answer(['Ana Cuatro']) : answer([]);
      },
    });
    renderElement(<RankingWidget club={club} />, { auth: GUEST });
    const list = await screen.findByRole('list', { name: 'Club leaderboard this year' }, SLOW);
    expect(within(list).getByText('Ana Cuatro')).toBeVisible();
    expect(Object.fromEntries(queries[0]!)).toMatchObject({ category: 'anglers', club, limit: '5' });
    expect(screen.getByRole('link', { name: 'See the full ranking' })).toHaveAttribute(
      'href',
      `/ranking?category=anglers&range=annually&water=all&club=${club}`,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Boats' }));
    expect(
      await screen.findByText(
        'No member of this club has ranked points in this category this year yet.',
        {},
        SLOW,
      ),
    ).toBeVisible();
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({ category: 'boats', club });
    expect(screen.getByRole('link', { name: 'See the full ranking' })).toHaveAttribute(
      'href',
      `/ranking?category=boats&range=annually&water=all&club=${club}`,
    );
  });
});
