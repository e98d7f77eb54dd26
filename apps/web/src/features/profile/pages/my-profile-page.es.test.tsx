import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { captainProfile } from '../../../test/profiles';
import { renderElement, signedInAs } from '../../../test/render';
import { emptyLists, serveApi } from '../../../test/serve-api';
import { MyProfilePage } from './my-profile-page';

const captain = signedInAs(
  {
    email: 'cap@example.com',
    name: 'Carla Vega',
    roleName: 'Captain',
    units: { size: 2, weight: 4, temperature: 'fahrenheit' },
  },
  ['USER_PROFILE', 'ADD_BOAT'],
);

beforeAll(() => activateLanguage('es'));
afterAll(() => activateLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

// Issue 19: My Profile in Spanish, its percentage and units written as Spanish writes them.
describe('MyProfilePage in Spanish', () => {
  it('shows the summary, the tabs and the edit-profile modal in Spanish', async () => {
    serveApi({
      'GET /api/users/cap%40example.com/profile': () => captainProfile,
      // Empty catalogue lists for the edit-profile modal.
      ...emptyLists('/countries', '/genders', '/regions', '/boats/captaincy'),
      // The leaderboard widget below the tabs (issue 36).
      'GET /api/rankings': () => ({
        period: { start: '2026-01-01', end: '2026-12-31' },
        entries: [
          {
            id: 'boat',
            name: 'Brisa',
            pictureUrl: null,
            profilePath: null,
            points: 1200,
            catches: 3,
            verifiedCatches: 1,
            related: [{ id: 'captain', name: 'Carla Vega' }],
          },
        ],
        hasMore: false,
        leaderSeries: [],
      }),
    });
    renderElement(<MyProfilePage />, { auth: captain });
    expect(await screen.findByRole('heading', { name: 'Mi perfil' })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Perfil completado' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-completeness-value')).toHaveTextContent(/^30\s%$/);
    expect(screen.getByText('Capitán')).toBeInTheDocument();
    const widget = await screen.findByRole('list', { name: 'Mejores barcos del año' }, { timeout: 10_000 });
    expect(widget).toHaveTextContent('1200 puntos');
    expect(widget).toHaveTextContent('3 capturas, 1 verificadas');
    expect(widget).toHaveTextContent('Capitanes: Carla Vega');

    const about = screen.getByRole('tabpanel', { name: 'Sobre mí' });
    expect(within(about).getByText('Nacionalidad')).toBeInTheDocument();
    expect(within(about).getByText(/^Longitudes en pulgadas, pesos en libras/)).toBeInTheDocument();
    // The birthday as Spanish writes a day, the day it is wherever the reader is.
    expect(within(about).getByText('3 feb 1985')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Barcos' }));
    const boats = screen.getByRole('tabpanel', { name: 'Barcos' });
    expect(within(boats).getByText('Todavía no hay barcos')).toBeInTheDocument();
    expect(within(boats).getByRole('button', { name: 'Añadir barco' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Editar perfil' }));
    const editor = await screen.findByRole('dialog', { name: 'Editar perfil' });
    expect(within(editor).getByRole('tab', { name: 'Usuario' })).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Guardar perfil' })).toBeInTheDocument();
    expect(within(editor).getByRole('radio', { name: 'Pulgadas' })).toBeChecked();
    // The modal's form is large: a loaded machine takes a while to render it.
  }, 20_000);
});
