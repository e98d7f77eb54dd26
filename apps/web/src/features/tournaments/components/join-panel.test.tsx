import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TournamentDto } from '@tightlines/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { TournamentSessionField } from '../../../ui/tournament-catches';
import {
  dismissLocalityRequest,
  isLocalityRequested,
  localityRequestSaved,
} from '../../../ui/locality-request';
import { useTournament } from '../hooks/tournaments-api';
import type * as TournamentFormat from '../tournament-format';
import { JoinPanel } from './join-panel';
import { TournamentCard } from './tournament-card';
import { TournamentSchedule } from './tournament-schedule';

const DAY = 86_400_000;

/** The viewer's zone, as the browser would say it (a test moves the viewer around the world). */
const viewer = vi.hoisted(() => ({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone }));
vi.mock('../tournament-format', async (importOriginal) => ({
  ...(await importOriginal<typeof TournamentFormat>()),
  viewerTimeZone: () => viewer.zone,
}));

const tournament = (change: Partial<TournamentDto> = {}): TournamentDto => ({
  UUID: '3c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
  Name: 'Wahoo Cup',
  Description: '',
  Terms: '',
  StartDate: new Date(Date.now() + 10 * DAY).toISOString(),
  EndDate: new Date(Date.now() + 11 * DAY).toISOString(),
  UploadDeadline: new Date(Date.now() + 11 * DAY + 3_600_000).toISOString(),
  OfficialTournamentTimeZone: 'America/Costa_Rica',
  EntranceFee: 40,
  entranceFeeCents: 4000,
  Prize: 0,
  prizeCents: 0,
  currencyAcronym: 'usd',
  RegionTypeId: 2,
  regionTypeName: 'Regional',
  AllowLateJoin: true,
  refundDaysBeforeStart: 7,
  fishingRadiusNm: 100,
  tournamentStatus: 'Active',
  displayStatus: 'Active',
  userIsJoined: false,
  can: { judge: false, manage: false, join: false, seeMembers: false, seeObjectOfTheDay: false },
  PictureUrl: null,
  pictures: [],
  ruleUUID: '4c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
  ruleName: 'IGFA strict',
  clubOption: 'All members',
  clubId: null,
  uploadsClosed: false,
  locations: [{ regionName: 'Puntarenas', label: 'Puntarenas', localities: [] }],
  species: [],
  judgesEmails: [],
  judges: [],
  judgeInvitation: null,
  judgeNames: [],
  memberCount: 1,
  ...change,
});

const inQuepos = signedInAs({ localityName: 'Quepos' });
const UUID = '3c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12';

/** The panel over the tournament as the page reads it (refreshed after a leave). */
function TournamentJoinPanel() {
  const read = useTournament(UUID);
  return read.data ? <JoinPanel tournament={read.data} now={new Date()} /> : null;
}

const panel = (item: TournamentDto, auth = inQuepos) =>
  renderElement(<JoinPanel tournament={item} now={new Date()} />, { auth });

afterEach(() => {
  vi.unstubAllGlobals();
  dismissLocalityRequest();
});

