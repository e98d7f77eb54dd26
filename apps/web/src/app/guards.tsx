import type { Permission } from '@tightlines/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoginInvitation } from '../features/account/components/login-invitation';
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
  invitation = 'Sign in to continue',
}: {
  children: ReactNode;
  permission?: Permission;
  whenRefused?: 'redirect' | 'invite';
  invitation?: string;
}) {
  const auth = useAuth();
  if (auth.status === 'loading') return <PageLoader label="Checking your session" />;
  const allowed = auth.isLoggedIn && (!permission || auth.hasPermission(permission));
  if (allowed) return children;
  if (whenRefused === 'invite' && !auth.isLoggedIn) return <LoginInvitation title={invitation} />;
  return <Navigate to="/" replace />;
}
