import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../test/render';
import { serveApi } from '../test/serve-api';
import { LocalityPicker } from './locality-picker';

const QUEPOS = '0b8e2a52-8a51-4b4e-9a57-0d2f3c2f0a01';
const JACO = '0b8e2a52-8a51-4b4e-9a57-0d2f3c2f0a02';

function serveRegions() {
  return serveApi({
    'GET /api/regions': () => [
      { regionName: 'Puntarenas', label: 'Puntarenas' },
      { regionName: 'Guanacaste', label: 'Guanacaste' },
    ],
    'GET /api/regions/Puntarenas/localities': () => [
      { localityUUID: QUEPOS, localityName: 'Quepos' },
      { localityUUID: JACO, localityName: 'Jacó' },
    ],
    'GET /api/regions/Guanacaste/localities': () => [],
  });
}

/** A caller that keeps the locality, as the locality prompt does, and shows what it holds. */
function Picker({ region }: { region?: boolean }) {
  const [regionName, setRegionName] = useState<string | null>(null);
  const [localityUUID, setLocalityUUID] = useState<string | null>(null);
  return (
    <>
      <LocalityPicker
        locality={{ value: localityUUID, onChange: setLocalityUUID }}
        region={region ? { value: regionName, onChange: setRegionName } : undefined}
      />
      <output>{`${regionName ?? '-'} / ${localityUUID ?? '-'}`}</output>
    </>
  );
}

async function pick(name: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

afterEach(() => vi.unstubAllGlobals());

describe('LocalityPicker', () => {
  it.each([
    { who: 'kept by the picker', region: false, shown: '-' },
    { who: 'kept by the caller', region: true, shown: 'Guanacaste' },
  ])(
    'offers a region’s localities once it is chosen, and another region clears the locality (region $who)',
    async ({ region, shown }) => {
      serveRegions();
      renderElement(<Picker region={region} />);
      expect(screen.getByRole('combobox', { name: 'Locality' })).toBeDisabled();

      await pick('Region', 'Puntarenas');
      await pick('Locality', 'Quepos');
      expect(screen.getByRole('status')).toHaveTextContent(`${region ? 'Puntarenas' : '-'} / ${QUEPOS}`);

      await pick('Region', 'Guanacaste');
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${shown} / -`));
    },
  );
});
