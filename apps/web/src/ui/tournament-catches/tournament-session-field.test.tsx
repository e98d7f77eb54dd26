import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FishingNowTournament } from '@tightlines/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../test/render';
import { serveApi } from '../../test/serve-api';
import { CatchFlagBadges } from './catch-flag-badges';
import { TournamentSessionField } from './tournament-session-field';

const tournament = (change: Partial<FishingNowTournament> = {}): FishingNowTournament => ({
  UUID: '3f0c2a1e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  Name: 'Marlin Open',
  StartDate: '2026-06-10T13:30:00.000Z',
  EndDate: '2026-06-12T22:00:00.000Z',
  UploadDeadline: '2026-06-13T04:00:00.000Z',
  OfficialTournamentTimeZone: 'America/Costa_Rica',
  objectOfTheDay: {
    date: '2026-06-11',
    code: 'K7',
    speciesUUID: 'a',
    speciesName: 'Yellowfin Tuna',
    label: 'K7 · Yellowfin Tuna',
  },
  speciesUUIDs: [],
  ...change,
});

function Field({ onChange }: { onChange: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <TournamentSessionField
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('TournamentSessionField', () => {
  it("offers the member's tournament on now and shows the day's object once chosen", async () => {
    serveApi({ 'GET /api/tournaments/fishing-now': () => ({ items: [tournament()] }) });
    const onChange = vi.fn();
    renderElement(<Field onChange={onChange} />, { auth: signedInAs() });
    await userEvent.click(await screen.findByRole('switch', { name: /Tournament session/ }));
    expect(onChange).toHaveBeenLastCalledWith(tournament().UUID);
    const shown = await screen.findByRole('status', { name: 'Object of the day' });
    expect(shown).toHaveTextContent('K7 · Yellowfin Tuna');
    expect(shown).toHaveTextContent('Show it in your video: K7 · Yellowfin Tuna');
  });

  it('says the object comes with the day when the day has not started', async () => {
    serveApi({
      'GET /api/tournaments/fishing-now': () => ({ items: [tournament({ objectOfTheDay: null })] }),
    });
    renderElement(<Field onChange={vi.fn()} />, { auth: signedInAs() });
    await userEvent.click(await screen.findByRole('switch', { name: /Tournament session/ }));
    expect(
      await screen.findByText("Today's object is revealed when the tournament day starts."),
    ).toBeVisible();
  });

  it('offers nothing to someone in no tournament on now', async () => {
    const answered = vi.fn(() => ({ items: [] }));
    serveApi({ 'GET /api/tournaments/fishing-now': answered });
    renderElement(<Field onChange={vi.fn()} />, { auth: signedInAs() });
    await waitFor(() => expect(answered).toHaveBeenCalled());
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText('Tournament session')).toBeNull();
  });
});

describe('CatchFlagBadges', () => {
  it('shows each flag with what it means, and nothing without flags', () => {
    const { rerender } = renderElement(<CatchFlagBadges flags={['outsideFishingArea', 'videoUsedBefore']} />);
    const list = screen.getByRole('list', { name: 'Automatic checks' });
    expect(list).toHaveTextContent('Outside the area');
    expect(list).toHaveTextContent('The same video file is already part of another catch.');
    rerender(<CatchFlagBadges flags={null} />);
    expect(screen.queryByRole('list', { name: 'Automatic checks' })).toBeNull();
  });
});
