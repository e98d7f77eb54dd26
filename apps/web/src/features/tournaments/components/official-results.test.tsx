import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficialResults as Results, ResultsEvidence } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { OfficialResults } from './official-results';

const id = '11111111-1111-4111-8111-111111111111';
const line = (rank: number, name: string, points: number) => ({
  rank,
  id: `${name}-id`,
  name,
  points,
  releases: points / 100,
  reachedAt: '2026-06-11T15:30:00.000Z',
  catchIds: ['33333333-3333-4333-8333-000000000001'],
});
const results: Results = {
  results: {
    format: 'tightlines-official-results/1',
    tournament: { id, name: 'Marlin Open', ruleSet: 'IGFA strict', finishedAt: '2026-06-14T10:00:00.000Z' },
    boats: [line(1, 'Sea Vega', 300)],
    anglers: [line(1, 'Ana Mora', 200), line(2, 'Carla Vega', 100)],
  },
  sha256: 'a'.repeat(64),
  csvUrl: `/api/results/${id}/results.csv`,
  pdfUrl: `/api/results/${id}/results.pdf`,
  csvSha256: 'b'.repeat(64),
  pdfSha256: 'c'.repeat(64),
};

afterEach(() => vi.restoreAllMocks());

describe('OfficialResults', { timeout: 30_000 }, () => {
  it('shows the standings, the downloads, the SHA-256, and checks a file', async () => {
    const fetch = serveApi({
      [`GET /api/results/${id}`]: () => results,
      'POST /api/results/verify': ({ body }) => ({
        matches: (body as { sha256: string }).sha256 === results.csvSha256,
        kind: null,
        sha256: (body as { sha256: string }).sha256,
        tournament: null,
        resultsSha256: null,
      }),
    });
    renderElement(<OfficialResults tournamentId={id} finished />);
    const anglers = await screen.findByRole('table', { name: 'Anglers' });
    expect(within(anglers).getAllByRole('row')[1]).toHaveTextContent('1Ana Mora2002');
    expect(screen.getByRole('table', { name: 'Boats' })).toHaveTextContent('Sea Vega');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', results.csvUrl);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', results.pdfUrl);
    expect(screen.getByTestId('results-sha256')).toHaveTextContent(results.sha256);

    const file = new File(['rank,name\n'], 'results.csv', { type: 'text/csv' });
    // Mantine's FileInput is a button over a hidden file input.
    await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByTestId('verify-answer')).toHaveTextContent('Not valid');
    const sent = fetch.mock.calls.find(([url]) => String(url).includes('/results/verify'));
    // The file is hashed in the browser: only its SHA-256 is sent.
    expect(JSON.parse(String(sent![1]!.body))).toEqual({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it("opens a line's catch: its video and the judges' decision, kept in the address", async () => {
    const catchId = '33333333-3333-4333-8333-000000000001';
    const evidence: ResultsEvidence = {
      catchId,
      logTime: '2026-06-11T15:30:00.000Z',
      boat: { boatName: 'Sea Vega' },
      angler: { name: 'Ana', lastname: 'Mora' },
      species: { UUID: '44444444-4444-4444-8444-444444444444', name: 'Blue marlin' },
      videos: [
        {
          videoId: '55555555-5555-4555-8555-555555555555',
          videoUrl: '/media/catch.mp4',
          thumbnailUrl: null,
          startRecordingTime: null,
          endRecordingTime: null,
          lengthSeconds: 12,
        },
      ],
      objectOfTheDay: null,
      decision: {
        status: 'Approved',
        released: true,
        speciesCorrect: true,
        length: 250,
        lengthUnitId: 1,
        weight: null,
        weightUnitId: 3,
        points: 200,
        evidence: ['anglerOnRod', 'leaderTouched'],
        overrideNote: 'Release seen from the bow camera',
        judge: { name: 'Jude', lastname: 'Reyes' },
        decidedAt: '2026-06-12T09:00:00.000Z',
      },
    };
    serveApi({
      [`GET /api/results/${id}`]: () => results,
      [`GET /api/results/${id}/evidence/${catchId}`]: () => evidence,
    });
    const view = renderElement(<OfficialResults tournamentId={id} finished />);
    const anglers = await screen.findByRole('table', { name: 'Anglers' });
    await userEvent.click(within(anglers).getByText('1 catch of Ana Mora'));
    await userEvent.click(
      within(anglers).getByRole('button', { name: 'Catch 1 of Ana Mora: videos and decision' }),
    );

    const dialog = await screen.findByRole('dialog', { name: 'Evidence of a counted catch' });
    expect(view.router.state.location.search).toBe(`?evidence=${catchId}`);
    expect(await within(dialog).findByLabelText('Video 1 of the catch')).toHaveAttribute(
      'src',
      '/media/catch.mp4',
    );
    expect(dialog).toHaveTextContent('Blue marlin');
    expect(dialog).toHaveTextContent('250 cm');
    expect(dialog).toHaveTextContent('The angler alone on the rod');
    expect(dialog).toHaveTextContent('Release seen from the bow camera');
    expect(dialog).toHaveTextContent('Decided by Jude Reyes');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.router.state.location.search).toBe('');
  });

  it("says when a catch's evidence cannot be loaded, and offers to try again", async () => {
    const catchId = '33333333-3333-4333-8333-000000000001';
    serveApi({
      [`GET /api/results/${id}`]: () => results,
      [`GET /api/results/${id}/evidence/${catchId}`]: () =>
        Response.json({ code: 404, message: 'Not found', key: 'notFound', result: null }, { status: 404 }),
    });
    renderElement(<OfficialResults tournamentId={id} finished />, { path: `/?evidence=${catchId}` });
    const dialog = await screen.findByRole('dialog', { name: 'Evidence of a counted catch' });
    expect(await within(dialog).findByRole('alert')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /try again/i })).toBeVisible();
    expect(within(dialog).queryByTestId('results-evidence')).toBeNull();
  });

  it('shows nothing before judging has made the results official', async () => {
    const answered = vi.fn(() =>
      Response.json({ code: 404, message: 'Not found', key: 'notFound', result: null }, { status: 404 }),
    );
    serveApi({ [`GET /api/results/${id}`]: answered });
    renderElement(<OfficialResults tournamentId={id} finished />);
    await waitFor(() => expect(answered).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Official results' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
