import { Anchor, Divider, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { FOLLOW_US_LINKS } from './nav-items';
import classes from './site-header.module.css';

/**
 * The phone navigation drawer behind the burger (spec §2). Part of the first download, so the first
 * tap on the burger opens it at once.
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
  return (
    <Drawer
      opened={opened}
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
