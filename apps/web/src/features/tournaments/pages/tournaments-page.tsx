import { Stack, Text, Title } from '@mantine/core';
import { FeatureInProgress } from '../../../ui/feature-in-progress';
import { PageHeader } from '../../../ui/page-header';
import { RuleSetCards } from '../components/rule-set-cards';

/** /tournament: the rule sets tournaments will be fished under; the tournament list is being built. */
export function TournamentsPage() {
  return (
    <Stack gap="xl">
      <PageHeader title="Tournaments" />
      <FeatureInProgress title="Tournaments are being built">
        Online fishing tournaments, free or paid, judged from video by named judges, will be listed here:
        upcoming ones first, then those being fished and those whose results are official. Until then, no
        tournament can be entered.
      </FeatureInProgress>
      <section aria-labelledby="rules-heading">
        <Title order={2} id="rules-heading" mb="xs">
          Rule sets
        </Title>
        <Text c="dimmed" mb="md">
          Tournaments will be fished under one of these rule sets. You can read them now.
        </Text>
        <RuleSetCards />
      </section>
    </Stack>
  );
}
