import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNetwork } from '@mantine/hooks';
import { IconPlus, IconWifiOff } from '@tabler/icons-react';
import { AppError, type Session } from '@tightlines/domain';
import { useState } from 'react';
import { useAuth } from '../../../app/auth/auth-context';
import { useSpecies } from '../../../api/catalogue/list-species';
import { useT } from '../../../i18n/use-t';
import { showError, showSuccess } from '../../../ui/feedback';
import { showOnField } from '../../../ui/field-errors';
import { LocalityPicker } from '../../../ui/locality-picker';
import { useFishingNow } from '../../../api/tournament-catches/tournament-catches';
import { TournamentSessionField } from '../../../ui/tournament-catches';
import { useMyBoats } from '../../../api/users/my-boats';
import { useMyUnits } from '../hooks/my-account';
import { useSaveSession } from '../hooks/session-actions';
import { FishLogFields } from './fish-log-fields';
import { doneMessages } from './labels';
import { TeamMemberPicker } from './team-member-picker';
import type { UploadedVideo } from './video-field';
import {
  emptyLog,
  newLogTime,
  initialSessionValues,
  sessionFormPath,
  sessionFormSchema,
  speciesOffered,
  toLocalInput,
  tournamentSessionWindow,
  toSessionInput,
  type SessionFormValues,
} from './session-form-values';
import { localizedResolver } from '../../../ui/localized-resolver';
import { newCaptureKey, ownerOf, type CapturedSession } from '../offline/captured-sessions';
import { StorageUse } from '../offline/storage-use';
import { useKeepCaptured } from '../offline/use-captured-sessions';

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
    tournamentId: session.tournamentUUID ?? null,
  };
}

/** A waiting session's values in the form: its fish get ids of this page (a reload restarts them). */
function capturedValues(capture: CapturedSession): SessionFormValues {
  return {
    ...capture.values,
    logs: capture.values.logs.map((log) => ({ ...log, id: emptyLog().id })),
  };
}

/**
 * "Log a session" (or edit `session`: its fields, plus any new fish added here). Without a
 * connection a new session is kept on the device, its videos with it, and waits in My Fishlogs
 * to be sent (issue 40); `capture` edits one waiting there.
 */
