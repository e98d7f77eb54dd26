import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../i18n/i18n';
import { aSession } from '../../../test/sessions';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { SessionCard } from './session-card';

const session = aSession({
  UUID: '3c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
  TeamMembers: [{ name: 'Luis', lastname: 'Mora', url: null, email: null, userUUID: null }],
  Releases: 2,
  numComments: 3,
  weatherInfo: { waterTempC: 27, windKnots: 16, sky: 'Soleado' },
  fishSummary: [{ fishName: 'Pez vela del Atlántico', type: 'Release', count: 2 }],
});

const log = {
  UUID: '5d7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d13',
  logTime: '2026-03-01T11:00:00.000Z',
  fishName: 'Pez vela del Atlántico',
  type: 'Release',
  fishLength: 1234.5,
  fishWeight: 10,
  sizeUnit: { UnitId: 1 },
  weightUnit: { UnitId: 3 },
  latitude: null,
  longitude: null,
  videoURLs: [],
};

beforeAll(() => activateLanguage('es'));
afterAll(() => activateLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

// Issue 19: the feed's card in Spanish, its numbers and units written as Spanish writes them.
describe('SessionCard in Spanish', () => {
  it('shows the card, its weather, its fish and its actions in Spanish', async () => {
    serveApi({ [`GET /api/sessions/${session.UUID}`]: () => ({ ...session, logs: [log] }) });
    renderElement(<SessionCard session={session} />, {
      auth: signedInAs({ units: { size: 1, weight: 3, temperature: 'celsius' } }),
    });
    expect(screen.getByRole('heading', { name: 'Carla Vega · Picudos' })).toBeInTheDocument();
    expect(screen.getByText('Capitán')).toBeInTheDocument();
    expect(await screen.findByTestId('session-weather')).toHaveTextContent(
      'Tiempo: Soleado · viento 16 kn · agua 27 °C',
    );
    expect(screen.getByText('2 × Pez vela del Atlántico (Liberado)')).toBeInTheDocument();
    expect(screen.getByText('Equipo: Luis Mora')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comentarios (3)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Compartir' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Detalles de los registros' }));
    expect(await screen.findByRole('columnheader', { name: 'Especie' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Pez vela/ });
    expect(row).toHaveTextContent('Liberado');
    expect(row).toHaveTextContent('1234,5 cm');
    expect(row).toHaveTextContent('10 kg');
  });

  it('marks the officially judged catches in Spanish', async () => {
    const judged = { ...session, verifiedCatches: 2 };
    serveApi({
      [`GET /api/sessions/${session.UUID}`]: () => ({ ...judged, logs: [{ ...log, verified: true }] }),
    });
    renderElement(<SessionCard session={judged} />);
    expect(await screen.findByText('2 capturas verificadas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Detalles de los registros' }));
    expect(await screen.findByRole('row', { name: /Pez vela del Atlántico Verificada/ })).toBeInTheDocument();
  });

  it('says there is no fish in Spanish', () => {
    renderElement(<SessionCard session={{ ...session, fishSummary: [] }} />);
    expect(screen.getByText('Ningún pez registrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compartir' })).not.toBeInTheDocument();
  });
});
