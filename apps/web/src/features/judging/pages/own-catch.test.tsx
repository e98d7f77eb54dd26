import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { storeJudgeTournament } from '../hooks/judge-tournament-store';
import { judgeTournament, overviewOf, pendingCatch } from '../test/judging-fixtures';
import { JudgeTournamentPage } from './judge-tournament-page';

const tournament = judgeTournament();
const base = `/api/judging/tournaments/${tournament.UUID}`;

beforeEach(() => storeJudgeTournament(tournament));
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

function openCatch(item: ReturnType<typeof pendingCatch>) {
  const fetch = serveApi({
    [`GET ${base}`]: () => overviewOf([item]),
    [`GET ${base}/catches`]: () => ({ items: [item], nextCursor: null, ...overviewOf([item]) }),
  });
  renderRoutes([{ path: '/judge_tournament', element: <JudgeTournamentPage /> }], {
    path: '/judge_tournament',
    auth: signedInAs({}, ['JUDGE_TOURNAMENTS']),
  });
  return fetch;
}

describe('the judge’s own catch and the rule set’s points (issue 32)', { timeout: 60_000 }, () => {
  it('shows a catch the judge fished read-only, saying another judge decides it', async () => {
    openCatch(pendingCatch({ ownCatch: true, editable: false }));
    await userEvent.click(await screen.findByRole('button', { name: /^Judge Sailfish by/ }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('You fished this catch, or your boat or crew did: another judge decides it.'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Save decision' })).not.toBeInTheDocument();
  });

  it('refuses points past the rule set’s maximum at the field, without sending the decision', async () => {
    const fetch = openCatch(pendingCatch());
    await userEvent.click(await screen.findByRole('button', { name: /^Judge Sailfish by/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Released' }));
    const points = within(dialog).getByRole('textbox', { name: /^Points/ });
    await userEvent.clear(points);
    await userEvent.type(points, '100000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save decision' }));
    expect(await within(dialog).findByText('Please enter a number no greater than 500')).toBeVisible();
    expect(points).toHaveValue('100000');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
