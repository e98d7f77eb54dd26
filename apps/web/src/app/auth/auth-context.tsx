import {
  preferredUnits,
  timings,
  type Permission,
  type RoleName,
  type SizeUnitId,
  type UserInfo,
  type WeightUnitId,
} from '@tightlines/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { apiRequest, setSessionInvalidHandler } from '../../api/client';
import { clearStoredSession, forgetLocalityAsked, readStoredSession, storeSession } from './session-store';
import { takeReturnedSignIn } from './sign-in-redirect';

/** The signed-in user as the app keeps it (spec §3 "Session user"); never a token. */
export interface CurrentUser {
  email: string;
  name: string;
  roleName: RoleName;
  picture: string | null;
  localityName: string | null;
  /** The units lengths and weights are shown and typed in, everywhere in the app. */
  units: { size: SizeUnitId; weight: WeightUnitId };
}

export interface AuthState {
  status: 'loading' | 'anonymous' | 'authenticated';
  user: CurrentUser | null;
  permissions: readonly Permission[];
}

export interface AuthContextValue extends AuthState {
  isLoggedIn: boolean;
  hasPermission(permission: Permission): boolean;
  /** Reloads the user info (after a profile or locality change); pass the new e-mail after changing it. */
  reloadUser(email?: string): Promise<void>;
  signOut(): Promise<void>;
}

const anonymous: AuthState = { status: 'anonymous', user: null, permissions: [] };
const loading: AuthState = { status: 'loading', user: null, permissions: [] };

const AuthContext = createContext<AuthContextValue | null>(null);

function toCurrentUser(info: UserInfo): CurrentUser {
  return {
    email: info.email,
    name: [info.name, info.lastname].filter(Boolean).join(' '),
    roleName: info.roleName,
    picture: info.url,
    localityName: info.localityName,
    units: preferredUnits(info),
  };
}

function hasSessionToRestore(search: string): boolean {
  const params = new URLSearchParams(search);
  return (params.has('code') && params.has('state')) || readStoredSession() !== null;
}

async function fetchUserInfo(email: string): Promise<UserInfo> {
  const result = await apiRequest<UserInfo[]>('/users', { query: { userEmail: email } });
  const info = result[0];
  if (!info) throw new Error('no user info');
  return info;
}

/**
 * The one source of "who is signed in" (spec §4 "Authentication"). On load it finishes a sign-in
 * that came back with `?code=`, or restores the stored session; the user counts as logged in once
 * their info loads, and a failed lookup leaves them logged out. The info is refreshed every 120 s.
 * `initialState` lets tests render a given user without a server.
 */
export function AuthProvider({ children, initialState }: { children: ReactNode; initialState?: AuthState }) {
  // Only a returning sign-in or a stored session has anything to load; everyone else is a guest at once.
  const [state, setState] = useState<AuthState>(
    () => initialState ?? (hasSessionToRestore(window.location.search) ? loading : anonymous),
  );
  const emailRef = useRef<string | null>(null);

  const becomeAnonymous = useCallback(() => {
    emailRef.current = null;
    clearStoredSession();
    setState(anonymous);
  }, []);

  const applyUserInfo = useCallback((info: UserInfo) => {
    const user = toCurrentUser(info);
    emailRef.current = user.email;
    storeSession({ email: user.email, user, isJudge: info.isJudge });
    setState({
      status: 'authenticated',
      user,
      permissions: info.permissions.map((permission) => permission.Name),
    });
  }, []);

  /** Loads the user info; the user counts as signed in only once it arrives (spec §4). */
  const loadUser = useCallback(
    (email: string): Promise<void> => fetchUserInfo(email).then(applyUserInfo, becomeAnonymous),
    [applyUserInfo, becomeAnonymous],
  );

  useEffect(() => {
    if (initialState) return;
    setSessionInvalidHandler(() => {
      const wasSignedIn = emailRef.current !== null;
      becomeAnonymous();
      if (wasSignedIn) window.location.assign('/sign_in');
    });
    const returned = takeReturnedSignIn(window.location.search);
    if (returned) {
      window.history.replaceState(null, '', returned.returnTo);
      forgetLocalityAsked();
      apiRequest<{ email: string }>('/auth/sessions/signIn', {
        method: 'POST',
        body: { code: returned.code, codeVerifier: returned.verifier },
      })
        .then((session) => loadUser(session.email))
        .catch(becomeAnonymous);
      return;
    }
    const stored = readStoredSession();
    if (stored) void loadUser(stored.email);
  }, [initialState, loadUser, becomeAnonymous]);

  useEffect(() => {
    if (initialState || state.status !== 'authenticated') return;
    const timer = window.setInterval(() => {
      if (emailRef.current) void loadUser(emailRef.current);
    }, timings.userInfoRefreshMs);
    return () => window.clearInterval(timer);
  }, [initialState, state.status, loadUser]);

  const signOut = useCallback(async () => {
    const email = emailRef.current ?? undefined;
    becomeAnonymous();
    await apiRequest('/auth/logout', { method: 'POST', body: { email } }).catch(() => undefined);
  }, [becomeAnonymous]);

  const reloadUser = useCallback(
    async (email?: string) => {
      const target = email ?? emailRef.current;
      if (target) await loadUser(target);
    },
    [loadUser],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isLoggedIn: state.status === 'authenticated',
      hasPermission: (permission) => state.permissions.includes(permission),
      reloadUser,
      signOut,
    }),
    [state, reloadUser, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
