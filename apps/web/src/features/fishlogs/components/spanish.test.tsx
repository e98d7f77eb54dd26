import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { aFishLog, sessionFormReads } from '../../../test/fish-logs';
import { aSession } from '../../../test/sessions';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { formatDateTime } from '../../../ui/format-date';
import { LogSessionModal } from './log-session-modal';
import { MySessionCard } from './my-session-card';

const log = aFishLog();

const session = aSession({
  UUID: '3c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
  owner: { name: 'Ana', lastname: 'Mora', url: null },
  ownerRole: 'Angler',
  Releases: 1,
  Raises: 2,
  Bites: 3,
  numComments: 4,
  canEdit: true,
  IsHidden: true,
  weatherInfo: { sky: 'Partly cloudy', windKnots: 16, waterTempC: 27 },
  fishSummary: [{ fishName: 'Atlantic sailfish', type: 'Release', count: 1 }],
  logs: [log],
  can: { edit: true, hide: true, restore: true, delete: true },
});

const metric = { size: 1, weight: 3, temperature: 'celsius' } as const;

afterEach(async () => {
  await act(() => activateLanguage('en'));
  vi.unstubAllGlobals();
});

// A whole modal with its form renders slowly in jsdom, on a busy machine even more so.
describe('My Fish Logs in Spanish (issue 19)', { timeout: 30_000 }, () => {
  it('shows a session card, its breakdown and its confirmations in Spanish', async () => {
    await act(() => activateLanguage('es'));
    renderElement(<MySessionCard session={session} units={metric} />, { auth: signedInAs() });
    const card = screen.getByRole('article', { name: `Salida del ${formatDateTime(session.StartDatetime)}` });
    expect(within(card).getByRole('heading')).toHaveTextContent('Picudos');
    expect(card).toHaveTextContent('Liberaciones 1 · Levantadas 2 · Picadas 3 · Capturas 0 · Comentarios 4');
    expect(within(card).getByText('Oculta')).toBeVisible();
    expect(screen.getByTestId('session-weather')).toHaveTextContent(
      'Tiempo: Parcialmente nublado · viento 16 kn · agua 27 °C',
    );
    for (const name of ['Editar', 'Archivos de respaldo', 'Restaurar', 'Eliminar'])
      expect(within(card).getByRole('button', { name })).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: 'Detalle' }));
    const fish = await screen.findByRole('listitem', { name: 'Pez 1' });
    expect(fish).toHaveTextContent('Atlantic sailfish · Liberación · 100,5 cm · 0 vídeos');
    expect(within(fish).getByRole('button', { name: 'Editar pez 1' })).toBeVisible();
    expect(within(fish).getByRole('button', { name: 'Eliminar pez 1' })).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: 'Restaurar' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Restaurar esta salida?' });
    expect(confirm).toHaveTextContent('Las salidas restauradas vuelven a ser visibles para todos.');
    expect(within(confirm).getByRole('button', { name: 'Restaurar salida' })).toBeVisible();
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toBeVisible();
    expect(card).not.toHaveTextContent(/Releases|Breakdown|Hidden|Weather|wind|water/);
  });

  it('shows the "log a session" form in Spanish: labels, options and a fish', async () => {
    serveApi({ ...sessionFormReads(), 'GET /api/species': () => [] });
    await act(() => activateLanguage('es'));
    renderElement(<LogSessionModal opened onClose={vi.fn()} />, { auth: signedInAs() });
    const dialog = await screen.findByRole('dialog', { name: 'Registrar una salida' });
    expect(within(dialog).getByLabelText(/Inicio/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Fin/)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Estilo de pesca/ })).toHaveValue('Picudos (altura)');
    expect(within(dialog).getByRole('combobox', { name: 'Barco' })).toHaveAttribute(
      'placeholder',
      'Todavía no tienes barcos',
    );
    expect(within(dialog).getByText('Miembros del equipo')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Añadir un pez' }));
    expect(dialog).toHaveTextContent('Pez 1');
    expect(within(dialog).getByRole('combobox', { name: /Tipo/ })).toHaveValue('Liberación');
    expect(within(dialog).getByLabelText('Largo (cm)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Quitar pez 1' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Elegir la posición en el mapa' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Registrar salida' })).toBeVisible();
    expect(dialog).not.toHaveTextContent(/Fishing style|Add a fish|Species|Log session/);
  });
});
