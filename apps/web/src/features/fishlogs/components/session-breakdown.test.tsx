import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aFishLog } from '../../../test/fish-logs';
import { renderElement, signedInAs } from '../../../test/render';
import { serveApi } from '../../../test/serve-api';
import { SessionBreakdown } from './session-breakdown';

const log = aFishLog();

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
      <SessionBreakdown
        logs={[{ ...log, flags: null }, unflagged]}
        canEdit
        units={{ size: 1, weight: 4, temperature: 'celsius' }}
      />,
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
      <SessionBreakdown
        logs={[{ ...log, flags: [] }]}
        canEdit
        units={{ size: 1, weight: 4, temperature: 'celsius' }}
      />,
      {
        auth: signedInAs(),
      },
    );
    await waitFor(() => expect(asked(fetch)).toBe(true));
    expect(await screen.findByTestId('catch-judging')).toHaveTextContent('Approved');
  });
});
