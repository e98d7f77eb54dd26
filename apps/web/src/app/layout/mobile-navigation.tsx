import { Anchor, Divider, Drawer, Stack } from '@mantine/core';
import { Suspense, useEffect, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { useT } from '../../i18n/use-t';
import type { AccountItem } from './account-items';
import { FOLLOW_US_LINKS } from './nav-items';
import classes from './mobile-navigation.module.css';

/** The phone navigation drawer behind the burger (spec §2), loaded with the first tap on it. */
export function MobileNavigation({
  opened,
  onLoaded,
  onClose,
  links,
  isLoggedIn,
  accountItems,
  notifications,
}: {
  opened: boolean;
  /** Called once mounted (closed): the first tap on the burger waited for this code to open it. */
  onLoaded: () => void;
  onClose: () => void;
  links: ReactNode;
  isLoggedIn: boolean;
  /** The signed-in user's profile and its parts (empty for guests and without USER_PROFILE). */
  accountItems: readonly AccountItem[];
  /** The signed-in user's notifications entry, drawn as the drawer's links (none for guests). */
  notifications?: (className: string | undefined) => ReactNode;
}) {
  const t = useT();
  useEffect(() => {
    onLoaded();
  }, [onLoaded]);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Tightlines"
      hiddenFrom="md"
      size="xs"
      closeButtonProps={{ 'aria-label': t('app.nav.closeNavigation') }}
    >
      <nav aria-label={t('app.nav.mainMobile')}>
        <Stack gap={4}>
          {links}
          {notifications ? <Suspense fallback={null}>{notifications(classes.link)}</Suspense> : null}
          {accountItems.length > 0 ? (
            <>
              <Divider my="sm" label={t('app.nav.myAccount')} labelPosition="left" />
              {accountItems.map((item) =>
                // Deep links carry a query, which NavLink ignores: only the profile itself is marked current.
                item.to.includes('?') ? (
                  <Link key={item.to} to={item.to} className={classes.link} onClick={onClose}>
                    {t(item.label)}
                  </Link>
                ) : (
                  <NavLink key={item.to} to={item.to} end className={classes.link} onClick={onClose}>
                    {t(item.label)}
                  </NavLink>
                ),
              )}
            </>
          ) : null}
          <Divider my="sm" />
          <NavLink to="/our_app" className={classes.link} onClick={onClose}>
            {t('app.nav.ourApp')}
          </NavLink>
          {isLoggedIn ? (
            <NavLink to="/log_out" className={classes.link} onClick={onClose}>
              {t('app.nav.logOut')}
            </NavLink>
          ) : (
            <NavLink to="/sign_in" className={classes.link} onClick={onClose}>
              {t('app.nav.signIn')}
            </NavLink>
          )}
          <Divider my="sm" label={t('app.nav.followUs')} labelPosition="left" />
          {FOLLOW_US_LINKS.map((link) => (
            <Anchor
              key={link.href}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={classes.link}
            >
              {link.label}
            </Anchor>
          ))}
        </Stack>
      </nav>
    </Drawer>
  );
}
