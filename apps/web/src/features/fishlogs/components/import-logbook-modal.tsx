import { Alert, Button, FileInput, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { LOGBOOK_MAX_MB, type LogbookPreview } from '@tightlines/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { showSuccess } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format-date';
import { errorMessage, specMessage } from '../../../ui/spec-message';
import { useImportLogbook, usePreviewLogbook } from '../hooks/logbook';

/**
 * Import a logbook (issue 40 point 3): the user picks a CSV or GPX file, sees what it would log and
 * every row it cannot (with the reason), and confirms; nothing is saved before, and a file with an
 * error logs nothing. The rows are judged by the server, with the rules a session logged by hand has.
 */
export function ImportLogbookModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreviewLogbook();
  const importing = useImportLogbook();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    importing.reset();
    if (chosen) preview.mutate(chosen);
    else preview.reset();
  };
  const handleImport = () => {
    if (!file) return;
    importing.mutate(file, {
      onSuccess: (result) => {
        showSuccess(
          t('fishlogs.logbook.imported', { sessions: result.sessionUUIDs.length, logs: result.logCount }),
        );
        choose(null);
        onClose();
      },
    });
  };
  const shown = preview.data;
  const canImport = Boolean(file && shown && shown.errors.length === 0 && !preview.isPending);

  return (
    <Modal opened={opened} onClose={onClose} title={t('fishlogs.logbook.importTitle')} size="lg">
      <Stack>
        <Text size="sm">{t('fishlogs.logbook.importHelp', { maximum: LOGBOOK_MAX_MB })}</Text>
        <FileInput
          label={t('fishlogs.logbook.file')}
          placeholder={t('fishlogs.logbook.filePlaceholder')}
          accept=".csv,.gpx,text/csv,application/gpx+xml"
          value={file}
          onChange={choose}
          clearable
          disabled={importing.isPending}
        />
        {preview.isPending ? (
          <Text size="sm" role="status">
            {t('fishlogs.logbook.reading')}
          </Text>
        ) : null}
        {preview.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(preview.error)}
          </Alert>
        ) : null}
        {shown ? <PreviewOf preview={shown} /> : null}
        {importing.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(importing.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('fishlogs.cancel')}
          </Button>
          <Button onClick={handleImport} disabled={!canImport} loading={importing.isPending}>
            {shown && canImport
              ? t('fishlogs.logbook.confirm', { count: shown.sessions.length })
              : t('fishlogs.logbook.import')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** What the file would log, session by session, and each row it cannot, with its line and column. */
function PreviewOf({ preview }: { preview: LogbookPreview }) {
  const t = useT();
  const rowLabel = (row: number) =>
    preview.format === 'csv' ? t('fishlogs.logbook.line', { row }) : t('fishlogs.logbook.point', { row });
  return (
    <Stack gap="sm">
      <Text fw={600} role="status">
        {t('fishlogs.logbook.summary', { sessions: preview.sessions.length, logs: preview.logCount })}
      </Text>
      {preview.errors.length > 0 ? (
        <Alert color="red" title={t('fishlogs.logbook.errorsTitle', { count: preview.errors.length })}>
          <Stack gap="xs">
            <Text size="sm">{specMessage('logbookHasErrors')}</Text>
            <List size="sm" aria-label={t('fishlogs.logbook.errorsLabel')}>
              {preview.errors.map((error) => (
                <List.Item key={`${error.row}-${error.column}-${error.key}`}>
                  {rowLabel(error.row)} · {error.column}:{' '}
                  {specMessage({ key: error.key as never, values: error.values })}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={420}>
        <Table striped aria-label={t('fishlogs.logbook.sessionsLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fishlogs.session.start')}</Table.Th>
              <Table.Th>{t('fishlogs.session.style')}</Table.Th>
              <Table.Th>{t('fishlogs.session.boat')}</Table.Th>
              <Table.Th>{t('fishlogs.logbook.fish')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.sessions.map((session) => (
              <Table.Tr key={session.row}>
                <Table.Td>
                  {session.startDatetime ? formatDateTime(session.startDatetime) : rowLabel(session.row)}
                </Table.Td>
                <Table.Td>{session.fishingStyle}</Table.Td>
                <Table.Td>{session.boatName ?? '—'}</Table.Td>
                <Table.Td>
                  {session.logs.length === 0 ? '—' : session.logs.map((log) => log.fishName).join(', ')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
