import { screen } from '@testing-library/react';
import type { MapConfig } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement } from '../../../test/render';
import { createFishMap } from '../../../ui/map/fish-map';
import { PositionPicker } from './position-picker';

// Leaflet draws nothing in jsdom: the map is a stand-in that records where it was opened.
vi.mock('../../../ui/map/fish-map', () => ({
  createFishMap: vi.fn(() => ({
    map: { on: vi.fn(), getCenter: vi.fn() },
    onResize: vi.fn(),
    remove: vi.fn(),
  })),
}));
vi.mock('leaflet/dist/leaflet-src.esm.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  circleMarker: vi.fn(() => ({ addTo: vi.fn(), remove: vi.fn() })),
}));

/** Map settings as GET /api/map/config answers a user whose profile names a locality in Costa Rica. */
const config: MapConfig = {
  tileUrl: null,
  pmtilesUrl: null,
  attribution: '',
  center: { latitude: 9.62, longitude: -84.63 },
  zoom: 7,
  minZoom: 4,
  maxZoom: 10,
  showCoordinates: false,
};

afterEach(() => vi.mocked(createFishMap).mockClear());

describe('PositionPicker (issue 31)', () => {
  it("opens over the map settings' centre (the user's locality) while no position is chosen", () => {
    renderElement(<PositionPicker config={config} value={null} onPick={vi.fn()} label="Map of fish 1" />);
    expect(screen.getByRole('application', { name: 'Map of fish 1' })).toBeInTheDocument();
    expect(createFishMap).toHaveBeenCalledWith(expect.any(HTMLElement), config, undefined);
  });

  it('opens over the position already chosen', () => {
    renderElement(
      <PositionPicker
        config={config}
        value={{ latitude: 18.4, longitude: -64.6 }}
        onPick={vi.fn()}
        label="Map of fish 1"
      />,
    );
    expect(createFishMap).toHaveBeenCalledWith(expect.any(HTMLElement), config, [18.4, -64.6]);
  });
});
