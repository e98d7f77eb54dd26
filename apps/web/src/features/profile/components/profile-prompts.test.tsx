import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../../app/auth/auth-context';
import { renderElement, signedInAs } from '../../../test/render';
import { ProfilePrompts } from './profile-prompts';

const withoutLocality = signedInAs();

const PROMPT = { name: 'Where do you fish?' };

beforeEach(() => {
  localStorage.clear();
  // These users are signed in; whatever the prompts ask the API answers an empty list.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code: 200, message: 'OK', result: [] })),
  );
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Renders the prompts as after a page load, and lets the locality delay (2 s) pass. */
async function loadPageAndWait(auth: AuthState) {
  const view = renderElement(<ProfilePrompts />, { auth });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(2_100);
  });
  return view;
}

describe('the locality prompt', () => {
  it('asks a signed-in user without a locality once, not again on the next page load', async () => {
    const first = await loadPageAndWait(withoutLocality);
    expect(await screen.findByRole('dialog', PROMPT)).toBeInTheDocument();
    first.unmount();

    await loadPageAndWait(withoutLocality);
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
  });

  it('does not ask a user who has a locality', async () => {
    await loadPageAndWait({ ...withoutLocality, user: { ...withoutLocality.user!, localityName: 'Quepos' } });
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
  });
});
