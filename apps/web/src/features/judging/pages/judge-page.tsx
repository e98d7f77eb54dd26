import { FeatureInProgress } from '../../../ui/feature-in-progress';
import { PageHeader } from '../../../ui/page-header';

/** /judge: the tournaments this judge reviews (spec §2 "Judge screens"); being built. */
export function JudgePage() {
  return (
    <>
      <PageHeader title="Judge" />
      <FeatureInProgress title="Judging is being built">
        Tournaments you are named judge of will appear here. You will watch each catch on video and approve or
        refuse it until you finish judging and the results become official.
      </FeatureInProgress>
    </>
  );
}
