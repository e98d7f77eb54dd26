import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RankingEntryDto, RankingPageDto } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { RankingPage } from './ranking-page';

const MARLIN = '7a1e2a52-8a51-4b4e-9a57-0d2f3c2f0a09';
const SLOW = { timeout: 10_000 };
const GUEST = { status: 'anonymous', user: null, permissions: [] } as const;

const entry = (name: string, points: number, related: string[] = []): RankingEntryDto => ({
  id: `id-${name}`,
  name,
  pictureUrl: null,
  profilePath: null,
  points,
  catches: 3,
  verifiedCatches: 1,
  related: related.map((other) => ({ id: `id-${other}`, name: other })),
});

const page = (entries: RankingEntryDto[], hasMore = false): RankingPageDto => ({
  period: { start: '2026-01-01', end: '2026-12-31' },
  entries,
  hasMore,
  leaderSeries:
    entries.length > 0
      ? [
          { day: '2026-01-01', points: 100 },
          { day: '2026-01-02', points: 300 },
        ]
      : [],
});

/** The API, answering each ranking request with `answer` (by its query), and noting each query. */
function serveRankings(answer: (query: URLSearchParams) => RankingPageDto | Response) {
  const queries: URLSearchParams[] = [];
  serveApi({
    'GET /api/rankings': ({ url }) => {
      queries.push(url.searchParams);
      return answer(url.searchParams);
    },
    'GET /api/species': () => [
      {
        fishUUID: MARLIN,
        name: 'Blue marlin',
        scientificName: 'Makaira nigricans',
        fishTypeName: 'Bill Fish',
      },
    ],
    'GET /api/regions': () => [{ regionName: 'Puntarenas', label: 'Puntarenas' }],
  });
  return () => queries.at(-1)!;
}

function renderAt(path: string) {
  return renderRoutes([{ path: '/ranking', element: <RankingPage /> }], { path, auth: GUEST });
}

/** Picks an option as a user does: in a native select's own list, else in the dropdown. */
async function pick(name: string, option: string) {
  const field = await screen.findByRole('combobox', { name }, SLOW);
  if (field instanceof HTMLSelectElement) {
    await within(field).findByRole('option', { name: option }, SLOW);
    await userEvent.selectOptions(field, option);
    return;
  }
  await userEvent.click(field);
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }, SLOW));
}

const filtersButton = () => screen.getByRole('button', { name: 'Filters' });

afterEach(() => vi.unstubAllGlobals());

