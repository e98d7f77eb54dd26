import { Badge, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';

/**
 * What a route shows while its feature is still being built: said plainly, with what it will do,
 * so nobody reads an empty list as "there is nothing yet". Not an empty state: there is no data to
 * wait for. The feature's own issue replaces the page.
 */
export function FeatureInProgress({
  title,
  children,
  action,
}: {
  /** Says what is being built, e.g. "Tournaments are being built". */
  title: string;
  /** What the feature will let people do, in a sentence or two. */
  children: ReactNode;
  /** Where to go meanwhile. */
  action?: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p="xl" role="region" aria-labelledby={titleId}>
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <IconTools size={28} />
        </ThemeIcon>
        <Badge color="yellow" variant="filled" autoContrast>
          {t('ui.comingSoon')}
        </Badge>
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        <Text c="dimmed" maw={520}>
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
