import { StrictMode, type ComponentProps } from 'react';
import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';

export type AppRouter = ComponentProps<typeof RouterProvider>['router'];

/**
 * The whole app around a data router. The build prerenders it with a memory router (src/prerender.tsx)
 * and the browser hydrates the same tree with a browser router (app/start.tsx), so both must render
 * exactly this.
 */
export function App({ router, queryClient }: { router: AppRouter; queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/** Resolves once the router has loaded the lazy route modules of its first location. */
export function whenInitialized(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
