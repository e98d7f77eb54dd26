import { AppError, isMessageKey, timings, type AnyMessageKey } from '@tightlines/domain';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context';
import { isUnmatchedSignInReturn } from '../../../app/auth/sign-in-redirect';
import { loadCatalogues } from '../../../i18n/i18n';
import {
  dismissLoginInvitationRequest,
  isLoginInvitationRequested,
  subscribeLoginInvitationRequests,
} from '../../../ui/login-invitation-request';

// Each prompt's modal (Mantine modal, forms) is loaded only when that prompt is due: most visits
// show none, and none may weigh on the first paint.
// The reset form checks the new password as the server does, in the spec §8 messages' words.
const ResetPasswordModal = lazy(() =>
  Promise.all([import('./reset-password-modal'), loadCatalogues(['errors'])]).then(([module]) => ({
    default: module.ResetPasswordModal,
  })),
);
const LoginInvitationModal = lazy(() =>
  import('./login-invitation-modal').then((module) => ({ default: module.LoginInvitationModal })),
);
const NameRequiredModal = lazy(() =>
  import('./name-required-modal').then((module) => ({ default: module.NameRequiredModal })),
);

/** The failure modal, with the spec §8 message it shows (a sign-in error's key). */
const feedbackWithMessages = () =>
  Promise.all([import('../../../ui/feedback'), loadCatalogues(['errors'])]).then(([module]) => module);

const INVITATION_KEY = 'tightlines.loginInvitationAt';

/** Pages where the user is already signing in, registering or resetting: no invitation over them. */
function isAccountFormPath(pathname: string): boolean {
  return pathname === '/sign_in' || pathname === '/register' || pathname.startsWith('/idp/');
}

/**
 * A sign-in that came back with an error (`?error=&error_description=`): which prompt it needs.
 * Leaving the sign-in page on purpose needs none.
 */
function takeSignInError(): 'name-required' | { key: AnyMessageKey } | null {
  // The build prerenders pages in Node (src/prerender.tsx), where no address came back.
  if (typeof window === 'undefined') return null;
  const url = new URL(window.location.href);
  if (isUnmatchedSignInReturn(url.search)) {
    for (const param of ['code', 'state', 'iss']) url.searchParams.delete(param);
    window.history.replaceState(null, '', url.pathname + url.search);
    return { key: 'signInNotFinished' };
  }
  const error = url.searchParams.get('error');
  if (!error) return null;
  const description = url.searchParams.get('error_description') ?? '';
  for (const param of ['error', 'error_description', 'state', 'iss']) url.searchParams.delete(param);
  window.history.replaceState(null, '', url.pathname + url.search);
  if (description === 'socialNameRequired') return 'name-required';
  if (description === 'signInLeft') return null;
  // Only our own messages are shown, by the key the identity provider sent: anyone can craft a link
  // with any `error_description`, and an upstream provider's text is not ours to show.
  return { key: isMessageKey(description) ? description : 'connectionError' };
}

// Read once, when this module first loads: the error stays until its prompt has been dealt with,
// even if the prompts are mounted again.
let signInError = takeSignInError();

/**
 * The account's prompts of spec §2/§4 that may appear over any page: the change-password modal of a
 * reset link, the login invitation for guests (after 10 s, at most once an hour) and what a sign-in
 * that came back with an error needs. Only the scheduling is here; a prompt's modal is loaded when
 * it is due. The profile's prompts (locality, e-mail confirmation) are features/profile's.
 */
export function AccountPrompts() {
  const auth = useAuth();
  const [resetSecret, setResetSecret] = useState(() =>
    typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('resetPassword'),
  );
  const [invite, setInvite] = useState(false);
  const [nameRequired, setNameRequired] = useState(signInError === 'name-required');
  // An action a guest tried (joining a tournament…) asks for the invitation at once.
  const asked = useSyncExternalStore(
    subscribeLoginInvitationRequests,
    isLoginInvitationRequested,
    () => false,
  );

  useEffect(() => {
    if (signInError && signInError !== 'name-required') {
      const { key } = signInError;
      signInError = null;
      void feedbackWithMessages().then(({ showError }) =>
        showError(new AppError('UNAUTHENTICATED', { key })),
      );
    }
  }, []);

  const { signInFailure, dismissSignInFailure } = auth;
  useEffect(() => {
    if (!signInFailure) return;
    dismissSignInFailure();
    void feedbackWithMessages().then(({ showError }) => showError(signInFailure));
  }, [signInFailure, dismissSignInFailure]);

  const onAccountForm = isAccountFormPath(useLocation().pathname);
  useEffect(() => {
    if (auth.status !== 'anonymous' || resetSecret || onAccountForm) return;
    const last = Number(localStorage.getItem(INVITATION_KEY) ?? 0);
    if (Date.now() - last < timings.loginInvitationIntervalMs) return;
    const timer = window.setTimeout(() => {
      localStorage.setItem(INVITATION_KEY, String(Date.now()));
      setInvite(true);
    }, timings.loginInvitationTimerMs);
    return () => window.clearTimeout(timer);
  }, [auth.status, resetSecret, onAccountForm]);

  const closeReset = () => {
    const url = new URL(window.location.href);
    url.searchParams.delete('resetPassword');
    window.history.replaceState(null, '', url.pathname + url.search);
    setResetSecret(null);
  };

  return (
    <>
      {resetSecret ? (
        <Due>
          <ResetPasswordModal secret={resetSecret} onClose={closeReset} />
        </Due>
      ) : null}
      {(invite || asked) && auth.status === 'anonymous' && !onAccountForm ? (
        <Due>
          <LoginInvitationModal
            opened
            onClose={() => {
              setInvite(false);
              dismissLoginInvitationRequest();
            }}
          />
        </Due>
      ) : null}
      {nameRequired ? (
        <Due>
          <NameRequiredModal
            opened
            onClose={() => {
              signInError = null;
              setNameRequired(false);
            }}
          />
        </Due>
      ) : null}
    </>
  );
}

/** A prompt whose modal is still loading shows nothing meanwhile. */
function Due({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
