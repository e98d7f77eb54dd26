import { useT } from '../../../i18n/use-t';
import { FeatureInProgress } from '../../../ui/feature-in-progress';
import { PageHeader } from '../../../ui/page-header';

/** /judge: the tournaments this judge reviews (spec §2 "Judge screens"); being built. */
export function JudgePage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('judging.title')} />
      <FeatureInProgress title={t('judging.building.title')}>{t('judging.building.text')}</FeatureInProgress>
    </>
  );
}
