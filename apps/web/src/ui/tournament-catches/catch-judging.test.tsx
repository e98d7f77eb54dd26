import { screen, waitFor } from '@testing-library/react';
import type { CatchJudging as Judging } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../test/render';
import { serveApi } from '../../test/serve-api';
import { CatchJudging } from './catch-judging';

const catchId = '33333333-3333-4333-8333-000000000001';
const judging = (change: Partial<Judging> = {}): Judging => ({
  catchId,
  tournamentId: '11111111-1111-4111-8111-111111111111',
  status: 'Refused',
  points: 0,
  refusalReason: 'The leader was never touched in the video',
  comments: [
    {
      Id: '88888888-8888-4888-8888-888888888888',
      CreatedAt: '2026-06-12T10:00:00.000Z',
      Comment: 'Film the leader next time',
      FishinglogId: catchId,
      TournamentId: '11111111-1111-4111-8111-111111111111',
      Name: 'Julián',
      Lastname: 'Soto',
    },
  ],
  finished: false,
  ...change,
});

afterEach(() => vi.restoreAllMocks());

describe('CatchJudging', () => {
  it("shows its angler the refusal's reason and the judges' comments", async () => {
    serveApi({ [`GET /api/catches/${catchId}/judging`]: () => judging() });
    renderElement(<CatchJudging catchId={catchId} enabled />, { auth: signedInAs() });
    expect(await screen.findByText('Refused')).toBeVisible();
    expect(screen.getByText('The leader was never touched in the video')).toBeVisible();
    expect(screen.getByRole('list', { name: "Judges' comments" })).toHaveTextContent(
      'Film the leader next time',
    );
  });

  it('asks nothing for a catch outside a tournament', async () => {
    const fetch = serveApi({});
    renderElement(<CatchJudging catchId={catchId} enabled={false} />, { auth: signedInAs() });
    await waitFor(() =>
      expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/judging'), expect.anything()),
    );
    expect(screen.queryByTestId('catch-judging')).toBeNull();
  });
});