describe('the ranking page', () => {
  it('opens on the year’s top boats, five a page, with their captains, the leader’s chart and paging', async () => {
    const lastQuery = serveRankings((query) =>
      query.get('offset') === '0'
        ? page([entry('Sea Breeze', 1200, ['Ana Mora', 'Luis Vega']), entry('Blue Fin', 800)], true)
        : page([entry('Last Cast', 100)]),
    );
    const { router } = renderAt('/ranking');
    const list = await screen.findByRole('list', { name: 'Top Boats · Annually · All Styles' }, SLOW);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Sea Breeze');
    expect(rows[0]).toHaveTextContent('1,200 points');
    expect(rows[0]).toHaveTextContent('3 catches, 1 verified');
    expect(rows[0]).toHaveTextContent('Captains: Ana Mora, Luis Vega');
    expect(screen.getByText('Jan 1, 2026 – Dec 31, 2026')).toBeVisible();
    expect(
      screen.getByRole('img', { name: 'Points of the leader, Sea Breeze, over the period' }),
    ).toBeVisible();
    expect(lastQuery().get('category')).toBe('boats');
    expect(lastQuery().get('range')).toBe('annually');
    expect(lastQuery().get('water')).toBe('all');
    expect(lastQuery().get('location')).toBe('global');
    expect(lastQuery().get('limit')).toBe('5');
    expect(lastQuery().get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(lastQuery().has('verified')).toBe(false);
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Last Cast', {}, SLOW);
    expect(lastQuery().get('offset')).toBe('5');
    expect(router.state.location.search).toContain('page=2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  }, 20_000);

  it('applies the panel’s filter to the address and the request, and the empty result reopens the panel', async () => {
    const lastQuery = serveRankings((query) =>
      query.get('category') === 'captains' ? page([]) : page([entry('Sea Breeze', 1200)]),
    );
    const { router } = renderAt('/ranking');
    await screen.findByText('Sea Breeze', {}, SLOW);
    await userEvent.click(filtersButton());
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Ranking filters' });
    await pick('Category', 'Top Captains');
    await pick('Date range', 'Monthly');
    await pick('Water type', 'Billfish');
    await pick('Species', 'Blue marlin');
    await pick('Location', 'Regional');
    await pick('Region', 'Puntarenas');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(lastQuery().get('category')).toBe('captains'), SLOW);
    expect(lastQuery().get('range')).toBe('monthly');
    expect(lastQuery().get('water')).toBe('billfish');
    expect(lastQuery().get('species')).toBe(MARLIN);
    expect(lastQuery().get('location')).toBe('regional');
    expect(lastQuery().get('region')).toBe('Puntarenas');
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toEqual({
      category: 'captains',
      range: 'monthly',
      species: MARLIN,
      water: 'billfish',
      location: 'regional',
      region: 'Puntarenas',
    });
    // Nobody ranks: the panel opens again, saying so, with the filter applied still chosen.
    const notice = await screen.findByRole('status', {}, SLOW);
    expect(notice).toHaveTextContent('Nobody ranks with these filters.');
    expect(filtersButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('captains');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Puntarenas');
    // It closes on request.
    await userEvent.click(filtersButton());
    expect(screen.queryByRole('region', { name: 'Ranking filters' })).toBeNull();
  }, 30_000);

  it('asks for a region before applying a regional filter, keeping what was chosen', async () => {
    const lastQuery = serveRankings((query) =>
      query.get('region') === 'Atlantis'
        ? refusal(400, 'completeRequiredFields', { fields: ['region'] })
        : page([entry('Sea Breeze', 1200)]),
    );
    renderAt('/ranking');
    await screen.findByText('Sea Breeze', {}, SLOW);
    await userEvent.click(filtersButton());
    await pick('Category', 'Top Mates');
    await pick('Location', 'Regional');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    const region = await screen.findByRole('combobox', { name: 'Region' }, SLOW);
    await waitFor(() => expect(region).toHaveAccessibleDescription('Please complete all required fields'));
    expect(lastQuery().get('category')).toBe('boats');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('mates');
  }, 30_000);

  it('opens a shared address as it says, and the API’s refusal at the field it names', async () => {
    serveRankings((query) =>
      query.get('region') === 'Atlantis'
        ? refusal(400, 'completeRequiredFields', { fields: ['region'] })
        : page([entry('Sea Breeze', 1200)]),
    );
    renderAt('/ranking?category=anglers&range=weekly&water=non-billfish&location=regional&region=Atlantis');
    const region = await screen.findByRole('combobox', { name: 'Region' }, SLOW);
    await waitFor(
      () => expect(region).toHaveAccessibleDescription('Please complete all required fields'),
      SLOW,
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('anglers');
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue('weekly');
    expect(screen.getByRole('combobox', { name: 'Water type' })).toHaveValue('non-billfish');
  }, 20_000);

  it('ranks by officially judged catches alone with the Verified only switch', async () => {
    const lastQuery = serveRankings((query) =>
      query.get('offset') !== '0'
        ? page([])
        : page([entry(query.get('verified') === 'true' ? 'Judged Boat' : 'Sea Breeze', 400)]),
    );
    const { router } = renderAt('/ranking?category=boats&range=annually&water=all&page=2');
    await screen.findByText('This page is past the end of the ranking.', {}, SLOW);
    await userEvent.click(screen.getByRole('switch', { name: /Verified only/ }));
    await screen.findByText('Judged Boat', {}, SLOW);
    expect(lastQuery().get('verified')).toBe('true');
    expect(lastQuery().get('offset')).toBe('0');
    expect(router.state.location.search).toContain('verified=true');
    expect(router.state.location.search).not.toContain('page=');
    expect(screen.getByRole('switch', { name: /Verified only/ })).toBeChecked();
  }, 20_000);

  it('opens a club’s leaderboard from its address, and shows everyone again on request', async () => {
    const club = '3f0c9a4e-5b1d-4c2a-8e7f-1a2b3c4d5e6f';
    const lastQuery = serveRankings((query) =>
      page([entry(query.get('club') === club ? 'Club Angler' : 'Anyone Angler', 400)]),
    );
    const { router } = renderAt(`/ranking?category=anglers&range=annually&water=all&club=${club}`);
    await screen.findByText('Club Angler', {}, SLOW);
    expect(lastQuery().get('club')).toBe(club);
    expect(screen.getByText('Only the current members of one club, and the boats they own.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show everyone' }));
    await screen.findByText('Anyone Angler', {}, SLOW);
    expect(lastQuery().get('club')).toBeNull();
    expect(router.state.location.search).not.toContain('club=');
    expect(screen.queryByRole('button', { name: 'Show everyone' })).toBeNull();
  }, 20_000);
});
