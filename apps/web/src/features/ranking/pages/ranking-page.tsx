import { Stack, Tabs } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { RANKING_CATEGORIES } from '@tightlines/domain';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';

/** /ranking: the leaderboard by category (spec §2 "Ranking"). */
export function RankingPage() {
  return (
    <Stack>
      <PageHeader
        title="Leaderboard"
        description="Top boats, captains, mates and anglers of the year, by released and landed fish."
      />
      <Tabs defaultValue={RANKING_CATEGORIES[0].roleName} keepMounted={false}>
        <Tabs.List mb="lg">
          {RANKING_CATEGORIES.map((category) => (
            <Tabs.Tab key={category.roleName} value={category.roleName}>
              {category.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {RANKING_CATEGORIES.map((category) => (
          <Tabs.Panel key={category.roleName} value={category.roleName}>
            <EmptyState
              icon={<IconChartBar size={28} />}
              title={`No ${category.label.toLowerCase()} ranked yet`}
            >
              The leaderboard fills as fishing sessions are logged: every release and harvest earns points for
              the boat, its captain, its mates and its anglers.
            </EmptyState>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
