import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { confirmAction } from '../../../ui/confirm';
import { formatDateTime } from '../../../ui/format-date';
import { specMessage } from '../../../ui/spec-message';
import { LogSessionModal } from '../components/log-session-modal';
import type { CapturedSession } from './captured-sessions';
import { StorageUse } from './storage-use';
import { useRemoveCaptured } from './use-captured-sessions';

/**
 * My Fishlogs' sessions logged without a connection, kept on this device: each "waiting to upload"
 * (or being sent, or why its last send failed, with a retry), editable and removable; and how much
 * of the device's storage they take, with a warning before it runs out.
 */
export function WaitingSessions({
  captures,
  sending,
  onSend,
}: {
  captures: CapturedSession[];
  sending: ReadonlySet<string>;
  onSend: (capture: CapturedSession) => void;
}) {
  const t = useT();
  if (!captures.length) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="waiting-sessions-title">
      <Title order={2} size="h4" id="waiting-sessions-title">
        {t('fishlogs.offline.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('fishlogs.offline.description')}
      </Text>
      <StorageUse watch={captures.length} />
      {captures.map((capture) => (
        <WaitingSession
          key={capture.key}
          capture={capture}
          sending={sending.has(capture.key)}
          onSend={() => onSend(capture)}
        />
      ))}
    </Stack>
  );
}

function WaitingSession({
  capture,
  sending,
  onSend,
}: {
  capture: CapturedSession;
  sending: boolean;
  onSend: () => void;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const remove = useRemoveCaptured();
  const when = formatDateTime(new Date(capture.values.startDatetime).toISOString());
  const videos = capture.values.logs.filter((log) => log.keptVideo || log.video).length;

  const handleRemove = async () => {
    const confirmed = await confirmAction({
      title: t('fishlogs.offline.removeTitle'),
      message: t('fishlogs.offline.removeText'),
      confirmLabel: t('fishlogs.offline.remove'),
      destructive: true,
    });
    if (confirmed) remove.mutate(capture.key);
  };

  let state;
  if (sending) state = <Badge color="blue">{t('fishlogs.offline.sending')}</Badge>;
  else if (capture.failure) state = <Badge color="red">{t('fishlogs.offline.failed')}</Badge>;
  else state = <Badge color="gray">{t('fishlogs.offline.waiting')}</Badge>;

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-label={t('fishlogs.offline.itemLabel', { when })}
      data-testid="waiting-session"
    >
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {when}
          </Title>
          <div role="status">{state}</div>
        </Group>
        <Text size="sm">{t('fishlogs.offline.contents', { fish: capture.values.logs.length, videos })}</Text>
        {capture.failure && !sending ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {specMessage(capture.failure)}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconCloudUpload size={14} aria-hidden />}
            loading={sending}
            onClick={onSend}
          >
            {capture.failure ? t('fishlogs.offline.retry') : t('fishlogs.offline.sendNow')}
          </Button>
          <Button size="xs" variant="light" disabled={sending} onClick={() => setEditing(true)}>
            {t('fishlogs.edit')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            disabled={sending}
            onClick={() => void handleRemove()}
          >
            {t('fishlogs.offline.remove')}
          </Button>
        </Group>
      </Stack>
      {editing ? <LogSessionModal opened onClose={() => setEditing(false)} capture={capture} /> : null}
    </Paper>
  );
}
