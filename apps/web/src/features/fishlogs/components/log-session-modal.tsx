import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { messages, sessionMessages, type Session } from '@tightlines/domain';
import { useState } from 'react';
import { useAuth } from '../../../app/auth/auth-context';
import { useSpecies } from '../../../catalogue/hooks/list-species';
import { showError, showSuccess } from '../../../ui/feedback';
import { useMyBoats, useMyUnits } from '../hooks/my-account';
import { useSaveSession } from '../hooks/session-actions';
import { FishLogFields } from './fish-log-fields';
import { LocalitySelect } from './locality-select';
import { TeamMemberPicker } from './team-member-picker';
import {
  emptyLog,
  initialSessionValues,
  toLocalInput,
  toSessionInput,
  type SessionFormValues,
} from './session-form-values';

const required = (value: unknown) => (value ? null : messages.completeRequiredFields);

function valuesOf(session: Session | undefined): SessionFormValues {
  if (!session) return initialSessionValues();
  return {
    startDatetime: toLocalInput(new Date(session.StartDatetime)),
    finishDatetime: toLocalInput(new Date(session.FinishDatetime)),
    fishingStyle: session.FishingStyle,
    boatUUID: session.boatUUID,
    localityUUID: session.localityUUID,
    // The owner reads their team's UUIDs (e-mails only as each member's privacy shows them), so
    // the current members are sent back by UUID.
    teamMembers: session.TeamMembers.flatMap((member) =>
      member.userUUID || member.email
        ? [
            {
              userUUID: member.userUUID,
              email: member.email,
              name: member.name,
              lastname: member.lastname,
              url: member.url,
            },
          ]
        : [],
    ),
    logs: [],
  };
}

/** "Log a session" (or edit `session`: its fields, plus any new fish added here). */
export function LogSessionModal({
  opened,
  onClose,
  session,
}: {
  opened: boolean;
  onClose: () => void;
  session?: Session;
}) {
  const { user } = useAuth();
  const units = useMyUnits(user?.email).data ?? { size: 1 as const, weight: 4 as const };
  const species = useSpecies().data ?? [];
  const boats = useMyBoats().data ?? [];
  const save = useSaveSession(session?.UUID);
  const [uploads, setUploads] = useState(0);
  const form = useForm<SessionFormValues>({
    mode: 'controlled',
    initialValues: valuesOf(session),
    validate: {
      startDatetime: required,
      finishDatetime: (value, values) =>
        required(value) ??
        (new Date(value) < new Date(values.startDatetime)
          ? 'The session cannot finish before it starts'
          : null),
      fishingStyle: required,
      logs: { fishUUID: required, type: required, logTime: required },
    },
  });

  const handleSubmit = (values: SessionFormValues) =>
    save.mutate(toSessionInput(values, units), {
      onSuccess: () => {
        form.reset();
        onClose();
        showSuccess(sessionMessages.sessionSaved);
      },
      onError: showError,
    });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={session ? 'Edit session' : 'Log a session'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={form.onSubmit(handleSubmit)}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Start"
              type="datetime-local"
              required
              {...form.getInputProps('startDatetime')}
            />
            <TextInput
              label="Finish"
              type="datetime-local"
              required
              {...form.getInputProps('finishDatetime')}
            />
            <Select
              label="Fishing style"
              required
              data={[
                { value: 'Offshore', label: 'Billfish (offshore)' },
                { value: 'Nearshore', label: 'All Species (nearshore)' },
              ]}
              {...form.getInputProps('fishingStyle')}
            />
            <Select
              label="Boat"
              clearable
              placeholder={boats.length ? 'Choose one of your boats' : 'No boats yet'}
              data={boats.map((boat) => ({ value: boat.boatUUID, label: boat.boatName }))}
              {...form.getInputProps('boatUUID')}
            />
          </SimpleGrid>
          <LocalitySelect
            value={form.values.localityUUID}
            onChange={(localityUUID) => form.setFieldValue('localityUUID', localityUUID)}
          />
          <TeamMemberPicker
            value={form.values.teamMembers}
            onChange={(members) => form.setFieldValue('teamMembers', members)}
            ownEmail={user?.email}
          />
          {form.values.logs.map((log, index) => (
            <FishLogFields
              key={form.key(`logs.${index}`)}
              form={form}
              path={`logs.${index}`}
              name={`Fish ${index + 1}`}
              log={log}
              species={species}
              units={units}
              onVideo={(video) => form.setFieldValue(`logs.${index}.video`, video)}
              onPosition={({ latitude, longitude }) => {
                form.setFieldValue(`logs.${index}.latitude`, latitude);
                form.setFieldValue(`logs.${index}.longitude`, longitude);
              }}
              onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
              onRemove={() => form.removeListItem('logs', index)}
            />
          ))}
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('logs', emptyLog())}
            >
              Add a fish
            </Button>
            <Button type="submit" loading={save.isPending} disabled={uploads > 0}>
              {session ? 'Save session' : 'Log session'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
