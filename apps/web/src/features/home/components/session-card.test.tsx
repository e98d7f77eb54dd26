import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSession } from '../../../test/sessions';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { SessionCard } from './session-card';

const session = aSession({
  UUID: '3c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
  Releases: 1,
  weatherInfo: { waterTempC: 27, windKnots: 16, sky: 'Sunny' },
  fishSummary: [{ fishName: 'Atlantic sailfish', type: 'Release', count: 1 }],
});

const log = {
  UUID: '5d7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d13',
  logTime: '2026-03-01T11:00:00.000Z',
  fishName: 'Atlantic sailfish',
  type: 'Release',
  fishLength: 100,
  fishWeight: 10,
  sizeUnit: { UnitId: 1 },
  weightUnit: { UnitId: 4 },
  latitude: null,
  longitude: null,
  videoURLs: [],
};

/** The session's detail, with its fish log, as the breakdown reads it. */
function serveSession() {
  serveApi({ [`GET /api/sessions/${session.UUID}`]: () => ({ ...session, logs: [log] }) });
}

afterEach(() => vi.unstubAllGlobals());

describe('SessionCard values', () => {
  it('reads the weather as words in the default units for a guest', async () => {
    renderElement(<SessionCard session={session} />);
    expect(await screen.findByTestId('session-weather')).toHaveTextContent(
      'Weather: Sunny · wind 16 kn · water 27°C',
    );
    expect(screen.getByTestId('session-weather')).not.toHaveTextContent(/waterTempC|windKnots|sky/);
  });

  it('shows weather and logged measures in the reader units', async () => {
    serveSession();
    renderElement(<SessionCard session={session} />, {
      auth: signedInAs({ units: { size: 2, weight: 3, temperature: 'fahrenheit' } }),
    });
    expect(await screen.findByTestId('session-weather')).toHaveTextContent('Sunny · wind 16 kn · water 81°F');
    await userEvent.click(screen.getByRole('button', { name: 'Log details' }));
    const row = await screen.findByRole('row', { name: /Atlantic sailfish/ });
    expect(row).toHaveTextContent('39.4 in');
    expect(row).toHaveTextContent('4.5 kg');
  });
});

describe('SessionCard verified mark (issue 36)', () => {
  it('marks the officially judged catches on the card and on their log, and nothing else', async () => {
    const judged = { ...session, isTournamentSession: true, verifiedCatches: 1 };
    serveApi({
      [`GET /api/sessions/${session.UUID}`]: () => ({
        ...judged,
        logs: [
          { ...log, verified: true },
          { ...log, UUID: '6d7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d14', fishName: 'Dorado', verified: false },
        ],
      }),
    });
    renderElement(<SessionCard session={judged} />);
    const mark = await screen.findByText('1 verified catch');
    expect(screen.getByLabelText('Fish summary')).toContainElement(mark);
    expect(mark.closest('[title]')).toHaveAttribute(
      'title',
      'Officially judged: a tournament judge approved this catch from its video',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Log details' }));
    expect(await screen.findByRole('row', { name: /Atlantic sailfish Verified/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Dorado/ })).not.toHaveTextContent('Verified');
  });

  it('shows no mark on a session without judged catches', () => {
    renderElement(<SessionCard session={session} />);
    expect(screen.queryByTestId('verified-mark')).toBeNull();
  });
});
