import { Badge } from '@mantine/core';
import { useT } from '../../i18n/use-t';

/**
 * The verified mark of officially judged catches (issue 36 point 3): a tournament's judge approved
 * them (the domain's `isVerifiedCatch`, the rule the rankings' "Verified only" switch counts by).
 * `count` marks a session's card with how many it holds; without it, one catch. Nothing when none is.
 * Its words are read out as they are shown, so a screen reader hears what the badge says. Its
 * messages are in the on-demand bundle: the feed's card loads it lazily, with them, only for a
 * session that holds a verified catch.
 */
export function VerifiedMark({ count }: { count?: number }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <Badge
      // Filled at teal.9 as the app's other state badges: the light variant's teal text on its tint
      // is under axe's 4.5:1 contrast.
      color="teal.9"
      variant="filled"
      tt="none"
      leftSection={<span aria-hidden>✓</span>}
      title={t('rankingUi.verified.why')}
      data-testid="verified-mark"
    >
      {count === undefined ? t('rankingUi.verified.catch') : t('rankingUi.verified.catches', { count })}
    </Badge>
  );
}
