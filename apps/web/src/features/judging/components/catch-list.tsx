import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { JudgingCatch } from '@tightlines/domain';
import { useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../ui/format-date';
import { countedStatusOf } from '../hooks/judging-workspace';
import { StatusBadge } from './catch-facts';

/** The judging feed: one line per catch, its status, and its mark while it has unsaved edits. */
export function CatchList({
  items,
  unsaved,
  onOpen,
}: {
  items: readonly JudgingCatch[];
  unsaved: ReadonlySet<string>;
  onOpen: (index: number) => void;
}) {
  const t = useT();
  return (
    <Stack gap="xs" role="list" aria-label={t('judging.catches.title')}>
      {items.map((item, index) => {
        const angler = `${item.angler.name} ${item.angler.lastname}`.trim();
        const name = t('judging.catches.name', { species: item.species.name, angler });
        return (
          <Paper key={item.catchId} withBorder radius="md" p="sm" role="listitem" aria-label={name}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatDateTime(item.logTime)} · {item.boat?.boatName ?? t('judging.catches.noBoat')} ·{' '}
                  {t('judging.catches.videos', { count: item.videos.length })}
                </Text>
              </Stack>
              <Group gap="xs">
                <StatusBadge status={countedStatusOf(item)} />
                {unsaved.has(item.catchId) ? (
                  <Badge color="yellow" variant="filled" c="dark">
                    {t('judging.unsaved.mark')}
                  </Badge>
                ) : null}
                <Button
                  size="xs"
                  onClick={() => onOpen(index)}
                  aria-label={t('judging.catches.openNamed', { name })}
                >
                  {item.editable ? t('judging.catches.open') : t('judging.catches.view')}
                </Button>
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
