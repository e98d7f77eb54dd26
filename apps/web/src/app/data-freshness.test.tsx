import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unitLabel, type Boat, type BoatInput, type Profile, type UserInfo } from '@tightlines/domain';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogSessionModal } from '../features/fishlogs/components/log-session-modal';
import { useMyUnits } from '../features/fishlogs/hooks/my-account';
import { BoatModal } from '../features/profile/components/boat-modal';
import { UserForm } from '../features/profile/components/user-form';
import { captainProfile } from '../test/profiles';
import { renderElement, signedInAs, userInfoOf } from '../test/render';
import { emptyLists, serveApi } from '../test/serve-api';
import { SiteHeader } from './layout/site-header';

// Writes refresh what they change at once, wherever it is shown: no waiting for a cache to age.
// Nothing here advances time.

const EMAIL = 'cap@example.com';
const CAPTAIN = signedInAs({ email: EMAIL });
const MOTOR_UUID = '00000000-0000-4000-8000-000000000002';
const MODEL_UUID = '00000000-0000-4000-8000-000000000003';

function boatFrom(input: BoatInput): Boat {
  return {
    boatUUID: '00000000-0000-4000-8000-000000000001',
    hullNumber: input.hullNumber,
    boatName: input.boatName,
    typeName: input.typeName,
    boatMakeName: null,
    countryName: input.countryName,
    countryCode: 'CR',
    captainEmail: input.captainEmail,
    pendingCaptainEmail: null,
    size: null,
    sizeUnitId: 1,
    pictureUrl: null,
    motorUUID: MOTOR_UUID,
    modelUUID: MODEL_UUID,
    motor: {
      motorUUID: MOTOR_UUID,
      model: 'F300',
      motorMakeName: 'Yamaha',
      topSpeed: null,
      cruiseSpeed: null,
      loadPercentage: null,
      gph: null,
    },
    model: {
      modelUUID: MODEL_UUID,
      blades: null,
      propellerDiameter: null,
      propellerPitch: null,
      sizeUnitId: 1,
      propellerManufacterName: 'Mercury',
      modelCharacteristics: '',
    },
    isCurrentUserBoat: true,
    can: { edit: true, delete: true },
  };
}

/** Picks `option` in the Select labelled `label` (its dropdown is a portal). */
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

function BoatThenSession() {
  const [open, setOpen] = useState<'session' | 'boat' | null>('session');
  return (
    <>
      <button type="button" onClick={() => setOpen('boat')}>
        Add a boat
      </button>
      <button type="button" onClick={() => setOpen('session')}>
        Log a session
      </button>
      <LogSessionModal opened={open === 'session'} onClose={() => setOpen(null)} />
      <BoatModal userEmail={EMAIL} unit={1} opened={open === 'boat'} onClose={() => setOpen(null)} />
    </>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('after saving a boat', { timeout: 30_000 }, () => {
  beforeEach(() => {
    const boats: Boat[] = [];
    serveApi({
      ...emptyLists('/regions', '/species', '/boats/makes'),
      'GET /api/tournaments/fishing-now': () => ({ items: [] }),
      // A saved boat reads the user info again (it lists the user's boats).
      'GET /api/users': () => [userInfoOf(CAPTAIN)],
      'GET /api/boats': () => boats,
      'GET /api/countries': () => [{ name: 'Costa Rica', code: 'CR', flag: '' }],
      'GET /api/boats/types': () => [{ name: 'Sportfisher' }],
      'GET /api/motors/makes': () => [{ name: 'Yamaha' }],
      'GET /api/propellers/manufacturers': () => [{ name: 'Mercury' }],
      'GET /api/map/config': () => null,
      'POST /api/motors': () => boatFrom({} as BoatInput).motor,
      'POST /api/models': () => boatFrom({} as BoatInput).model,
      'POST /api/boats': ({ body }) => {
        boats.push(boatFrom(body as BoatInput));
        return boats.at(-1);
      },
    });
  });

  it('the session form offers the new boat at once', async () => {
    renderElement(<BoatThenSession />, { auth: CAPTAIN });
    // The session form read the user's boats: none yet.
    const session = await screen.findByRole('dialog', { name: 'Log a session' });
    await waitFor(() =>
      expect(within(session).getByRole('combobox', { name: 'Boat' })).toHaveAttribute(
        'placeholder',
        'No boats yet',
      ),
    );
    await userEvent.click(within(session).getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add a boat' }));
    await screen.findByRole('dialog', { name: 'Add a boat' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Boat name' }), 'Sea Dog');
    await userEvent.type(screen.getByRole('textbox', { name: 'Hull number' }), 'CR-1');
    await choose('Boat type', 'Sportfisher');
    await choose('Country', 'Costa Rica');
    await choose('Motor make', 'Yamaha');
    await userEvent.type(screen.getByRole('textbox', { name: 'Motor model' }), 'F300');
    await choose('Propeller manufacturer', 'Mercury');
    await userEvent.click(screen.getByRole('button', { name: 'Add boat' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a boat' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Log a session' }));
    const again = await screen.findByRole('dialog', { name: 'Log a session' });
    await choose('Boat', 'Sea Dog');
    expect(within(again).getByRole('combobox', { name: 'Boat' })).toHaveValue('Sea Dog');
  });
});

function UnitsShown() {
  return <p>Lengths in {unitLabel(useMyUnits().size)}</p>;
}

describe('after editing the account', { timeout: 30_000 }, () => {
  it('shows the new name in the header and the new units everywhere, at once', async () => {
    let info: UserInfo = {
      roleName: 'Captain',
      email: EMAIL,
      gender: null,
      Boats: [],
      permissions: [{ Name: 'USER_PROFILE' }],
      name: 'Carla',
      lastname: 'Vega',
      url: null,
      localityName: 'Quepos',
      isJudge: false,
      sizeId: 2,
      weightId: 4,
      temperatureUnit: 'celsius',
      language: null,
    };
    serveApi({
      ...emptyLists('/regions', '/genders'),
      'GET /api/users': () => [info],
      'GET /api/notifications': () => ({ items: [], nextCursor: null, unreadCount: 0 }),
      'GET /api/countries': () => [{ name: 'Mexico', code: 'MX', flag: '' }],
      [`PUT /api/accounts/${encodeURIComponent(EMAIL)}`]: ({ body }) => {
        const edit = body as { name: string; sizeId: 1 | 2 };
        info = { ...info, name: edit.name, sizeId: edit.sizeId };
        return { ...captainProfile, name: edit.name, sizeId: edit.sizeId } satisfies Profile;
      },
    });
    // A returning visitor: the session is restored from storage and the user info loaded.
    localStorage.setItem('tightlines.email', EMAIL);
    renderElement(
      <>
        <SiteHeader />
        <UnitsShown />
        <UserForm profile={captainProfile} email={EMAIL} onDone={() => undefined} />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Account menu of Carla Vega' })).toBeInTheDocument();
    expect(screen.getByText('Lengths in in')).toBeInTheDocument();

    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Carlota');
    await userEvent.click(screen.getByRole('radio', { name: 'Centimetres' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('button', { name: 'Account menu of Carlota Vega' })).toBeInTheDocument();
    expect(screen.getByText('Lengths in cm')).toBeInTheDocument();
  });
});
