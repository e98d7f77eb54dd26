import {
  keepPreviousData,
  matchQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  preferredUnits,
  type Language,
  type Permission,
  type RoleName,
  type SizeUnitId,
  type TemperatureUnit,
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
import { clearOfflineCache } from '../../api/offline-cache';
import { queryKeys } from '../../api/query-keys';
import { activateLanguage, currentLanguage } from '../../i18n/i18n';
import { storeLanguage } from '../../i18n/language-cookie';
import { userInfoQuery } from './get-user-info';
import { clearStoredSession, forgetLocalityAsked, readStoredSession, storeSession } from './session-store';
import { isReturningFromSignIn, takeReturnedSignIn } from './sign-in-redirect';

/** The signed-in user as the app keeps it (spec §3 "Session user"); never a token. */
export interface CurrentUser {
  email: string;
  name: string;
  roleName: RoleName;
  picture: string | null;
  localityName: string | null;
  /** The units lengths and weights are shown and typed in, and the scale temperatures are read in. */
  units: { size: SizeUnitId; weight: WeightUnitId; temperature: TemperatureUnit };
  /** The language they chose in My Profile; null: the browser's (or the one picked as a guest). */
  language: Language | null;
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
  /** Why the sign-in that just came back could not be finished (shown once, then dismissed), or null. */
  signInFailure: unknown;
  dismissSignInFailure(): void;
}

const anonymous: AuthState = { status: 'anonymous', user: null, permissions: [] };
const loading: AuthState = { status: 'loading', user: null, permissions: [] };

const AuthContext = createContext<AuthContextValue | null>(null);

/** Whose info to load (null: nobody), and whether a returning sign-in is still being finished. */
interface Session {
  email: string | null;
  signingIn: boolean;
}

function toCurrentUser(info: UserInfo): CurrentUser {
  return {
    email: info.email,
    name: [info.name, info.lastname].filter(Boolean).join(' '),
    roleName: info.roleName,
    picture: info.url,
    localityName: info.localityName,
    units: preferredUnits(info),
    language: info.language,
  };
}

/** The user info behind a state given by a test, so it refreshes like a server's would. */
export function toUserInfo(user: CurrentUser, permissions: readonly Permission[]): UserInfo {
  return {
    roleName: user.roleName,
    email: user.email,
    gender: null,
    Boats: [],
    permissions: permissions.map((Name) => ({ Name })),
    name: user.name,
    lastname: '',
    url: user.picture,
    localityName: user.localityName,
    isJudge: false,
    sizeId: user.units.size,
    weightId: user.units.weight,
    temperatureUnit: user.units.temperature,
    language: user.language,
  };
}

function initialSession(initialState: AuthState | undefined, queryClient: QueryClient): Session {
  if (initialState) {
    const { user } = initialState;
    if (!user) return { email: null, signingIn: initialState.status === 'loading' };
    const key = queryKeys.users.info(user.email);
    if (!queryClient.getQueryData(key))
      queryClient.setQueryData(key, toUserInfo(user, initialState.permissions));
    return { email: user.email, signingIn: false };
  }
  // The build prerenders the guests' pages (src/prerender.tsx): nobody is signed in there.
  if (typeof window === 'undefined') return { email: null, signingIn: false };
  // Only a returning sign-in or a stored session has anything to load; everyone else is a guest at once.
  if (isReturningFromSignIn(window.location.search)) return { email: null, signingIn: true };
  return { email: readStoredSession()?.email ?? null, signingIn: false };
}

/**
 * The one source of "who is signed in" (spec §4 "Authentication"). On load it finishes a sign-in
 * that came back with `?code=`, or restores the stored session; the user counts as logged in once
 * their info loads (a query refreshed every 120 s and after any write that changes it), and a failed
 * lookup leaves them logged out. `initialState` lets tests render a given user without a server.
 */
export function AuthProvider({ children, initialState }: { children: ReactNode; initialState?: AuthState }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session>(() => initialSession(initialState, queryClient));
  const [signInFailure, setSignInFailure] = useState<unknown>(null);
  const dismissSignInFailure = useCallback(() => setSignInFailure(null), []);
  const emailRef = useRef(session.email);
  useEffect(() => {
    emailRef.current = session.email;
  }, [session.email]);

  const info = useQuery({
    ...userInfoQuery(session.email ?? ''),
    enabled: session.email !== null,
    // A new e-mail keeps showing the user until their info under it arrives.
    placeholderData: keepPreviousData,
  });

  const becomeAnonymous = useCallback(() => {
    emailRef.current = null;
    clearStoredSession();
    setSession({ email: null, signingIn: false });
    queryClient.removeQueries({ queryKey: queryKeys.users.infos() });
    // What the service worker kept for reading offline was this account's (ADR 030).
    void clearOfflineCache();
  }, [queryClient]);

  useEffect(() => {
    if (initialState) return;
    setSessionInvalidHandler(() => {
      const wasSignedIn = emailRef.current !== null;
      becomeAnonymous();
      if (wasSignedIn) window.location.assign('/sign_in');
    });
    const returned = takeReturnedSignIn(window.location.search);
    if (!returned) return;
    window.history.replaceState(null, '', returned.returnTo);
    forgetLocalityAsked();
    apiRequest<{ email: string }>('/auth/sessions/signIn', {
      method: 'POST',
      body: { code: returned.code, codeVerifier: returned.verifier },
    })
      .then(({ email }) => {
        // Whatever the worker kept before this sign-in was not this account's to see (ADR 030).
        void clearOfflineCache();
        setSession({ email, signingIn: false });
      })
      .catch((error: unknown) => {
        becomeAnonymous();
        setSignInFailure(error);
      });
  }, [initialState, becomeAnonymous]);

  // A failed lookup of the user info, at start or on a refresh, signs out (spec §4).
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const failed = event.type === 'updated' && event.action.type === 'error';
        if (failed && matchQuery({ queryKey: queryKeys.users.infos() }, event.query)) becomeAnonymous();
      }),
    [queryClient, becomeAnonymous],
  );

  const user = useMemo(() => (info.data ? toCurrentUser(info.data) : null), [info.data]);

  useEffect(() => {
    if (!session.email || !info.data || info.isPlaceholderData || !user) return;
    storeSession({ email: user.email, user, isJudge: info.data.isJudge });
  }, [session.email, info.data, info.isPlaceholderData, user]);

  // The user's own setting outranks the browser's and a guest's choice (issue 19), on every device.
  const chosenLanguage = user?.language ?? null;
  useEffect(() => {
    if (!chosenLanguage || chosenLanguage === currentLanguage()) return;
    storeLanguage(chosenLanguage);
    void activateLanguage(chosenLanguage);
  }, [chosenLanguage]);

  const state = useMemo<AuthState>(() => {
    if (session.email === null) return session.signingIn ? loading : anonymous;
    if (!user || !info.data) return loading;
    return {
      status: 'authenticated',
      user,
      permissions: info.data.permissions.map((permission) => permission.Name),
    };
  }, [session, user, info.data]);

  const signOut = useCallback(async () => {
    const email = emailRef.current ?? undefined;
    becomeAnonymous();
    await apiRequest('/auth/logout', { method: 'POST', body: { email } }).catch(() => undefined);
  }, [becomeAnonymous]);

  const reloadUser = useCallback(
    async (email?: string) => {
      const target = email ?? emailRef.current;
      if (!target) return;
      // A failure is seen by the subscription above, which signs out.
      await queryClient.fetchQuery({ ...userInfoQuery(target), staleTime: 0 }).then(
        () => setSession({ email: target, signingIn: false }),
        () => undefined,
      );
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      isLoggedIn: state.status === 'authenticated',
      hasPermission: (permission) => state.permissions.includes(permission),
      reloadUser,
      signOut,
      signInFailure,
      dismissSignInFailure,
    }),
    [state, reloadUser, signOut, signInFailure, dismissSignInFailure],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
