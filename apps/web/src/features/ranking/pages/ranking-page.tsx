import { useT } from '../../../i18n/use-t';
import { FeatureInProgress } from '../../../ui/feature-in-progress';
import { PageHeader } from '../../../ui/page-header';

/** /ranking: the leaderboard (spec §2 "Ranking"); being built. */
export function RankingPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('ranking.title')} />
      <FeatureInProgress title={t('ranking.building.title')}>{t('ranking.building.text')}</FeatureInProgress>
    </>
  );
}
