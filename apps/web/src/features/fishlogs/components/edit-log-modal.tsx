import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FishLog, SizeUnitId, WeightUnitId } from '@tightlines/domain';
import { useState } from 'react';
import { z } from 'zod';
import { useSpecies } from '../../../api/catalogue/list-species';
import { useT } from '../../../i18n/use-t';
import { showSuccess } from '../../../ui/feedback';
import { showOnField } from '../../../ui/field-errors';
import { useEditLog } from '../hooks/session-actions';
import { FishLogFields } from './fish-log-fields';
import { doneMessages } from './labels';
import {
  fishLogFormSchema,
  logFormValues,
  sessionFormPath,
  toFishLogUpdate,
  type FishLogFormValues,
} from './session-form-values';
import { localizedResolver } from '../../../ui/localized-resolver';

const editLogForm = z.object({ log: fishLogFormSchema });
/** The API names the log's own fields (`fishUUID`, `video.key`); the form holds them under `log`. */
const editLogPath = (field: string) => sessionFormPath(`logs.0.${field}`).replace(/^logs\.0\./, 'log.');

/**
 * "Edit fishing log" (spec §2 modals): species, type, time, measures in the user's units, position
 * and a video that replaces the log's own. On a refusal the server's message is shown and the form
 * keeps what was typed.
 */
export function EditLogModal({
  log,
  name,
  units,
  onClose,
}: {
  log: FishLog;
  /** What the log is called on the card: "Fish 2". */
  name: string;
  units: { size: SizeUnitId; weight: WeightUnitId };
  onClose: () => void;
}) {
  const t = useT();
  const species = useSpecies().data ?? [];
  const edit = useEditLog(log.UUID);
  const [uploads, setUploads] = useState(0);
  const form = useForm<{ log: FishLogFormValues }>({
    mode: 'controlled',
    initialValues: { log: logFormValues(log, units) },
    validate: localizedResolver(editLogForm),
  });

  const handleSubmit = ({ log: values }: { log: FishLogFormValues }) =>
    edit.mutate(toFishLogUpdate(values, units), {
      onSuccess: () => {
        onClose();
        showSuccess(t(doneMessages.logSaved));
      },
      onError: showOnField(form, { rename: editLogPath }),
    });

  const videos = log.videoURLs.length;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('fishlogs.editLog.title', { name: name.toLowerCase() })}
      size="xl"
    >
      <form onSubmit={form.onSubmit(handleSubmit)}>
        <Stack>
          <FishLogFields
            form={form}
            path="log"
            name={name}
            log={form.values.log}
            species={species}
            units={units}
            videoLabel={videos ? t('fishlogs.editLog.replaceVideo') : t('fishlogs.editLog.addVideo')}
            onVideo={(video) => form.setFieldValue('log.video', video)}
            onPosition={({ latitude, longitude }) => {
              form.setFieldValue('log.latitude', latitude);
              form.setFieldValue('log.longitude', longitude);
            }}
            onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
          />
          <Text size="sm" c="dimmed">
            {videos ? t('fishlogs.editLog.videos', { count: videos }) : t('fishlogs.editLog.noVideo')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('fishlogs.cancel')}
            </Button>
            <Button type="submit" loading={edit.isPending} disabled={uploads > 0}>
              {t('fishlogs.editLog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
