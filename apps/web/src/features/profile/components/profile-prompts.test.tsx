import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../../app/auth/auth-context';
import { markLocalityAsked } from '../../../app/auth/session-store';
import { renderElement, signedInAs, userInfoOf } from '../../../test/render';
import { emptyLists, serveApi } from '../../../test/serve-api';
import { dismissLocalityRequest, requestLocality } from '../../../ui/locality-request';
import { ProfilePrompts } from './profile-prompts';

const withoutLocality = signedInAs();

const PROMPT = { name: 'Where do you fish?' };

beforeEach(() => {
  localStorage.clear();
  // The locality prompt lists the regions; these tests choose none.
  serveApi(emptyLists('/regions'));
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

describe('the locality prompt an action asks for (issue 31: joining without a locality)', () => {
  const QUEPOS = '0b8e2a52-8a51-4b4e-9a57-0d2f3c2f0a01';
  afterEach(() => dismissLocalityRequest());

  it('shows at once, even when asked already this sign-in, and the action goes on once it is saved', async () => {
    vi.useRealTimers();
    const saved: unknown[] = [];
    serveApi({
      'GET /api/regions': () => [{ regionName: 'Puntarenas', label: 'Puntarenas' }],
      'GET /api/regions/Puntarenas/localities': () => [{ localityUUID: QUEPOS, localityName: 'Quepos' }],
      'PUT /api/users/me/locality': ({ body }) => {
        saved.push(body);
        return null;
      },
      // Saved, the user info is read again (it names the locality).
      'GET /api/users': () => [{ ...userInfoOf(withoutLocality), localityName: 'Quepos' }],
    });
    const goOn = vi.fn();
    // The prompt after sign-in was shown already: an action's request still shows it.
    markLocalityAsked(withoutLocality.user!.email);
    renderElement(<ProfilePrompts />, { auth: withoutLocality });
    act(() => requestLocality(goOn));
    const dialog = await screen.findByRole('dialog', PROMPT);
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Puntarenas', hidden: true }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Locality' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Quepos', hidden: true }));
    expect(goOn).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /save/i }));
    await vi.waitFor(() => expect(goOn).toHaveBeenCalledTimes(1));
    expect(saved).toEqual([{ localityUUID: QUEPOS }]);
  });

  it('closed without a locality, the action does not go on', async () => {
    vi.useRealTimers();
    const goOn = vi.fn();
    renderElement(<ProfilePrompts />, { auth: withoutLocality });
    act(() => requestLocality(goOn));
    await screen.findByRole('dialog', PROMPT);
    await userEvent.click(screen.getByRole('button', { name: /later/i }));
    expect(screen.queryByRole('dialog', PROMPT)).not.toBeInTheDocument();
    expect(goOn).not.toHaveBeenCalled();
  });
});
