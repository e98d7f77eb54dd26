import { Stack, Title, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { RuleSetCards } from '../components/rule-set-cards';

/** /tournament: the tournament feed, and the rule sets tournaments are fished under. */
export function TournamentsPage() {
  return (
    <Stack gap="xl">
      <PageHeader
        title="Tournaments"
        description="Online fishing tournaments, free or paid, judged from video by named judges."
      />
      <EmptyState icon={<IconTrophy size={28} />} title="No tournaments open right now">
        Tournaments appear here as organisers publish them: upcoming ones first, then those being fished and
        those whose results are official.
      </EmptyState>
      <section aria-labelledby="rules-heading">
        <Title order={2} id="rules-heading" mb="xs">
          Rule sets
        </Title>
        <Text c="dimmed" mb="md">
          Every tournament is fished under one of these rule sets. Read them before you enter.
        </Text>
        <RuleSetCards />
      </section>
    </Stack>
  );
}
