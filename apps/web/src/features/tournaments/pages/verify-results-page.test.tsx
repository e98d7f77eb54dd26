import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeUuid, type OfficialResults, type ResultsVerification } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { VerifyResultsPage } from './verify-results-page';

const id = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const results: OfficialResults = {
  results: {
    format: 'tightlines-official-results/1',
    tournament: { id, name: 'Marlin Open', ruleSet: 'IGFA strict', finishedAt: '2026-06-14T10:00:00.000Z' },
    boats: [],
    anglers: [],
  },
  sha256: 'a'.repeat(64),
  csvUrl: `/api/results/${id}/results.csv`,
  pdfUrl: `/api/results/${id}/results.pdf`,
  csvSha256: 'b'.repeat(64),
  pdfSha256: 'c'.repeat(64),
};

/** What the server answers for a SHA-256: the CSV of this tournament, the results of another, else nothing. */
function verification(sha256: string): ResultsVerification {
  if (sha256 === results.csvSha256) {
    return {
      matches: true,
      kind: 'csv',
      sha256,
      tournament: { UUID: id, Name: 'Marlin Open', finishedAt: results.results.tournament.finishedAt },
      resultsSha256: results.sha256,
    };
  }
  if (sha256 === 'd'.repeat(64)) {
    return {
      matches: true,
      kind: 'results',
      sha256,
      tournament: { UUID: other, Name: 'Tuna Cup', finishedAt: results.results.tournament.finishedAt },
      resultsSha256: sha256,
    };
  }
  return { matches: false, kind: null, sha256, tournament: null, resultsSha256: null };
}

const renderPage = (tournament = id) =>
  renderRoutes([{ path: '/tournament/:tournamentId/verify', element: <VerifyResultsPage /> }], {
    path: `/tournament/${encodeUuid(tournament)}/verify`,
  });

afterEach(() => vi.restoreAllMocks());

describe('VerifyResultsPage', { timeout: 30_000 }, () => {
  it('lists the official hashes and checks a pasted SHA-256: this tournament, another one, or nothing', async () => {
    const fetch = serveApi({
      [`GET /api/results/${id}`]: () => results,
      'POST /api/results/verify': ({ body }) => verification((body as { sha256: string }).sha256),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check official results' })).toBeVisible();
    const hashes = await screen.findByRole('table', { name: 'SHA-256 of the official files' });
    expect(within(hashes).getByRole('row', { name: /CSV file/ })).toHaveTextContent(results.csvSha256);
    expect(screen.getByText('Official results of Marlin Open')).toBeVisible();

    const field = screen.getByRole('textbox', { name: /Or paste a SHA-256/ });
    await userEvent.click(field);
    await userEvent.paste(results.csvSha256.toUpperCase());
    await userEvent.click(screen.getByRole('button', { name: 'Check the SHA-256' }));
    expect(await screen.findByTestId('verify-answer')).toHaveTextContent(
      'Valid: this is the official CSV of the results of Marlin Open, unchanged.',
    );

    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('d'.repeat(64));
    await userEvent.click(screen.getByRole('button', { name: 'Check the SHA-256' }));
    expect(await screen.findByTestId('verify-answer')).toHaveTextContent(
      'Not the results of this tournament: this is the official results of Tuna Cup.',
    );
    expect(screen.getByRole('link', { name: 'Check it on the page of Tuna Cup' })).toHaveAttribute(
      'href',
      `/tournament/${encodeUuid(other)}/verify`,
    );

    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('e'.repeat(64));
    await userEvent.click(screen.getByRole('button', { name: 'Check the SHA-256' }));
    expect(await screen.findByTestId('verify-answer')).toHaveTextContent(/^Not valid/);
    const sent = fetch.mock.calls.filter(([url]) => String(url).includes('/results/verify'));
    expect(sent).toHaveLength(3);
  });

  it('refuses a malformed SHA-256 next to the field, keeping what was typed, without asking the server', async () => {
    const verify = vi.fn(() => refusal(400, 'completeRequiredFields', { fields: ['sha256'] }));
    serveApi({ [`GET /api/results/${id}`]: () => results, 'POST /api/results/verify': verify });
    renderPage();
    const field = await screen.findByRole('textbox', { name: /Or paste a SHA-256/ });
    await userEvent.click(field);
    await userEvent.paste('not-a-hash');
    await userEvent.click(screen.getByRole('button', { name: 'Check the SHA-256' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('not-a-hash');
    expect(verify).not.toHaveBeenCalled();
    expect(screen.queryByTestId('verify-answer')).toBeNull();
  });

  it('checks a file dropped on it by its SHA-256 alone', async () => {
    const fetch = serveApi({
      [`GET /api/results/${id}`]: () => results,
      'POST /api/results/verify': ({ body }) => verification((body as { sha256: string }).sha256),
    });
    renderPage();
    const drop = await screen.findByTestId('verify-drop');
    const file = new File(['"standing","rank"\r\n'], 'official-results.csv', { type: 'text/csv' });
    fireEvent.drop(drop, { dataTransfer: { files: [file] } });
    expect(await screen.findByTestId('verify-answer')).toHaveTextContent(/^Not valid/);
    const sent = fetch.mock.calls.find(([url]) => String(url).includes('/results/verify'));
    expect(JSON.parse(String(sent![1]!.body))).toEqual({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('checks against every tournament at /results/verify, the address older results printed', async () => {
    serveApi({
      'POST /api/results/verify': ({ body }) => verification((body as { sha256: string }).sha256),
    });
    renderRoutes([{ path: '/results/verify', element: <VerifyResultsPage /> }], { path: '/results/verify' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check official results' })).toBeVisible();
    expect(screen.queryByRole('table', { name: 'SHA-256 of the official files' })).toBeNull();
    const field = screen.getByRole('textbox', { name: /Or paste a SHA-256/ });
    await userEvent.click(field);
    await userEvent.paste('d'.repeat(64));
    await userEvent.click(screen.getByRole('button', { name: 'Check the SHA-256' }));
    expect(await screen.findByTestId('verify-answer')).toHaveTextContent(
      'Valid: this is the official results document of Tuna Cup, unchanged.',
    );
    expect(screen.getByRole('link', { name: 'See the results of Tuna Cup' })).toHaveAttribute(
      'href',
      `/tournament/${encodeUuid(other)}`,
    );
  });

  it('says when the tournament has no official results yet', async () => {
    serveApi({ [`GET /api/results/${id}`]: () => refusal(404, 'notFound') });
    renderPage();
    expect(await screen.findByTestId('verify-not-official')).toHaveTextContent(
      'This tournament has no official results yet',
    );
    expect(screen.getByRole('link', { name: 'Back to the tournament' })).toHaveAttribute(
      'href',
      `/tournament/${encodeUuid(id)}`,
    );
  });
});
