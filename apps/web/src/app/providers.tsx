import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { refreshAfter } from '../api/data-changes';
import { ModalsSlot } from '../ui/modals';
import { ToastsSlot } from '../ui/toasts';
import { AuthProvider } from './auth/auth-context';
import { theme } from './theme';

// Mantine's dimmed text (gray 6) reads at 3.3:1 on white, under the WCAG AA 4.5:1 for body text and
// hard to read in bright sun; this grey keeps the hierarchy at 6:1.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c646c' },
  dark: {},
});

/**
 * The server cache. A mutation that names what it changes (`meta.changes`) refreshes every query
 * showing that data once it settles (a failure may have written part of it), before it resolves.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
    mutationCache: new MutationCache({
      onSettled: (_data, _error, _variables, _context, mutation) =>
        mutation.meta?.changes ? refreshAfter(client, mutation.meta.changes) : undefined,
    }),
  });
  return client;
}

/**
 * Everything a page may rely on: theme, server cache and the signed-in user. Modals mount beside
 * the pages, on first use (see ui/modals.tsx), inside the same providers so they can read both.
 */
export function AppProviders({
  children,
  queryClient,
  mantineEnv = 'default',
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' (Mantine's own switch for tests) opens modals and menus whole, in place, at once. */
  mantineEnv?: 'default' | 'test';
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      env={mantineEnv}
    >
      <QueryClientProvider client={client}>
        <AuthProvider>
          {children}
          <ModalsSlot />
          <ToastsSlot />
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
