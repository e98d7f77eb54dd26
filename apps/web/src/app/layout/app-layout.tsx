import { AppShell, Container } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../ui/page-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every page: navigation bar, the page itself, and the scroll-aware footer. */
export function AppLayout() {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header bg="ocean.9" withBorder={false}>
        <SiteHeader />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" py="xl" pb={96}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </AppShell.Main>
      <SiteFooter />
    </AppShell>
  );
}
