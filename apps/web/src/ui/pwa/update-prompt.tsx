import { Button, Group, Paper, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/use-t';

/** "A new version is available": reload into it now, or later (the next visit uses it). */
export function UpdatePrompt({ onUpdate }: { onUpdate: () => void }) {
  const t = useT();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      role="status"
      aria-live="polite"
      maw={360}
      pos="fixed"
      style={{ bottom: 16, left: 16, zIndex: 300 }}
    >
      <Text size="sm" mb="xs">
        {t('pwa.update.available')}
      </Text>
      <Group gap="xs">
        <Button size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onUpdate}>
          {t('pwa.update.reload')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setDismissed(true)}>
          {t('pwa.update.later')}
        </Button>
      </Group>
    </Paper>
  );
}
