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

describe('a catch of a species outside the tournament (issue 31)', { timeout: 60_000 }, () => {
  it('opens flagged, with "species correct" off and no points until the judge says otherwise', async () => {
    // As the server presents it: flagged, species not correct by default, the points' default 0.
    const outside = pendingCatch({ flags: ['speciesNotInTournament'] });
    outside.decision = { ...outside.decision, speciesCorrect: false, defaultPoints: 0 };
    serveApi({
      [`GET ${base}`]: () => overviewOf([outside]),
      [`GET ${base}/catches`]: () => ({ items: [outside], nextCursor: null, ...overviewOf([outside]) }),
    });
    renderRoutes([{ path: '/judge_tournament', element: <JudgeTournamentPage /> }], {
      path: '/judge_tournament',
      auth: signedInAs({}, ['JUDGE_TOURNAMENTS']),
    });
    await userEvent.click(await screen.findByRole('button', { name: /^Judge Sailfish by/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Species not in the tournament')).toBeVisible();
    expect(within(dialog).getByRole('switch', { name: 'Species correct' })).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /^Points/ })).toHaveValue('0');
  });
});
