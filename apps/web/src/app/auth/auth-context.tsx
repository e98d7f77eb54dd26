import type { Permission, RoleName } from '@tightlines/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The signed-in user as the app keeps it (spec §3 "Session user"); never a token. */
export interface CurrentUser {
  email: string;
  name: string;
  roleName: RoleName;
  picture: string | null;
  localityName: string | null;
}

export interface AuthState {
  status: 'anonymous' | 'authenticated';
  user: CurrentUser | null;
  permissions: readonly Permission[];
}

export interface AuthContextValue extends AuthState {
  isLoggedIn: boolean;
  hasPermission(permission: Permission): boolean;
  signOut(): void;
}

const anonymous: AuthState = { status: 'anonymous', user: null, permissions: [] };

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The one source of "who is signed in" for guards and the navigation bar. Until sign-in lands every
 * visitor is a guest; `initialState` lets tests render a signed-in user.
 */
export function AuthProvider({
  children,
  initialState = anonymous,
}: {
  children: ReactNode;
  initialState?: AuthState;
}) {
  const [state, setState] = useState<AuthState>(initialState);
  const signOut = useCallback(() => setState(anonymous), []);
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isLoggedIn: state.status === 'authenticated',
      hasPermission: (permission) => state.permissions.includes(permission),
      signOut,
    }),
    [state, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
