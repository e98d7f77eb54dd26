import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { messages } from '@tightlines/domain';
import { useState } from 'react';
import { apiRequest } from '../../../api/client';
import { showError, showSuccess } from '../../../ui/feedback';
import { LocalityPicker } from '../../../ui/locality-picker';
import { useSubmit } from '../../../ui/use-submit';

/** Asks a signed-in user without a locality for one (spec §2, §5 "Locality setting needs a locality UUID"). */
export function LocalityModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const [localityUUID, setLocalityUUID] = useState<string | null>(null);
  const [saving, submit] = useSubmit();
  // The locality shows in the user info (it stops this prompt) and the profile: both refresh.
  const saveLocality = useMutation({
    mutationFn: (uuid: string) =>
      apiRequest('/users/me/locality', { method: 'PUT', body: { localityUUID: uuid } }),
    meta: { changes: ['account'] },
  });

  const handleSave = async () => {
    if (!localityUUID) return;
    await submit(
      async () => {
        await saveLocality.mutateAsync(localityUUID);
        onClose();
        showSuccess(messages.localitySaved);
      },
      { onError: () => showError(new Error(messages.localityNotSaved)) },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Where do you fish?" centered>
      <Stack>
        <Text size="sm">
          Tournaments can be open to some regions only. Tell us your locality so we show the ones you can
          join.
        </Text>
        <LocalityPicker enabled={opened} locality={{ value: localityUUID, onChange: setLocalityUUID }} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Later
          </Button>
          <Button onClick={handleSave} disabled={!localityUUID} loading={saving}>
            Save locality
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