export function LogSessionModal({
  opened,
  onClose,
  session,
  capture,
}: {
  opened: boolean;
  onClose: () => void;
  session?: Session;
  capture?: CapturedSession;
}) {
  const t = useT();
  const { user } = useAuth();
  const units = useMyUnits();
  const species = useSpecies().data ?? [];
  const boats = useMyBoats().data ?? [];
  const save = useSaveSession(session?.UUID);
  const keep = useKeepCaptured();
  const { online } = useNetwork();
  const [uploads, setUploads] = useState(0);
  const form = useForm<SessionFormValues>({
    mode: 'controlled',
    initialValues: capture ? capturedValues(capture) : valuesOf(session),
    validate: localizedResolver(sessionFormSchema),
  });
  // A new session may be a tournament session (spec §3 isTournamentSession); an edit keeps its tournament.
  const { tournamentId } = form.values;
  const fishingNow = useFishingNow(Boolean(user)).data ?? [];
  const tournament = fishingNow.find((item) => item.UUID === tournamentId) ?? null;
  const offered = speciesOffered(species, tournament?.speciesUUIDs ?? null);

  // Choosing a tournament: the session's times default to its window (unless typed already), and a
  // fish of a species the tournament does not list is asked for again.
  const handleTournament = (id: string | null) => {
    form.setFieldValue('tournamentId', id);
    const chosen = id ? fishingNow.find((item) => item.UUID === id) : undefined;
    if (!chosen) return;
    if (!form.isDirty('startDatetime') && !form.isDirty('finishDatetime')) {
      form.setValues(tournamentSessionWindow(chosen));
    }
    if (chosen.speciesUUIDs.length) {
      form.getValues().logs.forEach((log, index) => {
        if (log.fishUUID && !chosen.speciesUUIDs.includes(log.fishUUID)) {
          form.setFieldValue(`logs.${index}.fishUUID`, null);
        }
      });
    }
  };

  // A finished upload lands on its log by id: if the log was removed meanwhile, on none.
  const setLogVideo = (id: string, video: UploadedVideo | null) => {
    const index = form.getValues().logs.findIndex((log) => log.id === id);
    if (index >= 0) form.setFieldValue(`logs.${index}.video`, video);
  };

  const setLogKept = (id: string, file: File | null) => {
    const index = form.getValues().logs.findIndex((log) => log.id === id);
    if (index >= 0) form.setFieldValue(`logs.${index}.keptVideo`, file);
  };

  // Kept on the device (IndexedDB), to be sent from My Fishlogs once the connection returns.
  const keepOnDevice = (values: SessionFormValues) => {
    if (!user) return;
    keep.mutate(
      {
        key: capture?.key ?? newCaptureKey(),
        owner: ownerOf(user.email),
        capturedAt: capture?.capturedAt ?? new Date().toISOString(),
        values,
        units: { size: units.size, weight: units.weight },
        failure: null,
      },
      {
        onSuccess: () => {
          form.reset();
          onClose();
          showSuccess(t('fishlogs.offline.saved'));
        },
        onError: showError,
      },
    );
  };

  const handleSubmit = (values: SessionFormValues) => {
    const waitsForUpload = values.logs.some((log) => log.keptVideo && !log.video);
    if (!session && (capture || !navigator.onLine || waitsForUpload)) {
      keepOnDevice(values);
      return;
    }
    save.mutate(
      // The tournament is named when the session is logged; an edit keeps its own.
      {
        ...toSessionInput(values, units),
        ...(!session && values.tournamentId ? { tournamentId: values.tournamentId } : {}),
      },
      {
        onSuccess: () => {
          form.reset();
          onClose();
          showSuccess(t(doneMessages.sessionSaved));
        },
        onError: (error) => {
          // The connection dropped while saving a new session: it waits on the device instead.
          if (!session && error instanceof AppError && error.errorCode === 'UNAVAILABLE')
            keepOnDevice(values);
          else showOnField(form, { rename: sessionFormPath })(error);
        },
      },
    );
  };

  const offline = !session && (!online || capture !== undefined);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={session || capture ? t('fishlogs.session.editTitle') : t('fishlogs.logSession')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('fishlogs.close') }}
    >
      <form onSubmit={form.onSubmit(handleSubmit)}>
        <Stack>
          {offline ? (
            <Stack gap={4}>
              {online ? null : (
                <Alert color="blue" variant="light" icon={<IconWifiOff aria-hidden />}>
                  {t('fishlogs.offline.noConnection')}
                </Alert>
              )}
              <StorageUse watch={form.values.logs.length} />
            </Stack>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('fishlogs.session.start')}
              type="datetime-local"
              required
              {...form.getInputProps('startDatetime')}
            />
            <TextInput
              label={t('fishlogs.session.finish')}
              type="datetime-local"
              required
              {...form.getInputProps('finishDatetime')}
            />
            <Select
              label={t('fishlogs.session.style')}
              required
              data={[
                { value: 'Offshore', label: t('fishlogs.style.offshore') },
                { value: 'Nearshore', label: t('fishlogs.style.nearshore') },
              ]}
              {...form.getInputProps('fishingStyle')}
            />
            <Select
              label={t('fishlogs.session.boat')}
              clearable
              placeholder={boats.length ? t('fishlogs.session.chooseBoat') : t('fishlogs.session.noBoats')}
              data={boats.map((boat) => ({ value: boat.boatUUID, label: boat.boatName }))}
              {...form.getInputProps('boatUUID')}
            />
          </SimpleGrid>
          {/* Where the session was fished (optional). */}
          <Group grow gap="xs">
            <LocalityPicker
              clearable
              locality={{
                value: form.values.localityUUID,
                onChange: (localityUUID) => form.setFieldValue('localityUUID', localityUUID),
                error: form.errors.localityUUID,
              }}
            />
          </Group>
          {session ? null : <TournamentSessionField value={tournamentId} onChange={handleTournament} />}
          <TeamMemberPicker
            value={form.values.teamMembers}
            onChange={(members) => form.setFieldValue('teamMembers', members)}
            ownEmail={user?.email}
            error={form.errors.teamMembers}
          />
          {form.values.logs.map((log, index) => (
            <FishLogFields
              key={log.id}
              form={form}
              path={`logs.${index}`}
              name={t('fishlogs.session.fish', { number: index + 1 })}
              log={log}
              species={offered}
              videoRequired={tournamentId !== null}
              units={units}
              onVideo={(video) => setLogVideo(log.id, video)}
              onPosition={({ latitude, longitude }) => {
                form.setFieldValue(`logs.${index}.latitude`, latitude);
                form.setFieldValue(`logs.${index}.longitude`, longitude);
              }}
              onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
              onRemove={() => form.removeListItem('logs', index)}
              {...(session
                ? {}
                : { onKeptVideo: (file: File | null) => setLogKept(log.id, file), keptVideo: log.keptVideo })}
            />
          ))}
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => form.insertListItem('logs', emptyLog(newLogTime(form.getValues())))}
            >
              {t('fishlogs.session.addFish')}
            </Button>
            <Button type="submit" loading={save.isPending || keep.isPending} disabled={uploads > 0}>
              {session ? t('fishlogs.session.save') : t('fishlogs.session.log')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
