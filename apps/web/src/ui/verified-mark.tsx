import { Badge } from '@mantine/core';
import { useT } from '../i18n/use-t';

/**
 * The verified mark of officially judged catches (issue 36 point 3): a tournament's judge approved
 * them (the domain's `isVerifiedCatch`, the rule the rankings' "Verified only" switch counts by).
 * `count` marks a session's card with how many it holds; without it, one catch. Nothing when none is.
 * Its words are read out as they are shown, so a screen reader hears what the badge says.
 */
export function VerifiedMark({ count }: { count?: number }) {
  const t = useT();
  if (count === 0) return null;
  return (
    <Badge
      color="teal"
      variant="light"
      tt="none"
      leftSection={<span aria-hidden>✓</span>}
      title={t('ui.verified.why')}
      data-testid="verified-mark"
    >
      {count === undefined ? t('ui.verified.catch') : t('ui.verified.catches', { count })}
    </Badge>
  );
}
