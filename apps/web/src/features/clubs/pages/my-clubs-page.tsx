import { FeatureInProgress } from '../../../ui/feature-in-progress';
import { PageHeader } from '../../../ui/page-header';

/** /myclubs: the user's clubs and the clubs not yet followed (spec §2); being built. */
export function MyClubsPage() {
  return (
    <>
      <PageHeader title="My Clubs" />
      <FeatureInProgress title="Clubs are being built">
        You will see the clubs you belong to here, discover clubs to follow or join, and fish their
        members-only tournaments. No club can be joined yet.
      </FeatureInProgress>
    </>
  );
}
