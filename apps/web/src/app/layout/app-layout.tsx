import { Container } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { useT } from '../../i18n/use-t';
import { loadCatalogues } from '../../i18n/i18n';
import { useAuth } from '../auth/auth-context';
import { PageLoader } from '../../ui/page-loader';
import classes from './app-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The frame of every page: navigation bar, the page itself, and the scroll-aware footer. Plain
 * elements rather than Mantine's AppShell: we use none of its navbar, aside or resizing, and it
 * weighed several kB of the home route's first download.
 */
export function AppLayout() {
  const t = useT();
  return (
    <>
      <a href="#main-content" className={classes.skipLink} onClick={handleSkipToContent}>
        {t('app.layout.skipToContent')}
      </a>
      <header className={classes.header}>
        <SiteHeader />
      </header>
      <main id="main-content" className={classes.main} tabIndex={-1}>
        <Container size="xl" py="xl" pb={96}>
          <SignedInNotices />
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
      <SiteFooter />
    </>
  );
}

// The notice for an address not verified (issue 32) is loaded for signed-in visitors only: guests,
// most of the first visits, download none of it.
const VerifyEmailNotice = lazy(() =>
  import('../../features/account/components/verify-email-notice').then((module) => ({
    default: module.VerifyEmailNotice,
  })),
);

// The installable app (service worker, update prompt, offline note) is for signed-in visitors too,
// with its messages (ADR 023, 030).
// Offline before it was ever fetched, it cannot load: the page goes on without it.
const OfflineSupport = lazy<ComponentType>(() =>
  Promise.all([import('../../ui/pwa/offline-support'), loadCatalogues(['onDemand'])]).then(
    ([module]) => ({ default: module.OfflineSupport }),
    () => ({ default: () => null }),
  ),
);

function SignedInNotices() {
  const auth = useAuth();
  if (auth.status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <OfflineSupport />
      <VerifyEmailNotice />
    </Suspense>
  );
}

// Focus the page itself instead of following the fragment, so the router's URL stays clean.
function handleSkipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}
