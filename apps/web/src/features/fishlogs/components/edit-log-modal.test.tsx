import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aFishLogAtSea } from '../../../test/fish-logs';
import { renderElement } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { EditLogModal } from './edit-log-modal';

/** Stored in inches. */
const log = aFishLogAtSea({ sizeUnit: { UnitId: 2 } });

const species = [
  { fishUUID: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Atlantic sailfish', fishTypeName: 'Bill Fish' },
  { fishUUID: 'aaaaaaaa-0000-4000-8000-000000000002', name: 'Black marlin', fishTypeName: 'Bill Fish' },
];

/** The species list, the map's settings, and `answer` for the edit (PUT) of the log. */
function serve(answer: () => unknown) {
  return serveApi({
    'GET /api/species': () => species,
    'GET /api/map/config': () => null,
    [`PUT /api/fishingLogs/${log.UUID}`]: answer,
  });
}

afterEach(() => vi.unstubAllGlobals());

const lengthBox = () => screen.getByRole('textbox', { name: 'Length (cm)' });

// A whole modal with its form renders slowly in jsdom, on a busy machine even more so.
describe('EditLogModal', { timeout: 20_000 }, () => {
  it('shows the log in the user’s units and sends the edit payload in them', async () => {
    const fetch = serve(() => null);
    const onClose = vi.fn();
    renderElement(<EditLogModal log={log} name="Fish 1" units={{ size: 1, weight: 4 }} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Edit fish 1' });
    // Stored as 100 in, shown in the user's centimetres.
    expect(lengthBox()).toHaveValue('254');
    await userEvent.clear(lengthBox());
    await userEvent.type(lengthBox(), '185');
    await userEvent.click(screen.getByRole('button', { name: 'Save fish log' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toContain(`/api/fishingLogs/${log.UUID}`);
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({
      fishUUID: log.fishUUID,
      type: 'Release',
      logTime: log.logTime,
      fishLength: 185,
      fishWeight: null,
      sizeUnitId: 1,
      weightUnitId: 4,
      latitude: 9.5,
      longitude: -85.7,
    });
    expect(await screen.findByText('Fishing log saved correctly')).toBeInTheDocument();
  });

  it('shows a refusal in the server’s words and keeps what was typed', async () => {
    serve(() => refusal(403, 'judgingCatchJudged'));
    const onClose = vi.fn();
    renderElement(<EditLogModal log={log} name="Fish 1" units={{ size: 1, weight: 4 }} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Edit fish 1' });
    await userEvent.clear(lengthBox());
    await userEvent.type(lengthBox(), '190');
    await userEvent.click(screen.getByRole('button', { name: 'Save fish log' }));
    expect(
      await screen.findByText('This catch has been judged: it can no longer change'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(lengthBox()).toHaveValue('190');
  });

  it('shows a refusal of one of its fields next to that field', async () => {
    serve(() => refusal(400, 'completeRequiredFields', { fields: ['fishUUID'] }));
    renderElement(<EditLogModal log={log} name="Fish 1" units={{ size: 1, weight: 4 }} onClose={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'Edit fish 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Save fish log' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Species' })).toHaveAccessibleDescription(
        'Please complete all required fields',
      ),
    );
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});
