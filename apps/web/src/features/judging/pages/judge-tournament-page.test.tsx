import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type CatchDecisionInput, type JudgingCatch } from '@tightlines/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signedInAs } from '../../../test/render';
import { refusal, serveApi, type ApiRequest } from '../../../test/serve-api';
import { storeJudgeTournament } from '../hooks/judge-tournament-store';
import { judgeTournament, overviewOf, pendingCatch } from '../test/judging-fixtures';
import { JudgeTournamentPage } from './judge-tournament-page';

const tournament = judgeTournament();
const base = `/api/judging/tournaments/${tournament.UUID}`;

/** A judging server holding `items`: decisions change them, reads count them with the domain's rules. */
function judgingServer(items: JudgingCatch[], decide?: (request: ApiRequest, item: JudgingCatch) => unknown) {
  const find = (url: URL) => items.find((item) => url.pathname.includes(item.catchId))!;
  return serveApi({
    [`GET ${base}`]: () => overviewOf(items),
    [`GET ${base}/catches`]: ({ url }) => {
      const status = url.searchParams.get('status');
      const shown = status ? items.filter((item) => item.decision.status.toLowerCase() === status) : items;
      return { items: shown, nextCursor: null, ...overviewOf(items) };
    },
    ...Object.fromEntries(
      items.map((item) => [
        `PUT ${base}/catches/${item.catchId}/decision`,
        (request: ApiRequest) => {
          const custom = decide?.(request, find(request.url));
          if (custom) return custom;
          const input = request.body as CatchDecisionInput;
          const index = items.findIndex((candidate) => candidate.catchId === item.catchId);
          const saved: JudgingCatch = {
            ...items[index]!,
            decision: {
              ...items[index]!.decision,
              version: items[index]!.decision.version + 1,
              status: input.released ? 'Approved' : 'Refused',
              released: input.released,
              points: input.released ? (input.points ?? 100) : 0,
              evidence: input.evidence ?? [],
              overrideNote: input.overrideNote ?? null,
              refusalReason: input.refusalReason ?? null,
            },
          };
          items[index] = saved;
          return saved;
        },
      ]),
    ),
  });
}

function renderWorkspace() {
  return renderRoutes(
    [
      { path: '/judge_tournament', element: <JudgeTournamentPage /> },
      { path: '/judge', element: <h1>Tournaments to judge</h1> },
    ],
    { path: '/judge_tournament', auth: signedInAs({}, ['JUDGE_TOURNAMENTS']) },
  );
}

const counter = (name: 'Pending' | 'Invalid' | 'Qualified' | 'All') => screen.getByTestId(`counter-${name}`);

async function openCatch(index = 0) {
  const buttons = await screen.findAllByRole('button', { name: /^Judge Sailfish by/ });
  await userEvent.click(buttons[index]!);
  return screen.findByRole('dialog');
}

