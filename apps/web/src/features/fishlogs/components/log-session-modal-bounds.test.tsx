import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aFishLogAtSea, sessionFormReads } from '../../../test/fish-logs';
import { renderElement, signedInAs } from '../../../test/render';
import { refusal, serveApi } from '../../../test/serve-api';
import { EditLogModal } from './edit-log-modal';
import { LogSessionModal } from './log-session-modal';

const species = [
  { fishUUID: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Atlantic sailfish', fishTypeName: 'Bill Fish' },
];

afterEach(() => vi.unstubAllGlobals());

const box = (name: string) => screen.getByRole('textbox', { name });

/** A required `datetime-local` field (its label ends in the required mark). */
const timeBox = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
/** Sets a `datetime-local` field the way a browser's picker does. */
const setTime = (label: string, value: string) => fireEvent.change(timeBox(label), { target: { value } });

async function openWithOneFish() {
  const posted = vi.fn();
  serveApi({
    ...sessionFormReads(),
    'GET /api/species': () => species,
    'POST /api/sessions': ({ body }) => {
      posted(body);
      return {};
    },
  });
  renderElement(<LogSessionModal opened onClose={vi.fn()} />, { auth: signedInAs() });
  await screen.findByRole('dialog', { name: 'Log a session' });
  await userEvent.click(screen.getByRole('button', { name: 'Add a fish' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'Species' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Atlantic sailfish', hidden: true }));
  return posted;
}

// A whole modal with its form renders slowly in jsdom, on a busy machine even more so.
describe('logging a session refuses impossible values next to their fields', { timeout: 30_000 }, () => {
  it('keeps latitude 999, longitude -500, length -5 and weight 0 as typed and says why each is refused', async () => {
    const posted = await openWithOneFish();
    const typed = { Latitude: '999', Longitude: '-500', 'Length (cm)': '-5', 'Weight (lb)': '0' };
    for (const [label, value] of Object.entries(typed)) await userEvent.type(box(label), value);
    // Leaving a field never pulls its value into range.
    await userEvent.click(screen.getByRole('button', { name: 'Log session' }));

    for (const [label, value] of Object.entries(typed)) expect(box(label)).toHaveValue(value);
    expect(box('Latitude')).toHaveAccessibleDescription(messages.latitudeRange);
    expect(box('Longitude')).toHaveAccessibleDescription(messages.longitudeRange);
    expect(box('Length (cm)')).toHaveAccessibleDescription(messages.fishLengthRange);
    expect(box('Weight (lb)')).toHaveAccessibleDescription(messages.fishWeightRange);
    expect(posted).not.toHaveBeenCalled();
  });

  it('proposes a fish added to a past session at its finish, not now, which it does not refuse', async () => {
    serveApi({ ...sessionFormReads(), 'GET /api/species': () => species });
    renderElement(<LogSessionModal opened onClose={vi.fn()} />, { auth: signedInAs() });
    await screen.findByRole('dialog', { name: 'Log a session' });
    setTime('Start', '2026-03-01T08:00');
    setTime('Finish', '2026-03-01T12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add a fish' }));
    expect(timeBox('Time')).toHaveValue('2026-03-01T12:00');
    expect(timeBox('Time')).not.toHaveAccessibleDescription(messages.logTimeOutsideSession);
  });

  it('refuses a fish caught outside the session and a session in 2030, keeping the times typed', async () => {
    const posted = await openWithOneFish();
    setTime('Start', '2026-03-01T08:00');
    setTime('Finish', '2026-03-01T12:00');
    setTime('Time', '2026-03-01T13:30');
    await userEvent.click(screen.getByRole('button', { name: 'Log session' }));
    await waitFor(() => expect(timeBox('Time')).toHaveAccessibleDescription(messages.logTimeOutsideSession));
    expect(timeBox('Time')).toHaveValue('2026-03-01T13:30');

    setTime('Start', '2030-06-01T08:00');
    setTime('Finish', '2030-06-01T12:00');
    await userEvent.click(screen.getByRole('button', { name: 'Log session' }));
    await waitFor(() => expect(timeBox('Start')).toHaveAccessibleDescription(messages.dateNotPossible));
    expect(timeBox('Start')).toHaveValue('2030-06-01T08:00');
    expect(posted).not.toHaveBeenCalled();
  });
});

const log = aFishLogAtSea();

describe('editing a fish', { timeout: 30_000 }, () => {
  it('shows the server’s refusal of a time outside its session next to the time, keeping it', async () => {
    serveApi({
      ...sessionFormReads(),
      'GET /api/species': () => species,
      [`PUT /api/fishingLogs/${log.UUID}`]: () =>
        refusal(400, 'logTimeOutsideSession', { fields: ['logTime'] }),
    });
    const onClose = vi.fn();
    renderElement(<EditLogModal log={log} name="Fish 1" units={{ size: 1, weight: 4 }} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit fish 1' });
    setTime('Time', '2026-02-27T06:15');
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Latitude' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Latitude' }), '9.75');
    await userEvent.click(screen.getByRole('button', { name: 'Save fish log' }));
    await waitFor(() => expect(timeBox('Time')).toHaveAccessibleDescription(messages.logTimeOutsideSession));
    expect(timeBox('Time')).toHaveValue('2026-02-27T06:15');
    expect(onClose).not.toHaveBeenCalled();
  });
});
