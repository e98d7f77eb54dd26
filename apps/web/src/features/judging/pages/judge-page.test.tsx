import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type JudgeStatus, type UserInfo } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { emptyLists, refusal, serveApi } from '../../../test/serve-api';
import { judgeTournament } from '../test/judging-fixtures';
import { JudgePage } from './judge-page';

afterEach(() => vi.unstubAllGlobals());

const TOURNAMENT = judgeTournament();
const INVITATION = `PUT /api/tournaments/${TOURNAMENT.UUID}/judge_invitation`;

/** The judge list with one tournament whose invitation stands at `status` (it moves when answered). */
function serveJudge(
  status: JudgeStatus | null,
  {
    verified = true,
    answer,
    organiser = false,
  }: { verified?: boolean; answer?: () => unknown; organiser?: boolean } = {},
) {
  let current = status;
  // Answering reads the user info again (being judge shows the judge screens).
  const info: UserInfo = {
    roleName: 'Angler',
    email: 'ana@example.com',
    gender: null,
    Boats: [],
    permissions: [{ Name: 'JUDGE_TOURNAMENTS' }],
    name: 'Ana',
    lastname: 'Mora',
    url: null,
    localityName: null,
    isJudge: true,
    sizeId: 1,
    weightId: 4,
    temperatureUnit: 'celsius',
    language: null,
  };
  return serveApi({
    // The filters' species list.
    ...emptyLists('/species'),
    'GET /api/users': () => [info],
    'GET /api/accounts/email_verification': () => ({ email: 'ana@example.com', verified }),
    'GET /api/judging/tournaments': () => ({
      items: [
        {
          ...TOURNAMENT,
          judgeInvitation: current,
          // The organiser judges whatever their invitation says (ADR 013).
          can: {
            ...TOURNAMENT.can,
            judge: organiser || current === 'accepted',
            manage: organiser,
            seeMembers: organiser || current === 'accepted',
          },
        },
      ],
      nextCursor: null,
    }),
    [INVITATION]: ({ body }) => {
      if (answer) return answer();
      current = (body as { accept: boolean }).accept ? 'accepted' : 'declined';
      return { tournamentUUID: TOURNAMENT.UUID, status: current };
    },
  });
}

const card = async () => screen.findByRole('article', { name: 'Marlin Open' });

describe('JudgePage: the invitation to judge (issue 32)', () => {
  it('lets an invited judge accept, then opens judging', async () => {
    const fetch = serveJudge('invited');
    renderElement(<JudgePage />, { auth: signedInAs({}, ['JUDGE_TOURNAMENTS']) });
    const invited = await card();
    expect(within(invited).getByText('Invitation')).toBeInTheDocument();
    expect(within(invited).queryByRole('button', { name: 'Judge Marlin Open' })).not.toBeInTheDocument();
    await userEvent.click(within(invited).getByRole('button', { name: 'Accept judging Marlin Open' }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(([, init]) => init?.method === 'PUT' && init.body === '{"accept":true}'),
      ).toBe(true),
    );
    expect(await within(await card()).findByRole('button', { name: /Marlin Open/ })).toHaveTextContent(
      'Judge',
    );
  });

  it('lets a judge decline, and still accept later', async () => {
    serveJudge('invited');
    renderElement(<JudgePage />, { auth: signedInAs({}, ['JUDGE_TOURNAMENTS']) });
    await userEvent.click(within(await card()).getByRole('button', { name: 'Decline judging Marlin Open' }));
    expect(await within(await card()).findByText('Declined')).toBeInTheDocument();
    expect(within(await card()).getByText(/You declined judging this tournament/)).toBeInTheDocument();
    expect(
      within(await card()).getByRole('button', { name: 'Accept judging Marlin Open' }),
    ).toBeInTheDocument();
  });

  it('tells an unverified judge to verify, and shows the refusal at the buttons', async () => {
    serveJudge('invited', { verified: false, answer: () => refusal(403, 'emailNotVerified') });
    renderElement(<JudgePage />, { auth: signedInAs({}, ['JUDGE_TOURNAMENTS']) });
    expect(await screen.findByText('Verify your e-mail to judge')).toBeInTheDocument();
    await userEvent.click(within(await card()).getByRole('button', { name: 'Accept judging Marlin Open' }));
    expect(await within(await card()).findByRole('alert')).toHaveTextContent(messages.emailNotVerified);
  });
});

describe('JudgePage: the organiser judges their tournament (issue 33 point 1, ADR 013)', () => {
  it('opens judging for the organiser, named or not, with nothing to answer', async () => {
    serveJudge(null, { organiser: true });
    renderElement(<JudgePage />, { auth: signedInAs({}, ['JUDGE_TOURNAMENTS']) });
    const theirs = await card();
    expect(within(theirs).getByRole('button', { name: 'Judge Marlin Open' })).toBeInTheDocument();
    expect(
      within(theirs).queryByRole('button', { name: 'Accept judging Marlin Open' }),
    ).not.toBeInTheDocument();
  });

  it('lets an organiser who named themselves judge and still accept, which official results need', async () => {
    serveJudge('invited', { organiser: true });
    renderElement(<JudgePage />, { auth: signedInAs({}, ['JUDGE_TOURNAMENTS']) });
    const theirs = await card();
    expect(within(theirs).getByRole('button', { name: 'Judge Marlin Open' })).toBeInTheDocument();
    expect(within(theirs).getByText(/You judge this tournament as its organiser/)).toBeInTheDocument();
    await userEvent.click(within(theirs).getByRole('button', { name: 'Accept judging Marlin Open' }));
    await waitFor(() =>
      expect(
        within(theirs).queryByRole('button', { name: 'Accept judging Marlin Open' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(await card()).getByRole('button', { name: 'Judge Marlin Open' })).toBeInTheDocument();
  });
});
