import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { FeatureInProgress } from '../../../ui/feature-in-progress';
import { PageHeader } from '../../../ui/page-header';

/** /create_tournament_team for members: the team registration wizard is being built. */
export function RegisterTeamPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('tournaments.team.title')} />
      <FeatureInProgress
        title={t('tournaments.team.building')}
        action={
          <Button component={Link} to="/tournament" variant="light">
            {t('tournaments.team.seeTournaments')}
          </Button>
        }
      >
        {t('tournaments.team.lead')}
      </FeatureInProgress>
    </>
  );
}
