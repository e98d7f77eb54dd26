import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type LogbookPreview } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { refusal, serveApi, type ApiRequest } from '../../../test/serve-api';
import { ImportLogbookModal } from './import-logbook-modal';

const session = (row: number, logs: LogbookPreview['sessions'][number]['logs'] = []) => ({
  row,
  startDatetime: '2025-03-01T06:00:00.000Z',
  finishDatetime: '2025-03-01T12:00:00.000Z',
  fishingStyle: 'Offshore',
  boatName: null,
  localityName: null,
  logs,
});
const marlin = {
  row: 2,
  logTime: '2025-03-01T07:00:00.000Z',
  fishName: 'Atlantic blue marlin',
  type: 'Release',
  fishLength: 210,
  sizeUnitId: 1,
  fishWeight: null,
  weightUnitId: 4,
};

const clean: LogbookPreview = { format: 'csv', sessions: [session(2, [marlin])], logCount: 1, errors: [] };
const withErrors: LogbookPreview = {
  format: 'csv',
  sessions: [session(2, [marlin]), session(4)],
  logCount: 1,
  errors: [
    { row: 3, column: 'species', key: 'logbookUnknownSpecies' },
    { row: 4, column: 'session_start', key: 'logbookDateFormat' },
  ],
};

const csv = () => new File(['session_id,session_start\n'], 'logbook.csv', { type: 'text/csv' });

function open(routes: Parameters<typeof serveApi>[0]) {
  const fetch = serveApi(routes);
  const onClose = vi.fn();
  renderElement(<ImportLogbookModal opened onClose={onClose} />, { auth: signedInAs() });
  return { fetch, onClose, dialog: screen.getByRole('dialog', { name: 'Import a logbook' }) };
}

const choose = async (dialog: HTMLElement, file: File) => {
  const input = dialog.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, file);
};

afterEach(() => vi.unstubAllGlobals());

describe('ImportLogbookModal', { timeout: 20_000 }, () => {
  it('lists each row it cannot import with its line, column and reason, and offers no import', async () => {
    const imports: ApiRequest[] = [];
    const { dialog } = open({
      'POST /api/sessions/import/preview': () => withErrors,
      'POST /api/sessions/import': (request) => (imports.push(request), null),
    });
    await choose(dialog, csv());
    const errors = await within(dialog).findByRole('list', { name: 'Rows that cannot be imported' });
    expect(
      within(errors).getByText(`Line 3 · species: ${messages.logbookUnknownSpecies}`),
    ).toBeInTheDocument();
    expect(
      within(errors).getByText(`Line 4 · session_start: ${messages.logbookDateFormat}`),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2 sessions with 1 fish log')).toBeInTheDocument();
    expect(within(dialog).getByText(messages.logbookHasErrors)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(imports).toHaveLength(0);
  });

  it('sends the file as it is, shows what it would log, and imports it once confirmed', async () => {
    const previews: ApiRequest[] = [];
    const imports: ApiRequest[] = [];
    const { dialog, onClose } = open({
      'POST /api/sessions/import/preview': (request) => (previews.push(request), clean),
      'POST /api/sessions/import': (request) => (
        imports.push(request),
        { sessionUUIDs: ['s1'], logCount: 1 }
      ),
    });
    const file = csv();
    await choose(dialog, file);
    const table = await within(dialog).findByRole('table', { name: 'Sessions in the file' });
    expect(within(table).getByText('Atlantic blue marlin')).toBeInTheDocument();
    expect(previews[0]!.body).toBe(file);
    expect(previews[0]!.url.searchParams.get('format')).toBe('csv');
    expect(imports).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 1 session' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(imports).toHaveLength(1);
    expect(imports[0]!.body).toBe(file);
    expect(imports[0]!.url.searchParams.get('key')).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(await screen.findByText('Imported 1 session with 1 fish log')).toBeInTheDocument();
  });

  it('says why a file is refused whole (too large), in its words', async () => {
    const { dialog } = open({
      'POST /api/sessions/import/preview': () =>
        refusal(413, { key: 'logbookTooLarge', values: { maximum: 2 } }),
    });
    await choose(dialog, new File(['x'], 'huge.gpx'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is larger than 2 MB: export fewer dates, or split the file',
    );
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
