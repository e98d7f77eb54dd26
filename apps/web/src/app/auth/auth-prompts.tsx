import { timings } from '@tightlines/domain';
import { useEffect, useState } from 'react';
import { useAuth } from './auth-context';
import { LocalityModal } from './locality-modal';
import { LoginInvitationModal } from './login-invitation-modal';
import { ResetPasswordModal } from './reset-password-modal';

const INVITATION_KEY = 'tightlines.loginInvitationAt';

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
      <LocalityModal opened={askLocality && needsLocality} onClose={() => setAskLocality(false)} />
    </>
  );
}
