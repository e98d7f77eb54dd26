import { IconGavel } from '@tabler/icons-react';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';

/** /judge: the tournaments this judge reviews (spec §2 "Judge screens"). */
export function JudgePage() {
  return (
    <>
      <PageHeader
        title="Judge"
        description="Tournaments you were named judge of, with the videos waiting for your decision."
      />
      <EmptyState icon={<IconGavel size={28} />} title="No tournaments to judge">
        When an organiser names you judge of a tournament it appears here. Open it to watch each catch and
        approve or refuse it until you finish judging and the results become official.
      </EmptyState>
    </>
  );
}
