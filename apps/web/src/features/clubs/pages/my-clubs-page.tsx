import { IconUsersGroup } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';

/** /myclubs: the user's clubs and the clubs not yet followed (spec §2). */
export function MyClubsPage() {
  return (
    <>
      <PageHeader title="My Clubs" description="The clubs you belong to, and clubs you can follow or join." />
      <EmptyState icon={<IconUsersGroup size={28} />} title="You are not in a club yet">
        Clubs you join appear here with their members-only tournaments. Join and leave requests are processed
        by the club, and you are told when they are.
      </EmptyState>
    </>
  );
}
