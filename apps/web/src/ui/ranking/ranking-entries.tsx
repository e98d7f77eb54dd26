import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import type { RankingCategory, RankingEntryDto } from '@tightlines/domain';
import { Link } from 'react-router';
import { useT, type MessageKey } from '../../i18n/use-t';

/** What an entry's sub-register lists: a boat's captains, a captain's boats (issue 36). */
const RELATED_LABELS: Partial<Record<RankingCategory, MessageKey>> = {
  boats: 'rankingUi.entry.captains',
  captains: 'rankingUi.entry.boats',
};

/**
 * Ranked boats or people, best first (the ranking page and the widget): each with its picture, its
 * public name (a link to the profile when it is public), its points, its catches (how many of them
 * officially judged) and its sub-register. No position of any catch is ever shown.
 */
export function RankingEntries({
  category,
  entries,
  labelledBy,
  compact = false,
}: {
  category: RankingCategory;
  entries: RankingEntryDto[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** The widget's smaller rows. */
  compact?: boolean;
}) {
  const t = useT();
  const relatedLabel = RELATED_LABELS[category];
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={labelledBy}>
      {entries.map((entry) => (
        <Paper component="li" key={entry.id} withBorder radius="lg" p={compact ? 'xs' : 'md'}>
          <Group wrap="nowrap" gap="sm">
            <Avatar
              src={entry.pictureUrl}
              alt=""
              name={entry.name}
              color="initials"
              radius="xl"
              size={compact ? 'md' : 'lg'}
            />
            <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
              {entry.profilePath ? (
                <Anchor component={Link} to={entry.profilePath} fw={600} truncate="end">
                  {entry.name}
                </Anchor>
              ) : (
                <Text fw={600} truncate="end">
                  {entry.name}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {t('rankingUi.entry.catches', { count: entry.catches, verified: entry.verifiedCatches })}
              </Text>
              {relatedLabel && entry.related.length > 0 ? (
                <Text size="sm">
                  {t(relatedLabel, { names: entry.related.map((related) => related.name).join(', ') })}
                </Text>
              ) : null}
            </Stack>
            <Text fw={700} size={compact ? 'md' : 'lg'} ta="right" style={{ whiteSpace: 'nowrap' }}>
              {t('rankingUi.entry.points', { points: entry.points })}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
