import { IconMap2 } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';

/** /my_fish_logs: the user's map of logs and list of sessions (spec §2 "My Fish Logs"). */
export function MyFishLogsPage() {
  return (
    <>
      <PageHeader
        title="My Fishlogs"
        description="Your fishing sessions and every fish you logged, on the map and in a list."
      />
      <EmptyState icon={<IconMap2 size={28} />} title="You have not logged a session yet">
        Sessions you log with their videos appear here, newest first, with a map of where each fish was
        raised, bitten, released or harvested. Hidden sessions stay visible here only.
      </EmptyState>
    </>
  );
}
