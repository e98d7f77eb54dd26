import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TournamentDto } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { emptyLists, serveApi } from '../../../test/serve-api';
import { TournamentsPage } from '../pages/tournaments-page';

const QUEPOS = '0b8e2a52-8a51-4b4e-9a57-0d2f3c2f0a01';
const MARLIN = '7a1e2a52-8a51-4b4e-9a57-0d2f3c2f0a09';
const DAY = 86_400_000;

const tournament = (name: string): TournamentDto => ({
  UUID: '3c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
  Name: name,
  Description: '',
  Terms: '',
  StartDate: new Date(Date.now() + 2 * DAY).toISOString(),
  EndDate: new Date(Date.now() + 3 * DAY).toISOString(),
  UploadDeadline: new Date(Date.now() + 3 * DAY + 3_600_000).toISOString(),
  OfficialTournamentTimeZone: 'America/Costa_Rica',
  EntranceFee: 40,
  entranceFeeCents: 4000,
  Prize: 500,
  prizeCents: 50_000,
  currencyAcronym: 'usd',
  RegionTypeId: 3,
  regionTypeName: 'Local',
  AllowLateJoin: true,
  refundDaysBeforeStart: 7,
  fishingRadiusNm: 100,
  tournamentStatus: 'Active',
  displayStatus: 'Active',
  userIsJoined: true,
  can: { judge: false, manage: false, join: false, seeMembers: false, seeObjectOfTheDay: false },
  PictureUrl: null,
  pictures: [],
  ruleUUID: '4c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
  ruleName: 'IGFA strict',
  clubOption: 'All members',
  clubId: null,
  uploadsClosed: false,
  locations: [
    {
      regionName: 'Puntarenas',
      label: 'Puntarenas',
      localities: [{ UUID: QUEPOS, localityName: 'Quepos', latitude: 9.4, longitude: -84.2 }],
    },
  ],
  species: [{ UUID: MARLIN, name: 'Blue marlin' }],
  judgesEmails: [],
  judges: [],
  judgeInvitation: null,
  judgeNames: [],
  memberCount: 1,
});

const BAY_ANGLERS = '44444444-4444-4444-8444-444444444444';

/** The API, answering the feed with one tournament whatever the filters, and noting each query. */
function serveTournaments() {
  const feedQueries: URLSearchParams[] = [];
  const counterQueries: URLSearchParams[] = [];
  serveApi({
    // The rule sets' cards beside the list.
    ...emptyLists('/rules'),
    'GET /api/tournaments': ({ url }) => {
      feedQueries.push(url.searchParams);
      return { items: [tournament('Quepos Billfish Open')], nextCursor: null };
    },
    'GET /api/tournaments/counters': ({ url }) => {
      counterQueries.push(url.searchParams);
      return { Active: 4, Finished: 2, current: 1, upcoming: 4, past: 0, ready: 0, Canceled: 3 };
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
    // The club filter's clubs (issue 37).
    'GET /api/clubs': () => ({ items: [{ id: BAY_ANGLERS, name: 'Bay Anglers' }] }),
    'GET /api/regions/Puntarenas/localities': () => [{ localityUUID: QUEPOS, localityName: 'Quepos' }],
  });
  return Object.assign(() => feedQueries.at(-1)!, { counters: () => counterQueries.at(-1)! });
}

/**
 * Picks an option as a user does: in the phone's own list for a native select, else in the dropdown
 * (a place's picker comes once its location is picked).
 */
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

/** The host is shared: answers may take a few seconds to render. */
const SLOW = { timeout: 10_000 };
const GUEST = { status: 'anonymous', user: null, permissions: [] } as const;

afterEach(() => vi.unstubAllGlobals());

describe('the tournament list filters', () => {
  it('opens on the annual window with no other filter, and shows the counters and the card', async () => {
    const lastQuery = serveTournaments();
    renderElement(<TournamentsPage />, { auth: GUEST });
    const card = await screen.findByRole('article', { name: 'Quepos Billfish Open' }, SLOW);
    expect(card).toHaveTextContent('Joined');
    expect(card).toHaveTextContent('Entrance fee: $40.00');
    expect(card).toHaveTextContent('Prize: $500.00');
    expect(card).toHaveTextContent('Quepos');
    expect(lastQuery().get('timeLapse')).toBe('Annually');
    for (const name of ['regionType', 'regionName', 'localityUUID', 'fishUUID', 'status']) {
      expect(lastQuery().has(name), name).toBe(false);
    }
    const counters = screen.getByRole('region', { name: 'Tournament counters' });
    await waitFor(() => expect(counters).toHaveTextContent('4Active'), SLOW);
    expect(counters).toHaveTextContent('3Canceled');
    expect(lastQuery.counters().get('timeLapse')).toBe('Annually');
    // Both read a Global tournament's status on the reader's clock, as the cards' badges do.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(lastQuery().get('timeZone')).toBe(zone);
    expect(lastQuery.counters().get('timeZone')).toBe(zone);
  }, 20_000);

  it('asks the feed for a Local tournament at a locality, species, lapse and status, and clears them', async () => {
    const lastQuery = serveTournaments();
    renderElement(<TournamentsPage />, { auth: GUEST });
    await screen.findByRole('article', { name: 'Quepos Billfish Open' }, SLOW);

    await pick('Location', 'Local');
    await pick('Region', 'Puntarenas');
    await pick('Locality', 'Quepos');
    await waitFor(() => expect(lastQuery().get('localityUUID')).toBe(QUEPOS), SLOW);
    expect(lastQuery().get('regionType')).toBe('Local');
    expect(lastQuery().get('regionName')).toBe('Puntarenas');

    await pick('Species', 'Blue marlin');
    await pick('Status', 'Current');
    await pick('Club', 'Bay Anglers');
    await waitFor(() => expect(lastQuery().get('clubId')).toBe(BAY_ANGLERS), SLOW);
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    await waitFor(() => expect(lastQuery().get('timeLapse')).toBe('Weekly'), SLOW);
    expect(lastQuery().get('fishUUID')).toBe(MARLIN);
    expect(lastQuery().get('status')).toBe('Current');
    // The counters count what the filters keep (issue 31): a count per status, so not by status.
    await waitFor(() => expect(lastQuery.counters().get('timeLapse')).toBe('Weekly'), SLOW);
    expect(lastQuery.counters().get('fishUUID')).toBe(MARLIN);
    expect(lastQuery.counters().get('localityUUID')).toBe(QUEPOS);
    expect(lastQuery.counters().get('regionType')).toBe('Local');
    expect(lastQuery.counters().has('status')).toBe(false);

    // Another location type drops the places that no longer apply.
    await pick('Location', 'Global');
    await waitFor(() => expect(lastQuery().get('regionType')).toBe('Global'), SLOW);
    expect(lastQuery().has('regionName')).toBe(false);
    expect(lastQuery().has('localityUUID')).toBe(false);
    expect(screen.queryByRole('combobox', { name: 'Locality' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery().has('regionType')).toBe(false), SLOW);
    expect(lastQuery().get('timeLapse')).toBe('Annually');
    expect(lastQuery().has('status')).toBe(false);
    expect(lastQuery().has('clubId')).toBe(false);
  }, 30_000);
});
