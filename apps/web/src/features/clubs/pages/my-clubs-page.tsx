import { useT } from '../../../i18n/use-t';
import { FeatureInProgress } from '../../../ui/feature-in-progress';
import { PageHeader } from '../../../ui/page-header';

/** /myclubs: the user's clubs and the clubs not yet followed (spec §2); being built. */
export function MyClubsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('clubs.title')} />
      <FeatureInProgress title={t('clubs.building.title')}>{t('clubs.building.text')}</FeatureInProgress>
    </>
  );
}
