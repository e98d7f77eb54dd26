import { timings } from '@tightlines/domain';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useAuth } from '../../../app/auth/auth-context';
import { loadCatalogues } from '../../../i18n/i18n';
import { markLocalityAsked, wasLocalityAsked } from '../../../app/auth/session-store';
import {
  dismissLocalityRequest,
  isLocalityRequested,
  localityRequestSaved,
  subscribeLocalityRequests,
} from '../../../ui/locality-request';
import { specMessage } from '../../../ui/spec-message';

// The locality prompt (Mantine modal, locality search) is loaded only when it is due: most visits
// show none, and none may weigh on the first paint.
const LocalityModal = lazy(() =>
  Promise.all([import('./locality-modal'), loadCatalogues(['onDemand', 'errors'])]).then(([module]) => ({
    default: module.LocalityModal,
  })),
);

/**
 * The profile's prompts of spec §2/§4 that may appear over any page: the confirmation of a new
 * e-mail address by the link mailed to it and, 2 s after sign-in, the locality prompt for users who
 * have none (once per sign-in), and at once when an action needs the locality (joining a
 * tournament: the action goes on once it is saved, issue 31). Only the scheduling is here; the locality modal is loaded when it is
 * due. The account's prompts (reset link, login invitation) are features/account's.
 */
export function ProfilePrompts() {
  const auth = useAuth();
  const [askLocality, setAskLocality] = useState(false);

  useEffect(() => {
    // The link mailed to a new e-mail address (`/?confirmEmail=…`): confirm it once, then say so.
    const url = new URL(window.location.href);
    const secret = url.searchParams.get('confirmEmail');
    if (!secret) return;
    url.searchParams.delete('confirmEmail');
    window.history.replaceState(null, '', url.pathname + url.search);
    void Promise.all([import('../../../api/client'), import('../../../ui/feedback')]).then(
      async ([{ apiRequest }, { showError, showSuccess }]) => {
        try {
          const { email: newEmail } = await apiRequest<{ email: string }>(
            `/accounts/confirm_email/${encodeURIComponent(secret)}`,
            { method: 'PUT' },
          );
          showSuccess(specMessage('emailChanged'));
          if (auth.status === 'authenticated') await auth.reloadUser(newEmail);
        } catch (error) {
          showError(error);
        }
      },
    );
    // Once, on arrival through the link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const email = auth.status === 'authenticated' ? (auth.user?.email ?? null) : null;
  const needsLocality = email !== null && !auth.user?.localityName;
  useEffect(() => {
    if (!email || !needsLocality || wasLocalityAsked(email)) return;
    const timer = window.setTimeout(() => {
      markLocalityAsked(email);
      setAskLocality(true);
    }, timings.localityPromptDelayMs);
    return () => window.clearTimeout(timer);
  }, [email, needsLocality]);

  // Nothing is requested while the page is prerendered (the build renders this for guests).
  const requested = useSyncExternalStore(subscribeLocalityRequests, isLocalityRequested, () => false);
  if (requested && email !== null) {
    return (
      <Suspense fallback={null}>
        <LocalityModal opened onClose={dismissLocalityRequest} onSaved={localityRequestSaved} />
      </Suspense>
    );
  }
  if (!askLocality || !needsLocality) return null;
  // While the modal is still loading nothing shows.
  return (
    <Suspense fallback={null}>
      <LocalityModal opened onClose={() => setAskLocality(false)} />
    </Suspense>
  );
}
