import { messages, timings } from '@tightlines/domain';
import { useEffect, useState } from 'react';
import { useAuth } from './auth-context';
import { LocalityModal } from './locality-modal';
import { LoginInvitationModal } from './login-invitation-modal';
import { NameRequiredModal } from './name-required-modal';
import { ResetPasswordModal } from './reset-password-modal';
import { showError } from '../../ui/feedback';

const INVITATION_KEY = 'tightlines.loginInvitationAt';

/**
 * A sign-in that came back with an error (`?error=&error_description=`): which prompt it needs.
 * Leaving the sign-in page on purpose needs none.
 */
function takeSignInError(): 'name-required' | { message: string } | null {
  const url = new URL(window.location.href);
  const error = url.searchParams.get('error');
  if (!error) return null;
  const description = url.searchParams.get('error_description') ?? '';
  for (const param of ['error', 'error_description', 'state', 'iss']) url.searchParams.delete(param);
  window.history.replaceState(null, '', url.pathname + url.search);
  if (description === messages.socialNameRequired) return 'name-required';
  if (description === messages.signInLeft) return null;
  return { message: description || messages.connectionError };
}

// Read once, when this module first loads: the error stays until its prompt has been dealt with,
// even if the prompts are mounted again.
let signInError = takeSignInError();

/**
 * The prompts of spec §2/§4 that may appear over any page: the change-password modal of a reset
 * link, the login invitation for guests (after 10 s, at most once an hour) and, 2 s after sign-in,
 * the locality prompt for users who have none. Loaded lazily: no first paint needs it.
 */
export function AuthPrompts() {
  const auth = useAuth();
  const [resetSecret, setResetSecret] = useState(() =>
    new URLSearchParams(window.location.search).get('resetPassword'),
  );
  const [invite, setInvite] = useState(false);
  const [askLocality, setAskLocality] = useState(false);
  const [nameRequired, setNameRequired] = useState(signInError === 'name-required');

  useEffect(() => {
    if (signInError && signInError !== 'name-required') {
      showError(new Error(signInError.message));
      signInError = null;
    }
  }, []);

  useEffect(() => {
    if (auth.status !== 'anonymous' || resetSecret) return;
    const last = Number(localStorage.getItem(INVITATION_KEY) ?? 0);
    if (Date.now() - last < timings.loginInvitationIntervalMs) return;
    const timer = window.setTimeout(() => {
      localStorage.setItem(INVITATION_KEY, String(Date.now()));
      setInvite(true);
    }, timings.loginInvitationTimerMs);
    return () => window.clearTimeout(timer);
  }, [auth.status, resetSecret]);

  const needsLocality = auth.status === 'authenticated' && !auth.user?.localityName;
  useEffect(() => {
    if (!needsLocality) return;
    const timer = window.setTimeout(() => setAskLocality(true), timings.localityPromptDelayMs);
    return () => window.clearTimeout(timer);
  }, [needsLocality]);

  const closeReset = () => {
    const url = new URL(window.location.href);
    url.searchParams.delete('resetPassword');
    window.history.replaceState(null, '', url.pathname + url.search);
    setResetSecret(null);
  };

  return (
    <>
      {resetSecret ? <ResetPasswordModal secret={resetSecret} onClose={closeReset} /> : null}
      <LoginInvitationModal opened={invite && auth.status === 'anonymous'} onClose={() => setInvite(false)} />
      <NameRequiredModal
        opened={nameRequired}
        onClose={() => {
          signInError = null;
          setNameRequired(false);
        }}
      />
      <LocalityModal opened={askLocality && needsLocality} onClose={() => setAskLocality(false)} />
    </>
  );
}
