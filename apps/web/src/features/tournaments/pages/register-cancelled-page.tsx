import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { PageHeader } from '../../../ui/page-header';
import { specMessage } from '../../../ui/spec-message';
import { loadTeamWizard, saveTeamWizard } from './team-wizard-data';

/**
 * The team registration's register-cancelled route (spec §2): the checkout was cancelled, nothing
 * was registered, and the wizard's data is kept: back in the wizard, it opens on the confirm section.
 */
export function RegisterCancelledPage() {
  const t = useT();
  const kept = loadTeamWizard();
  const back = () => {
    if (kept) saveTeamWizard({ ...kept, section: 3, awaitingPayment: false });
  };
  return (
    <>
      <PageHeader title={t('tournaments.team.title')} />
      <Stack>
        <Alert
          color="gray"
          variant="light"
          icon={<IconCircleX aria-hidden />}
          role="status"
          title={
            <Title order={2} size="h4">
              {t('tournaments.team.cancelledTitle')}
            </Title>
          }
        >
          <Stack gap="xs">
            <Text fw={600}>{specMessage('checkoutCancelled')}</Text>
            <Text size="sm">
              {t(kept ? 'tournaments.team.cancelledKept' : 'tournaments.team.cancelledNothing')}
            </Text>
          </Stack>
        </Alert>
        <Group>
          <Button component={Link} to="/create_tournament_team" onClick={back}>
            {t('tournaments.team.backToWizard')}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
