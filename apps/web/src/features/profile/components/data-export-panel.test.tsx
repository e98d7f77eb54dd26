import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type DataExportDto } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { refusal, serveApi, type ApiRequest } from '../../../test/serve-api';
import { DataExportPanel } from './data-export-panel';

const EMAIL = 'ana.mora@example.com';
const PATH = '/api/users/ana.mora%40example.com/data-export';

afterEach(() => vi.unstubAllGlobals());

const preparing: DataExportDto = {
  id: '0b0f7a3e-9a51-4c1c-9f0e-3d1b2b7c9d10',
  status: 'preparing',
  requestedAt: '2026-11-28T10:00:00.000Z',
  readyAt: null,
  expiresAt: '2026-12-05T10:00:00.000Z',
  sizeBytes: null,
  downloadUrl: null,
};
const ready: DataExportDto = {
  ...preparing,
  status: 'ready',
  readyAt: '2026-11-28T10:01:00.000Z',
  expiresAt: '2026-12-05T10:01:00.000Z',
  sizeBytes: 3 * 1024 * 1024,
  downloadUrl: `${PATH}/${preparing.id}/file`,
};

const renderPanel = () =>
  renderElement(<DataExportPanel email={EMAIL} />, { auth: signedInAs({ email: EMAIL }) });

describe('DataExportPanel', { timeout: 20_000 }, () => {
  it('asks for my data once and says it is being prepared', async () => {
    const asked: ApiRequest[] = [];
    serveApi({
      [`GET ${PATH}`]: () => ({ dataExport: null }),
      [`POST ${PATH}`]: (request) => (asked.push(request), { dataExport: preparing }),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText('Your data is being prepared')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    // While it is prepared there is nothing more to ask.
    expect(screen.queryByRole('button', { name: /prepare/i })).not.toBeInTheDocument();
  });

  it('offers the ready zip to download until it expires, and a new copy', async () => {
    serveApi({ [`GET ${PATH}`]: () => ({ dataExport: ready }) });
    renderPanel();
    const link = await screen.findByRole('link', { name: 'Download my data' });
    expect(link).toHaveAttribute('href', ready.downloadUrl);
    expect(screen.getByText(/A zip of 3 MB, to download until/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare a new copy' })).toBeInTheDocument();
  });

  it('shows a failed request and keeps the panel usable', async () => {
    serveApi({
      [`GET ${PATH}`]: () => ({ dataExport: null }),
      [`POST ${PATH}`]: () => refusal(500, 'internalServerError'),
    });
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText(messages.internalServerError)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Prepare my data' })).toBeEnabled());
  });
});
