import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileZip, IconHourglass } from '@tabler/icons-react';
import { DATA_EXPORT_DAYS } from '@tightlines/domain';
import { useT } from '../../../i18n/use-t';
import { formatDate, formatDateTime } from '../../../ui/format-date';
import { showError } from '../../../ui/feedback';
import { QueryError } from '../../../ui/query-error';
import { useDataExport, useRequestDataExport } from '../hooks/data-export';

/** A zip's size in megabytes, at least 0.1 so a small one does not read as nothing. */
const megabytes = (bytes: number) => Math.max(0.1, Math.round(bytes / ((1024 * 1024) / 10)) / 10);

/**
 * Edit profile, "Your data" tab (issue 40 point 4): asks for a zip of everything the user owns, says
 * it is being prepared (asking again while it is answers the same one; the panel looks again every
 * few seconds), then offers the download until it expires. The notification and the e-mail that say
 * it is ready link here.
 */
export function DataExportPanel({ email }: { email: string }) {
  const t = useT();
  const state = useDataExport(email);
  const request = useRequestDataExport(email);
  const ask = () => request.mutate(undefined, { onError: showError });

  if (state.isPending) {
    return (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label={t('profile.dataExport.loading')} />
      </Group>
    );
  }
  if (state.isError) return <QueryError error={state.error} onRetry={() => void state.refetch()} />;
  const current = state.data.dataExport;
  return (
    <Stack>
      <Text size="sm">{t('profile.dataExport.what', { days: DATA_EXPORT_DAYS })}</Text>
      {current?.status === 'preparing' ? (
        <Alert
          color="ocean"
          icon={<IconHourglass aria-hidden />}
          title={t('profile.dataExport.preparingTitle')}
        >
          <Text size="sm" role="status">
            {t('profile.dataExport.preparing', { date: formatDateTime(current.requestedAt) })}
          </Text>
        </Alert>
      ) : null}
      {current?.status === 'ready' && current.downloadUrl ? (
        <Alert color="green" icon={<IconFileZip aria-hidden />} title={t('profile.dataExport.readyTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {t('profile.dataExport.ready', {
                size: megabytes(current.sizeBytes ?? 0),
                date: formatDate(current.expiresAt),
              })}
            </Text>
            <Button
              component="a"
              href={current.downloadUrl}
              download
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              {t('profile.dataExport.download')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {current?.status !== 'preparing' ? (
        <Group justify="flex-end">
          <Button variant={current ? 'default' : 'filled'} onClick={ask} loading={request.isPending}>
            {current ? t('profile.dataExport.askAgain') : t('profile.dataExport.ask')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
