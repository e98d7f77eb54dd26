import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';

/** The ranking's pages, five entries each (spec §9): the one before, the one after, which one this is. */
export function RankingPager({
  page,
  hasMore,
  onPage,
}: {
  page: number;
  hasMore: boolean;
  onPage(page: number): void;
}) {
  const t = useT();
  if (page === 1 && !hasMore) return null;
  return (
    <Group component="nav" aria-label={t('ranking.pager.label')} justify="space-between">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={page === 1}
        onClick={() => onPage(page - 1)}
      >
        {t('ranking.pager.previous')}
      </Button>
      <Text size="sm" aria-current="page">
        {t('ranking.pager.page', { page })}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        disabled={!hasMore}
        onClick={() => onPage(page + 1)}
      >
        {t('ranking.pager.next')}
      </Button>
    </Group>
  );
}
