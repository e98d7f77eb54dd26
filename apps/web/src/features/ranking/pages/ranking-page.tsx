import { FeatureInProgress } from '../../../ui/feature-in-progress';
import { PageHeader } from '../../../ui/page-header';

/** /ranking: the leaderboard (spec §2 "Ranking"); being built. */
export function RankingPage() {
  return (
    <>
      <PageHeader title="Leaderboard" />
      <FeatureInProgress title="The leaderboard is being built">
        The top boats, captains, mates and anglers will be ranked here by the fish they release and land, with
        filters for dates, species, water type and location.
      </FeatureInProgress>
    </>
  );
}
