import { Anchor, Container, Group, Text } from '@mantine/core';
import { APP_VERSION } from '@tightlines/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import classes from './site-footer.module.css';
import { useShownOnScrollUp } from './use-shown-on-scroll-up';

const FOOTER_LINKS = [
  { label: 'Terms', to: '/legal/terms' },
  { label: 'Privacy', to: '/legal/privacy' },
  { label: 'Tournament terms', to: '/legal/tournament-terms' },
  { label: 'Our app', to: '/our_app' },
  { label: 'Search', to: '/search' },
];

/**
 * The footer hides while the page scrolls down and comes back when it scrolls up (spec §2). It
 * stays while focus is inside it, so a keyboard user never tabs onto a link they cannot see.
 */
export function SiteFooter() {
  const pinned = useShownOnScrollUp(80);
  const [holdsFocus, setHoldsFocus] = useState(false);
  return (
    <footer
      className={classes.footer}
      data-pinned={pinned || holdsFocus}
      aria-label="Site footer"
      onFocus={() => setHoldsFocus(true)}
      onBlur={(event) => setHoldsFocus(event.currentTarget.contains(event.relatedTarget as Node | null))}
    >
      <Container size="xl">
        <Group justify="space-between" gap={4} py={6}>
          <Group gap="sm" component="nav" aria-label="Legal and information">
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="xs" c="dimmed">
                {link.label}
              </Anchor>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            © 2026 Tightlines · v{APP_VERSION}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
