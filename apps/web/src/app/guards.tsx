import type { Permission } from '@tightlines/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoginInvitation } from '../features/account/components/login-invitation';
import { useT, type MessageKey } from '../i18n/use-t';
import { PageLoader } from '../ui/page-loader';
import { useAuth } from './auth/auth-context';

/**
 * Page guards of spec §2/§6. `redirect` pages send refused visitors home (My Fishlogs, My Profile,
 * My Clubs, the judge pages); `invite` pages show a login invitation instead (create tournament or team).
 * While a stored session is being restored the guard waits instead of sending the user away.
 */
export function RequireAccess({
  children,
  permission,
  whenRefused = 'redirect',
  invitation = 'app.guard.signInToContinue',
}: {
  children: ReactNode;
  permission?: Permission;
  whenRefused?: 'redirect' | 'invite';
  /** The invitation's title, a catalogue key (app/locales). */
  invitation?: MessageKey;
}) {
  const t = useT();
  const auth = useAuth();
  if (auth.status === 'loading') return <PageLoader label={t('app.guard.checkingSession')} />;
  const allowed = auth.isLoggedIn && (!permission || auth.hasPermission(permission));
  if (allowed) return children;
  if (whenRefused === 'invite' && !auth.isLoggedIn) return <LoginInvitation title={t(invitation)} />;
  return <Navigate to="/" replace />;
}
