import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs, userInfoOf } from '../../../test/render';
import { emptyLists, refusal, serveApi } from '../../../test/serve-api';
import { BoatModal } from './boat-modal';

const EMAIL = 'cap@example.com';

/** Picks `option` in the Select labelled `label` (its dropdown is a portal). */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

async function fillBoat() {
  renderElement(<BoatModal userEmail={EMAIL} unit={1} opened onClose={vi.fn()} />, {
    auth: signedInAs({ email: EMAIL }),
  });
  await screen.findByRole('dialog', { name: 'Add a boat' });
  await userEvent.type(screen.getByRole('textbox', { name: 'Boat name' }), 'Sea Dog');
  await userEvent.type(screen.getByRole('textbox', { name: 'Hull number' }), 'CR-1');
  await choose('Boat type', 'Sportfisher');
  await choose('Country', 'Costa Rica');
  await choose('Motor make', 'Yamaha');
  await userEvent.type(screen.getByRole('textbox', { name: 'Motor model' }), 'F300');
  await choose('Propeller manufacturer', 'Mercury');
}

const catalogue = {
  ...emptyLists('/boats/makes'),
  // A saved boat reads the user info again (it lists the user's boats).
  'GET /api/users': () => [userInfoOf(signedInAs({ email: EMAIL }))],
  'GET /api/countries': () => [{ name: 'Costa Rica', code: 'CR', flag: '' }],
  'GET /api/boats/types': () => [{ name: 'Sportfisher' }],
  'GET /api/motors/makes': () => [{ name: 'Yamaha' }],
  'GET /api/propellers/manufacturers': () => [{ name: 'Mercury' }],
};

afterEach(() => vi.unstubAllGlobals());

describe('BoatModal', { timeout: 40_000 }, () => {
  it('keeps a load of 150 % and a negative fuel use as typed and says why, sending nothing', async () => {
    const fetch = serveApi(catalogue);
    await fillBoat();
    const load = screen.getByRole('textbox', { name: 'Load (%)' });
    const fuel = screen.getByRole('textbox', { name: 'Fuel use (gph)' });
    await userEvent.type(load, '150');
    await userEvent.type(fuel, '-4');
    await userEvent.click(screen.getByRole('button', { name: 'Add boat' }));
    await waitFor(() => expect(load).toHaveAccessibleDescription(messages.loadRange));
    expect(fuel).toHaveAccessibleDescription(messages.fuelUseRange);
    expect(load).toHaveValue('150');
    expect(fuel).toHaveValue('-4');
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  // Issue 31: a filled but too-long field names its limit, never "Missing information to edit boat".
  it('says a boat name of 81 characters is too long, keeping it, and sends nothing', async () => {
    const fetch = serveApi(catalogue);
    await fillBoat();
    const name = screen.getByRole('textbox', { name: 'Boat name' });
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('S'.repeat(81));
    await userEvent.click(screen.getByRole('button', { name: 'Add boat' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Please use at most 80 characters'));
    expect(name).toHaveValue('S'.repeat(81));
    expect(screen.queryByText(messages.missingInfoEditBoat)).not.toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('saves the boat, its motor and its model in one request, and shows a refusal of the motor on its field', async () => {
    const posts: { path: string; body: unknown }[] = [];
    serveApi({
      ...catalogue,
      'POST /api/motors': ({ body }) => posts.push({ path: 'motors', body }),
      'POST /api/models': ({ body }) => posts.push({ path: 'models', body }),
      'POST /api/boats': ({ body }) => {
        posts.push({ path: 'boats', body });
        return refusal(400, 'missingInfoMotor', { fields: ['motor.motorMakeName'] });
      },
    });
    await fillBoat();
    await userEvent.type(screen.getByRole('textbox', { name: 'Load (%)' }), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Add boat' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Motor make' })).toHaveAccessibleDescription(
        messages.missingInfoMotor,
      ),
    );
    expect(posts.map((post) => post.path)).toEqual(['boats']);
    expect(posts[0]!.body).toMatchObject({
      boatName: 'Sea Dog',
      motor: { model: 'F300', motorMakeName: 'Yamaha', loadPercentage: 80 },
      model: { propellerManufacterName: 'Mercury' },
    });
    expect(posts[0]!.body).not.toHaveProperty('motorUUID');
    expect(
      within(screen.getByRole('dialog', { name: 'Add a boat' })).getByRole('textbox', { name: 'Boat name' }),
    ).toHaveValue('Sea Dog');
  });
});
