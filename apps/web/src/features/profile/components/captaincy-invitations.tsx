import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconSailboat } from '@tabler/icons-react';
import { confirmAction } from '../../../ui/confirm';
import { showError } from '../../../ui/feedback';
import { useAnswerCaptaincy, useCaptaincyInvitations } from '../hooks/captaincy';
import { useT } from '../../../i18n/use-t';

/**
 * Boats whose owner named the user captain: being named grants nothing until the user accepts here
 * (the invitation e-mail links to this page). Declining asks for confirmation.
 */
export function CaptaincyInvitations() {
  const t = useT();
  const invitations = useCaptaincyInvitations();
  const answer = useAnswerCaptaincy();
  if (!invitations.data?.length) return null;

  const handleAnswer = async (boatUUID: string, boatName: string, accept: boolean) => {
    if (!accept) {
      const confirmed = await confirmAction({
        title: t('profile.captaincy.declineTitle', { boat: boatName }),
        message: t('profile.captaincy.declineMessage'),
        confirmLabel: t('profile.captaincy.decline'),
        destructive: true,
      });
      if (!confirmed) return;
    }
    try {
      await answer.mutateAsync({ boatUUID, accept });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Stack gap="xs" aria-label={t('profile.captaincy.label')}>
      {invitations.data.map((invitation) => (
        <Alert
          key={invitation.boatUUID}
          color="yellow"
          icon={<IconSailboat size={18} aria-hidden />}
          title={t('profile.captaincy.namedTitle', { boat: invitation.boatName })}
        >
          <Text size="sm" mb="xs">
            {t('profile.captaincy.namedText', { owner: invitation.ownerName })}
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              loading={answer.isPending}
              onClick={() => void handleAnswer(invitation.boatUUID, invitation.boatName, true)}
            >
              {t('profile.captaincy.accept', { boat: invitation.boatName })}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={answer.isPending}
              onClick={() => void handleAnswer(invitation.boatUUID, invitation.boatName, false)}
            >
              {t('profile.captaincy.decline')}
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