describe('joining without a locality (issue 31)', { timeout: 30_000 }, () => {
  it('asks for the locality first, then goes on to the join dialog once it is saved', async () => {
    panel(tournament({ entranceFeeCents: 0, EntranceFee: 0 }), signedInAs());
    await userEvent.click(screen.getByRole('button', { name: 'Join tournament' }));
    expect(isLocalityRequested()).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Join Wahoo Cup' })).not.toBeInTheDocument();
    act(() => localityRequestSaved());
    expect(await screen.findByRole('dialog', { name: 'Join Wahoo Cup' })).toBeInTheDocument();
  });

  it('asks nothing for a global tournament, open to anglers anywhere', async () => {
    panel(
      tournament({ entranceFeeCents: 0, EntranceFee: 0, regionTypeName: 'Global', RegionTypeId: 1 }),
      signedInAs(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Join tournament' }));
    expect(isLocalityRequested()).toBe(false);
    expect(await screen.findByRole('dialog', { name: 'Join Wahoo Cup' })).toBeInTheDocument();
  });
});

describe('the join panel (issue 31)', { timeout: 30_000 }, () => {
  it('states the refund rule of a paid tournament before paying, beside the button and in the dialog', async () => {
    panel(tournament());
    const rule =
      /^Full refund of the entrance fee if you leave until .+ \(7 days before the start\); no refund after that\.$/;
    expect(screen.getByText(rule)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join for $40.00' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Wahoo Cup' });
    expect(within(dialog).getByText(rule)).toBeInTheDocument();
  });

  it('says so when the organiser gives no refund', () => {
    panel(tournament({ refundDaysBeforeStart: null }));
    expect(
      screen.getByText('No refund: if you leave, the entrance fee is not given back.'),
    ).toBeInTheDocument();
  });

  it('lets an entrant leave after confirming what happens to their fee, and leaves once', async () => {
    let left = false;
    const requests = serveApi({
      // The page's own read of the tournament: the leave's refresh reads it again, without the entry.
      [`GET /api/tournaments/${UUID}`]: () => tournament({ userIsJoined: !left }),
      [`POST /api/tournaments/${UUID}/leave`]: () => {
        left = true;
        return { refundedCents: 4000 };
      },
    });
    renderElement(<TournamentJoinPanel />, { auth: inQuepos });
    expect(await screen.findByText("You're in: joined")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Wahoo Cup?' });
    expect(
      within(dialog).getByText(/^Your \$40\.00 entrance fee will be refunded in full\. Full refund/),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    // Said even though the refreshed tournament no longer shows the leave button.
    expect(
      await screen.findByText('You left the tournament. $40.00 is refunded: an e-mail confirms it.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Join for $40.00' })).toBeInTheDocument();
    const leaves = requests.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/leave') && init?.method === 'POST',
    );
    expect(leaves).toHaveLength(1);
  });

  it('warns that nothing is refunded after the refund deadline, and leaves nothing when not confirmed', async () => {
    const requests = serveApi({});
    panel(
      tournament({
        userIsJoined: true,
        StartDate: new Date(Date.now() + 3 * DAY).toISOString(),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Wahoo Cup?' });
    expect(
      within(dialog).getByText(
        /^The refund deadline has passed: your \$40\.00 entrance fee will not be refunded\./,
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.mock.calls.filter(([url]) => String(url).endsWith('/leave'))).toHaveLength(0);
  });

  it('offers no leave once the tournament started', () => {
    panel(
      tournament({
        userIsJoined: true,
        StartDate: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(screen.queryByRole('button', { name: 'Leave tournament' })).not.toBeInTheDocument();
  });
});

describe('a cancelled tournament (issue 31)', { timeout: 30_000 }, () => {
  const cancelled = tournament({
    tournamentStatus: 'Canceled',
    displayStatus: 'Canceled',
    userIsJoined: true,
  });

  it('says cancelled in the join panel: no joined mark, no leave, no join', () => {
    panel(cancelled);
    expect(screen.getByRole('status')).toHaveTextContent(
      'This tournament was cancelled by its organiser. Your entry is void',
    );
    expect(screen.queryByText("You're in: joined")).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no countdown in its schedule, and no joined mark on its card', () => {
    renderElement(
      <>
        <TournamentSchedule tournament={cancelled} />
        <TournamentCard tournament={cancelled} now={new Date()} />
      </>,
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    // Each moment of the schedule says so, and the card's status badge says Canceled.
    expect(screen.getAllByText('Will not take place')).toHaveLength(3);
    expect(screen.getByText('Canceled')).toBeInTheDocument();
    expect(screen.queryByText('Joined')).not.toBeInTheDocument();
  });
});

describe('a Global tournament on the viewer’s clock (issue 33)', { timeout: 30_000 }, () => {
  // 08:00 on 13 March 2027 to 16:00 on the 15th wherever you fish, without late joining; New York
  // moves its clocks from EST (UTC−5) to EDT (UTC−4) on the 14th, Brisbane stays at UTC+10.
  const global = tournament({
    regionTypeName: 'Global',
    RegionTypeId: 1,
    OfficialTournamentTimeZone: 'UTC',
    StartDate: '2027-03-13T08:00:00.000Z',
    EndDate: '2027-03-15T16:00:00.000Z',
    UploadDeadline: '2027-03-15T22:00:00.000Z',
    AllowLateJoin: false,
    entranceFeeCents: 0,
    EntranceFee: 0,
    locations: [],
  });
  // 08:30 UTC: 03:30 in New York, 18:30 in Brisbane.
  const now = new Date('2027-03-13T08:30:00Z');
  const originalZone = viewer.zone;
  beforeEach(() => {
    viewer.zone = originalZone;
  });

  it('takes a New York viewer at 03:30, who sees it start at 08:00 EST and end at 16:00 EDT, and sends their zone', async () => {
    viewer.zone = 'America/New_York';
    const requests = serveApi({
      [`POST /api/tournaments/${UUID}/join`]: () => ({ outcome: 'joined', checkoutUrl: null }),
    });
    renderElement(
      <>
        <TournamentCard tournament={global} now={now} />
        <JoinPanel tournament={global} now={now} />
      </>,
      { auth: inQuepos },
    );
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/Mar 13, 2027, 8:00 AM EST – Mar 15, 2027, 4:00 PM EDT/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Wahoo Cup' });
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: /join/i }));
    await vi.waitFor(() =>
      expect(requests.mock.calls.some(([url]) => String(url).endsWith('/join'))).toBe(true),
    );
    const [, init] = requests.mock.calls.find(([url]) => String(url).endsWith('/join'))!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ timeZone: 'America/New_York' });
  });

  it('says a Brisbane viewer at 18:30 is too late: it started there at 08:00', () => {
    viewer.zone = 'Australia/Brisbane';
    renderElement(
      <>
        <TournamentCard tournament={global} now={now} />
        <JoinPanel tournament={global} now={now} />
      </>,
      { auth: inQuepos },
    );
    expect(screen.getByText('Current')).toBeInTheDocument();
    expect(screen.getByText(/Mar 13, 2027, 8:00 AM GMT\+10/)).toBeInTheDocument();
    expect(
      screen.getByText('This tournament has started and does not allow late joining.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join tournament' })).not.toBeInTheDocument();
  });

  it('shows the schedule on the viewer’s clock, the end after the clocks moved', () => {
    viewer.zone = 'America/New_York';
    renderElement(<TournamentSchedule tournament={global} />);
    expect(screen.getByText('Mar 13, 2027, 8:00 AM EST')).toBeInTheDocument();
    expect(screen.getByText('Mar 15, 2027, 4:00 PM EDT')).toBeInTheDocument();
    expect(screen.getByText('Mar 15, 2027, 10:00 PM EDT')).toBeInTheDocument();
  });
});

describe('after joining a running tournament (issue 34)', { timeout: 30_000 }, () => {
  it('the session form offers it as a tournament session at once, with no time passing', async () => {
    const started = new Date(Date.now() - 3_600_000);
    const running = tournament({
      entranceFeeCents: 0,
      EntranceFee: 0,
      StartDate: started.toISOString(),
      EndDate: new Date(Date.now() + DAY).toISOString(),
      displayStatus: 'Current',
    });
    let joined = false;
    serveApi({
      [`GET /api/tournaments/${UUID}`]: () => ({ ...running, userIsJoined: joined }),
      [`POST /api/tournaments/${UUID}/join`]: () => {
        joined = true;
        return { outcome: 'joined', checkoutUrl: null };
      },
      // The tournaments on now that the user is a member of.
      'GET /api/tournaments/fishing-now': () => ({
        items: joined
          ? [
              {
                UUID,
                Name: running.Name,
                StartDate: running.StartDate,
                EndDate: running.EndDate,
                UploadDeadline: running.UploadDeadline,
                OfficialTournamentTimeZone: running.OfficialTournamentTimeZone,
                objectOfTheDay: null,
                speciesUUIDs: [],
              },
            ]
          : [],
      }),
    });
    renderElement(
      <>
        <TournamentJoinPanel />
        <TournamentSessionField value={null} onChange={() => undefined} />
      </>,
      { auth: inQuepos },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Join tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Wahoo Cup' });
    expect(screen.queryByRole('switch', { name: /Tournament session/ })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join' }));

    // Read again at once: not when the list's minute has passed.
    expect(await screen.findByRole('switch', { name: /Tournament session/ })).toBeInTheDocument();
    expect(await screen.findByText("You're in: joined")).toBeInTheDocument();
  });
});
