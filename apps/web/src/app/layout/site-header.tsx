import { Anchor, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFish } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { earlyTapTarget, takeEarlyTap } from '../early-taps';
import { AccountButton } from './account-button';
import classes from './site-header.module.css';
import { visibleNavItems } from './nav-items';

const loadAccountMenu = () => import('./account-menu');
const loadMobileNavigation = () => import('./mobile-navigation');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));
const MobileNavigation = lazy(() =>
  loadMobileNavigation().then((module) => ({ default: module.MobileNavigation })),
);

/** The navigation bar: links on wide screens, a drawer behind a burger on phones (spec §2). */
export function SiteHeader() {
  const auth = useAuth();
  const [drawerOpened, drawer] = useDisclosure(false);
  const drawerWanted = useDrawerWanted();
  const items = visibleNavItems(auth.isLoggedIn, auth.hasPermission);
  const [accountMenuWanted, setAccountMenuWanted] = useState(false);

  // A guest may tap the prerendered page's burger before the app has started: open the drawer now.
  const { request: requestDrawer } = drawerWanted;
  const { open: openDrawer } = drawer;
  useEffect(() => {
    if (!takeEarlyTap('main-navigation')) return;
    requestDrawer();
    openDrawer();
  }, [requestDrawer, openDrawer]);

  const links = (onNavigate?: () => void) =>
    items.map((item) => (
      <NavLink key={item.to} to={item.to} end={item.to === '/'} className={classes.link} onClick={onNavigate}>
        {item.label}
      </NavLink>
    ));

  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="lg" wrap="nowrap">
          <Anchor
            component={Link}
            to="/"
            className={classes.brand}
            underline="never"
            aria-label="Tightlines home"
          >
            <IconFish size={28} aria-hidden />
            <Text span fw={800} fz="lg">
              Tightlines
            </Text>
          </Anchor>
          <nav aria-label="Main">
            <Group gap={4} visibleFrom="md" wrap="nowrap">
              {links()}
            </Group>
          </nav>
        </Group>

        <Group gap="xs" visibleFrom="md" wrap="nowrap">
          <Button component={Link} to="/our_app" variant="subtle" color="white">
            Our app
          </Button>
          {auth.isLoggedIn && auth.user ? (
            // The same button stands in while the menu loads, so the bar does not shift; a click on
            // it then is kept, and the menu opens as soon as it has loaded.
            <Suspense
              fallback={
                <AccountButton
                  name={auth.user.name}
                  aria-haspopup="true"
                  aria-expanded={false}
                  onClick={() => setAccountMenuWanted(true)}
                />
              }
            >
              <AccountMenu
                name={auth.user.name}
                canOpenProfile={auth.hasPermission('USER_PROFILE')}
                defaultOpened={accountMenuWanted}
              />
            </Suspense>
          ) : (
            <Button component={Link} to="/sign_in" variant="white">
              Sign in
            </Button>
          )}
        </Group>

        <Burger
          opened={drawerOpened}
          onClick={() => {
            drawerWanted.request();
            drawer.toggle();
          }}
          onPointerEnter={drawerWanted.request}
          onFocus={drawerWanted.request}
          hiddenFrom="md"
          color="white"
          aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={drawerOpened}
          {...earlyTapTarget('main-navigation')}
        />
      </Group>

      {drawerWanted.value ? (
        <Suspense fallback={null}>
          <MobileNavigation
            opened={drawerOpened}
            onClose={drawer.close}
            links={links(drawer.close)}
            isLoggedIn={auth.isLoggedIn}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}

/**
 * Whether to mount the phone drawer: once the burger is about to be used, or once the page has
 * settled on a phone-sized screen, so the first tap rarely waits for the network.
 */
function useDrawerWanted() {
  const [value, setValue] = useState(false);
  useEffect(() => {
    if (value || !window.matchMedia('(max-width: 61.99em)').matches) return;
    const preload = () => void loadMobileNavigation().then(() => setValue(true));
    const idle = window.requestIdleCallback?.(preload, { timeout: 5000 }) ?? window.setTimeout(preload, 2000);
    return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
  }, [value]);
  const request = useCallback(() => setValue(true), []);
  return { value, request };
}
