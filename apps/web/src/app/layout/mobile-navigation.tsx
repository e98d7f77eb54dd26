import { Anchor, Divider, Drawer, Stack } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { FOLLOW_US_LINKS } from './nav-items';
import classes from './site-header.module.css';

/**
 * The phone navigation drawer behind the burger (spec §2). Loaded lazily: wide screens never open
 * it and phones only need it on the first tap, so its modal machinery stays out of the first download.
 */
export function MobileNavigation({
  opened,
  onClose,
  links,
  isLoggedIn,
}: {
  opened: boolean;
  onClose: () => void;
  links: ReactNode;
  isLoggedIn: boolean;
}) {
  // Mantine records the element to return focus to when `opened` changes, not on the first render;
  // a tap that arrives before this module has loaded must still open it as a change.
  const mounted = useMounted();

  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      title="Tightlines"
      hiddenFrom="md"
      size="xs"
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
    >
      <nav aria-label="Main mobile">
        <Stack gap={4}>
          {links}
          <Divider my="sm" />
          <NavLink to="/our_app" className={classes.link} onClick={onClose}>
            Our app
          </NavLink>
          {isLoggedIn ? (
            <NavLink to="/log_out" className={classes.link} onClick={onClose}>
              Log out
            </NavLink>
          ) : (
            <NavLink to="/sign_in" className={classes.link} onClick={onClose}>
              Sign in
            </NavLink>
          )}
          <Divider my="sm" label="Follow Us" labelPosition="left" />
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
