import { Anchor, Container, Group, Text } from '@mantine/core';
import { APP_VERSION } from '@tightlines/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../i18n/language-switch';
import { useT, type MessageKey } from '../../i18n/use-t';
import classes from './site-footer.module.css';
import { useLanguageSetting } from '../auth/use-language-setting';
import { useShownOnScrollUp } from './use-shown-on-scroll-up';

const FOOTER_LINKS: readonly { label: MessageKey; to: string }[] = [
  { label: 'app.footer.terms', to: '/legal/terms' },
  { label: 'app.footer.privacy', to: '/legal/privacy' },
  { label: 'app.footer.tournamentTerms', to: '/legal/tournament-terms' },
  { label: 'app.nav.ourApp', to: '/our_app' },
  { label: 'app.footer.search', to: '/search' },
];

/**
 * The footer hides while the page scrolls down and comes back when it scrolls up (spec §2). It
 * stays while focus is inside it, so a keyboard user never tabs onto a link they cannot see.
 */
export function SiteFooter() {
  const t = useT();
  const saveLanguage = useLanguageSetting();
  const pinned = useShownOnScrollUp(80);
  const [holdsFocus, setHoldsFocus] = useState(false);
  return (
    <footer
      className={classes.footer}
      data-pinned={pinned || holdsFocus}
      aria-label={t('app.footer.label')}
      onFocus={() => setHoldsFocus(true)}
      onBlur={(event) => setHoldsFocus(event.currentTarget.contains(event.relatedTarget as Node | null))}
    >
      <Container size="xl">
        <Group justify="space-between" gap={4} py={6}>
          <Group gap="sm" component="nav" aria-label={t('app.footer.legal')}>
            {FOOTER_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="xs" c="dimmed">
                {t(link.label)}
              </Anchor>
            ))}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitch onChange={saveLanguage} />
            <Text size="xs" c="dimmed">
              {t('app.footer.copyright', { version: APP_VERSION })}
            </Text>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
