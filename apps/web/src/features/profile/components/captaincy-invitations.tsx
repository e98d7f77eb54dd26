import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconSailboat } from '@tabler/icons-react';
import { confirmAction } from '../../../ui/confirm';
import { showError } from '../../../ui/feedback';
import { useAnswerCaptaincy, useCaptaincyInvitations } from '../hooks/captaincy';

/**
 * Boats whose owner named the user captain: being named grants nothing until the user accepts here
 * (the invitation e-mail links to this page). Declining asks for confirmation.
 */
export function CaptaincyInvitations() {
  const invitations = useCaptaincyInvitations();
  const answer = useAnswerCaptaincy();
  if (!invitations.data?.length) return null;

  const handleAnswer = async (boatUUID: string, boatName: string, accept: boolean) => {
    if (!accept) {
      const confirmed = await confirmAction({
        title: `Decline captaincy of ${boatName}?`,
        message: 'The owner will have to name you again if you change your mind.',
        confirmLabel: 'Decline',
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
    <Stack gap="xs" aria-label="Captaincy invitations">
      {invitations.data.map((invitation) => (
        <Alert
          key={invitation.boatUUID}
          color="yellow"
          icon={<IconSailboat size={18} aria-hidden />}
          title={`You were named captain of ${invitation.boatName}`}
        >
          <Text size="sm" mb="xs">
            {invitation.ownerName} named you captain. You captain the boat only once you accept.
          </Text>
          <Group gap="xs">
            <Button
              size="xs"
              loading={answer.isPending}
              onClick={() => void handleAnswer(invitation.boatUUID, invitation.boatName, true)}
            >
              Accept captaincy of {invitation.boatName}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={answer.isPending}
              onClick={() => void handleAnswer(invitation.boatUUID, invitation.boatName, false)}
            >
              Decline
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
