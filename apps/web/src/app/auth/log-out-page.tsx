import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from './auth-context';

/** /log_out: ends the session and returns home (spec §2). */
export function LogOutPage() {
  const { signOut } = useAuth();
  useEffect(() => signOut(), [signOut]);
  return <Navigate to="/" replace />;
}
