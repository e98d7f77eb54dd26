import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { AppError } from '@tightlines/domain';
import { useState } from 'react';
import { apiRequest } from '../../../api/client';
import { showError, showSuccess } from '../../../ui/feedback';
import { LocalityPicker } from '../../../ui/locality-picker';
import { useT } from '../../../i18n/use-t';
import { specMessage } from '../../../ui/spec-message';

/** Asks a signed-in user without a locality for one (spec §2, §5 "Locality setting needs a locality UUID"). */
export function LocalityModal({
  opened,
  onClose,
  onSaved,
}: {
  opened: boolean;
  onClose(): void;
  /**
   * What goes on once the locality is saved, when an action asked for it (joining a tournament):
   * that action's own dialog follows instead of the saved message.
   */
  onSaved?(): void;
}) {
  const t = useT();
  const [localityUUID, setLocalityUUID] = useState<string | null>(null);
  // The locality shows in the user info (it stops this prompt) and the profile: both refresh.
  const saveLocality = useMutation({
    mutationFn: (uuid: string) =>
      apiRequest('/users/me/locality', { method: 'PUT', body: { localityUUID: uuid } }),
    meta: { changes: ['account'] },
    onSuccess: () => {
      if (onSaved) {
        onSaved();
        return;
      }
      onClose();
      showSuccess(specMessage('localitySaved'));
    },
    onError: () => showError(new AppError('VALIDATION', { key: 'localityNotSaved' })),
  });

  const handleSave = () => {
    if (localityUUID) saveLocality.mutate(localityUUID);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.locality.title')} centered>
      <Stack>
        <Text size="sm">{t('profile.locality.lead')}</Text>
        <LocalityPicker enabled={opened} locality={{ value: localityUUID, onChange: setLocalityUUID }} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('profile.locality.later')}
          </Button>
          <Button onClick={handleSave} disabled={!localityUUID} loading={saveLocality.isPending}>
            {t('profile.locality.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
