import { screen, waitFor } from '@testing-library/react';
import type { FishLog } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { SessionBreakdown } from './session-breakdown';

const log: FishLog = {
  UUID: '5d7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d13',
  fishingLogUUID: '5d7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d13',
  FishingSessionUUID: '3c7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d12',
  fishUUID: 'aaaaaaaa-0000-4000-8000-000000000001',
  fishName: 'Atlantic sailfish',
  type: 'Release',
  logTime: '2026-03-01T11:00:00.000Z',
  latitude: null,
  longitude: null,
  positionPrecision: 'none',
  fishLength: 100.5,
  fishWeight: null,
  sizeUnit: { UnitId: 1 },
  weightUnit: { UnitId: 4 },
  fishValue: 0,
  status: 'Pending',
  ruleName: null,
  boatName: null,
  videoURLs: [],
};

const judgingPath = `/api/catches/${log.UUID}/judging`;
const asked = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls.some(([input]) => /\/api\/catches\/[^/]+\/judging/.test(String(input)));
/** A second fish of the session, with no `flags` at all. */
const unflagged = {
  ...log,
  UUID: '5d7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d14',
  fishingLogUUID: '5d7c1f8e-4a4b-4c1e-9a55-2f1f0e7b9d14',
};

afterEach(() => vi.unstubAllGlobals());

describe('SessionBreakdown', () => {
  it('asks for no judging of a fish that is not a tournament catch, its flags null or absent', async () => {
    const fetch = serveApi({});
    renderElement(
      <SessionBreakdown logs={[{ ...log, flags: null }, unflagged]} canEdit units={{ size: 1, weight: 4 }} />,
      { auth: signedInAs() },
    );
    expect(await screen.findByRole('listitem', { name: 'Fish 2' })).toHaveTextContent('Atlantic sailfish');
    expect(screen.queryByRole('group', { name: 'Judging' })).not.toBeInTheDocument();
    expect(asked(fetch)).toBe(false);
  });

  it('shows what the judges decided on a tournament catch, even one with no flag raised', async () => {
    const fetch = serveApi({
      [`GET ${judgingPath}`]: () => ({
        status: 'Approved',
        points: 300,
        refusalReason: null,
        comments: [],
        finished: false,
      }),
    });
    renderElement(
      <SessionBreakdown logs={[{ ...log, flags: [] }]} canEdit units={{ size: 1, weight: 4 }} />,
      {
        auth: signedInAs(),
      },
    );
    await waitFor(() => expect(asked(fetch)).toBe(true));
    expect(await screen.findByTestId('catch-judging')).toHaveTextContent('Approved');
  });
});
