import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TournamentDto } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import {
  dismissLocalityRequest,
  isLocalityRequested,
  localityRequestSaved,
} from '../../../ui/locality-request';
import { useTournament } from '../hooks/tournaments-api';
import { JoinPanel } from './join-panel';
import { TournamentCard } from './tournament-card';
import { TournamentSchedule } from './tournament-schedule';

const DAY = 86_400_000;

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
  isOrganiser: false,
  isJudge: false,
  PictureUrl: null,
  pictures: [],
  ruleUUID: '4c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
  ruleName: 'IGFA strict',
  clubOption: 'All members',
  clubId: null,
  uploadsClosed: false,
  locations: [{ regionName: 'Puntarenas', localities: [] }],
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
