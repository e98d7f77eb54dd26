import { Anchor, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFish } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useT } from '../../i18n/use-t';
import { useAuth } from '../auth/auth-context';
import { visibleAccountItems } from './account-items';
import { AccountButton } from './account-button';
import classes from './site-header.module.css';
import { visibleNavItems } from './nav-items';

// The account menu's popover loads for signed-in visitors only; its button shows meanwhile.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
// The bell and its modals are a signed-in visitor's: a guest's page never fetches them.
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);
const NotificationsDrawerItem = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationsDrawerItem,
  })),
);
const NotificationsHost = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationsHost,
  })),
);
// A signed-in tab's live stream (the bell's count): its code loads after the page, never for a guest.
const LiveUserEvents = lazy(() =>
  import('../../api/user-event-stream').then((m) => ({ default: m.LiveUserEvents })),
);
// The phone's drawer (a modal with its scroll lock, focus trap and transitions) loads with the first
// tap on the burger.
const MobileNavigation = lazy(() =>
  import('./mobile-navigation').then((m) => ({ default: m.MobileNavigation })),
);

/** The navigation bar: links on wide screens, a drawer behind a burger on phones (spec §2). */
export function SiteHeader() {
  const t = useT();
  const auth = useAuth();
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code loads with the first tap on the burger. It mounts closed and opens once it is
  // in (onLoaded), as a drawer does: Mantine notes where the focus was as it opens, to give it back
  // when it closes.
  const [drawerWanted, setDrawerWanted] = useState(false);
  // A click on the account button while the menu's code loads opens the menu once it is in.
  const [accountClicked, setAccountClicked] = useState(false);
  const [notificationsOpened, setNotificationsOpened] = useState(false);
  const signedIn = auth.isLoggedIn && Boolean(auth.user);
  const items = visibleNavItems(auth.isLoggedIn, auth.hasPermission);

  const links = (onNavigate?: () => void) =>
    items.map((item) => (
      <NavLink key={item.to} to={item.to} end={item.to === '/'} className={classes.link} onClick={onNavigate}>
        {t(item.label)}
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
            aria-label={t('app.nav.brandHome')}
          >
            <IconFish size={28} aria-hidden />
            <Text span fw={800} fz="lg">
              Tightlines
            </Text>
          </Anchor>
          <nav aria-label={t('app.nav.main')}>
            <Group gap={4} visibleFrom="md" wrap="nowrap">
              {links()}
            </Group>
          </nav>
        </Group>

        <Group gap="xs" wrap="nowrap">
          {signedIn ? (
            <Suspense fallback={null}>
              <NotificationBell onOpen={() => setNotificationsOpened(true)} />
            </Suspense>
          ) : null}
          <Group gap="xs" visibleFrom="md" wrap="nowrap">
            <Button component={Link} to="/our_app" variant="subtle" color="white">
              {t('app.nav.ourApp')}
            </Button>
            {auth.isLoggedIn && auth.user ? (
              <Suspense
                fallback={
                  <AccountButton
                    name={auth.user.name}
                    aria-expanded={false}
                    aria-haspopup="true"
                    onClick={() => setAccountClicked(true)}
                  />
                }
              >
                <AccountMenu
                  name={auth.user.name}
                  canOpenProfile={auth.hasPermission('USER_PROFILE')}
                  initiallyOpened={accountClicked}
                />
              </Suspense>
            ) : (
              <Button component={Link} to="/sign_in" variant="white">
                {t('app.nav.signIn')}
              </Button>
            )}
          </Group>

          <Burger
            opened={drawerOpened}
            onClick={drawerWanted ? drawer.toggle : () => setDrawerWanted(true)}
            hiddenFrom="md"
            color="white"
            aria-label={drawerOpened ? t('app.nav.closeNavigation') : t('app.nav.openNavigation')}
            aria-expanded={drawerOpened}
          />
        </Group>
      </Group>

      {drawerWanted ? (
        <Suspense fallback={null}>
          <MobileNavigation
            opened={drawerOpened}
            onLoaded={drawer.open}
            onClose={drawer.close}
            links={links(drawer.close)}
            isLoggedIn={auth.isLoggedIn}
            accountItems={auth.isLoggedIn ? visibleAccountItems(auth.hasPermission) : []}
            notifications={
              signedIn
                ? (className) => (
                    <NotificationsDrawerItem
                      className={className}
                      onOpen={() => {
                        drawer.close();
                        setNotificationsOpened(true);
                      }}
                    />
                  )
                : undefined
            }
          />
        </Suspense>
      ) : null}
      {signedIn ? (
        <Suspense fallback={null}>
          <NotificationsHost opened={notificationsOpened} onClose={() => setNotificationsOpened(false)} />
          <LiveUserEvents />
        </Suspense>
      ) : null}
    </Container>
  );
}