// The modal host (ui/modals.tsx) loads on the first modal asked for. Loaded once up front: its first
// import transforms Mantine's modal code, which on a busy machine outlasted the wait for the
// "Leave without saving?" dialog.
beforeAll(() => import('../../../ui/modals-host'));
beforeEach(() => storeJudgeTournament(tournament));
afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the judging workspace', { timeout: 60_000 }, () => {
  it('goes back to /judge with no tournament stored', async () => {
    sessionStorage.clear();
    judgingServer([]);
    renderWorkspace();
    expect(await screen.findByRole('heading', { name: 'Tournaments to judge' })).toBeInTheDocument();
  });

  it('moves the counters as spec §4 says when a catch is released, then refused', async () => {
    judgingServer([pendingCatch(), pendingCatch()]);
    renderWorkspace();
    await waitFor(() => expect(counter('Pending')).toHaveTextContent('2'));
    expect(counter('Qualified')).toHaveTextContent('0');
    expect(counter('All')).toHaveTextContent('2');

    const dialog = await openCatch(0);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Released' }));
    // The checklist is left incomplete: the release carries an override note instead.
    await userEvent.click(within(dialog).getByLabelText('Note'));
    await userEvent.paste('Seen from the other boat');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(counter('Pending')).toHaveTextContent('1'));
    expect(counter('Qualified')).toHaveTextContent('1');
    expect(screen.getByTestId('judge-summary')).toHaveTextContent('Released: 1');
    expect(screen.getByTestId('judge-summary')).toHaveTextContent('Not released: 0');

    // Approved to refused moves one from released to not released.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Not released' }));
    await userEvent.click(within(dialog).getByLabelText(/Reason for refusing/));
    await userEvent.paste('No leader touch');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(screen.getByTestId('judge-summary')).toHaveTextContent('Not released: 1'));
    expect(screen.getByTestId('judge-summary')).toHaveTextContent('Released: 0');
    expect(counter('Pending')).toHaveTextContent('1');
    expect(counter('Qualified')).toHaveTextContent('1');
  });

  it('filters the catches by a counter', async () => {
    const fetch = judgingServer([pendingCatch()]);
    renderWorkspace();
    await userEvent.click(await screen.findByTestId('counter-Pending'));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/catches?status=pending'))).toBe(true),
    );
    expect(counter('Pending')).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters the catches by a registered team (issue 38)', async () => {
    const TEAM = '77777777-7777-4777-8777-777777777777';
    const items = [pendingCatch()];
    const fetch = serveApi({
      [`GET ${base}`]: () => overviewOf(items, { teams: [{ teamId: TEAM, teamName: 'Marlin Hunters' }] }),
      // The team's anglers caught none of them.
      [`GET ${base}/catches`]: ({ url }) => ({
        items: url.searchParams.get('teamId') === TEAM ? [] : items,
        nextCursor: null,
        ...overviewOf(items),
      }),
    });
    renderWorkspace();
    await screen.findAllByRole('button', { name: /^Judge Sailfish by/ });
    await userEvent.click(screen.getByRole('combobox', { name: 'Team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marlin Hunters', hidden: true }));
    expect(await screen.findByText('No catches here')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes(`teamId=${TEAM}`))).toBe(true);
  });

  it('refuses a release without evidence or a note, and a refusal without a reason, before asking the server', async () => {
    const fetch = judgingServer([pendingCatch()]);
    renderWorkspace();
    const dialog = await openCatch();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Released' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    expect(await within(dialog).findByText(messages.judgingOverrideNoteRequired)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Not released' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    expect(await within(dialog).findByText(messages.judgingRefusalReasonRequired)).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('marks unsaved edits and asks before leaving with them', async () => {
    judgingServer([pendingCatch()]);
    const { router } = renderWorkspace();
    const dialog = await openCatch();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Not released' }));
    expect(within(dialog).getByTestId('unsaved-mark')).toHaveTextContent('Unsaved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the catch' }));
    const list = screen.getByRole('list', { name: 'Catches' });
    expect(within(list).getByText('Unsaved')).toBeVisible();

    void router.navigate('/judge');
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave without saving?' })).toBeNull());
    // The answer reaches the router a moment after the dialog has gone: a navigation before then
    // would find the first one still held, and ask nothing.
    await waitFor(() =>
      expect([...router.state.blockers.values()].map((b) => b.state)).not.toContain('blocked'),
    );
    expect(router.state.location.pathname).toBe('/judge_tournament');

    void router.navigate('/judge');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave and drop them',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Tournaments to judge' })).toBeInTheDocument();
  });

  it('shows what another judge saved meanwhile (409) and re-applies the edits on the fresh version', async () => {
    const item = pendingCatch();
    const fresh: JudgingCatch = {
      ...item,
      decision: {
        ...item.decision,
        version: 1,
        status: 'Refused',
        released: false,
        refusalReason: 'Fish not visible',
        judge: { name: 'Rita', lastname: 'Other' },
      },
    };
    const sent: CatchDecisionInput[] = [];
    judgingServer([item], (request) => {
      const input = request.body as CatchDecisionInput;
      sent.push(input);
      return input.version === 0 ? refusal(409, 'judgingStaleVersion', { current: fresh }) : undefined;
    });
    renderWorkspace();
    const dialog = await openCatch();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Released' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Note/ }));
    await userEvent.paste('Code hidden by glare');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    const conflict = await within(dialog).findByTestId('conflict-view');
    expect(conflict).toHaveTextContent('Rita Other saved this catch while you were editing it');
    const table = within(conflict).getByRole('table', { name: 'What changed' });
    const released = within(table).getByRole('row', { name: /Released/ });
    expect(released).toHaveTextContent('Not released');
    expect(released).toHaveTextContent('Released');
    expect(within(table).getByRole('row', { name: /Reason for refusing/ })).toHaveTextContent(
      'Fish not visible',
    );
    expect(within(table).getByRole('row', { name: /Note/ })).toHaveTextContent('Code hidden by glare');

    await userEvent.click(within(conflict).getByRole('button', { name: 'Keep my edits (then save)' }));
    expect(within(dialog).queryByTestId('conflict-view')).toBeNull();
    expect(within(dialog).getByTestId('unsaved-mark')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ version: 1, released: true, overrideNote: 'Code hidden by glare' });
  });

  it('takes the saved state another judge left (409): theirs shown, nothing unsaved, nothing sent again', async () => {
    const item = pendingCatch();
    const fresh: JudgingCatch = {
      ...item,
      decision: {
        ...item.decision,
        version: 1,
        status: 'Refused',
        released: false,
        points: 0,
        refusalReason: 'Fish not visible',
        judge: { name: 'Rita', lastname: 'Other' },
      },
    };
    const sent: CatchDecisionInput[] = [];
    judgingServer([item], (request) => {
      sent.push(request.body as CatchDecisionInput);
      return refusal(409, 'judgingStaleVersion', { current: fresh });
    });
    renderWorkspace();
    const dialog = await openCatch();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Released' }));
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Note/ }));
    await userEvent.paste('Code hidden by glare');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save decision' }));

    const conflict = await within(dialog).findByTestId('conflict-view');
    await userEvent.click(within(conflict).getByRole('button', { name: 'Take the saved state' }));
    expect(within(dialog).queryByTestId('conflict-view')).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'Not released' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /^Reason for refusing/ })).toHaveValue(
      'Fish not visible',
    );
    expect(within(dialog).queryByTestId('unsaved-mark')).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('decides from the player’s keys: R refuses and goes to the reason, A releases, S saves', async () => {
    const sent: CatchDecisionInput[] = [];
    judgingServer([pendingCatch()], (request) => {
      sent.push(request.body as CatchDecisionInput);
      return undefined;
    });
    renderWorkspace();
    const dialog = await openCatch();
    const player = within(dialog).getByTestId('judge-player');

    player.focus();
    await userEvent.keyboard('r');
    expect(within(dialog).getByRole('radio', { name: 'Not released' })).toBeChecked();
    const reason = within(dialog).getByRole('textbox', { name: /^Reason for refusing/ });
    await waitFor(() => expect(reason).toHaveFocus());

    player.focus();
    await userEvent.keyboard('a');
    expect(within(dialog).getByRole('radio', { name: 'Released' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Points' })).toHaveValue('100');
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^Note/ }));
    await userEvent.paste('Seen from the other boat');

    player.focus();
    await userEvent.keyboard('s');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ released: true, points: 100, overrideNote: 'Seen from the other boat' });
    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
  });
});
