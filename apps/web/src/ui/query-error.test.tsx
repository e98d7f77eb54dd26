import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api/client';
import { activateLanguage } from '../i18n/i18n';
import { renderElement } from '../test/render';
import { refusal, serveApi } from '../test/serve-api';
import { QueryError } from './query-error';

/** A section as pages write it: its data, or QueryError with a retry that fetches it again. */
function Tournaments() {
  const query = useQuery({
    queryKey: ['query-error-test'],
    queryFn: () => apiRequest<string[]>('/tournaments'),
  });
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <p>{query.data?.join(', ')}</p>;
}

/** The API refusing the first `refused` calls with a 429 (ours, or a proxy's page), then answering. */
function serveBusyApi(refused: number, proxy = false) {
  let calls = 0;
  return serveApi({
    'GET /api/tournaments': () => {
      calls += 1;
      if (calls > refused) return ['Quepos Billfish Open'];
      return proxy
        ? new Response('<html>Too Many Requests</html>', { status: 429 })
        : refusal(429, 'tooManyRequests');
    },
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLanguage('en'));
});

describe('QueryError', () => {
  it('asks for a moment when the API answers 429, and its retry fetches the data again', async () => {
    const fetch = serveBusyApi(1);
    renderElement(<Tournaments />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Just a moment');
    expect(alert).toHaveTextContent('Too many requests, please try again later');
    expect(alert).not.toHaveTextContent('Could not load this');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Quepos Billfish Open')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("says the same when a proxy answered the 429 without the API's envelope", async () => {
    serveBusyApi(1, true);
    renderElement(<Tournaments />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Just a moment');
    expect(alert).toHaveTextContent('Too many requests, please try again later');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Quepos Billfish Open')).toBeInTheDocument();
  });

  it('asks in Spanish to a Spanish reader, and keeps offering the retry while the API is busy', async () => {
    await act(() => activateLanguage('es'));
    const fetch = serveBusyApi(2);
    renderElement(<Tournaments />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Un momento');
    expect(alert).toHaveTextContent('Demasiadas solicitudes, inténtalo de nuevo más tarde');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Quepos Billfish Open')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('shows any other failure as one that could not load, in red', async () => {
    serveApi({ 'GET /api/tournaments': () => refusal(500, 'internalServerError') });
    renderElement(<Tournaments />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this');
    expect(alert).not.toHaveTextContent('Just a moment');
  });
});
