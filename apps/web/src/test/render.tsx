import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { UserInfo } from '@tightlines/domain';
import { AuthProvider, toUserInfo, type AuthState, type CurrentUser } from '../app/auth/auth-context';
import { AppProviders, createQueryClient } from '../app/providers';

export interface RenderOptions {
  path?: string;
  auth?: AuthState;
}

/** Renders routes inside every app provider, at a path, as a given user. */
export function renderRoutes(routes: RouteObject[], { path = '/', auth }: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    // Without Mantine's test mode a modal fades in over frames, and a test looking at it as it
    // appears could find it still transparent.
    <AppProviders queryClient={queryClient} mantineEnv="test">
      {auth ? (
        <AuthProvider initialState={auth}>
          <RouterProvider router={router} />
        </AuthProvider>
      ) : (
        <RouterProvider router={router} />
      )}
    </AppProviders>,
  );
  return { ...view, router };
}

export function renderElement(element: ReactElement, options?: RenderOptions) {
  return renderRoutes([{ path: '*', element }], options);
}

/** A signed-in user for tests: an Angler with no locality, in centimetres and pounds, unless told. */
export function signedInAs(
  user: Partial<CurrentUser> = {},
  permissions: AuthState['permissions'] = [],
): AuthState {
  return {
    status: 'authenticated',
    user: {
      email: 'ana@example.com',
      name: 'Ana Mora',
      roleName: 'Angler',
      picture: null,
      localityName: null,
      units: { size: 1, weight: 4, temperature: 'celsius' },
      language: null,
      ...user,
    },
    permissions,
  };
}

/** The user info the server answers for a signed-in test user (GET /api/users?userEmail=). */
export function userInfoOf(auth: AuthState): UserInfo {
  if (!auth.user) throw new Error('a guest has no user info');
  return toUserInfo(auth.user, auth.permissions);
}
