import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { messages, type Locality, type Region } from '@tightlines/domain';
import { useState } from 'react';
import { apiRequest } from '../../api/client';
import { showError, showSuccess } from '../../ui/feedback';
import { useSubmit } from '../../ui/use-submit';
import { useAuth } from './auth-context';

/** Asks a signed-in user without a locality for one (spec §2, §5 "Locality setting needs a locality UUID"). */
export function LocalityModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const auth = useAuth();
  const [regionName, setRegionName] = useState<string | null>(null);
  const [localityUUID, setLocalityUUID] = useState<string | null>(null);
  const [saving, submit] = useSubmit();
  const regions = useQuery({
    queryKey: ['catalogue', 'regions'],
    queryFn: () => apiRequest<Region[]>('/regions'),
    enabled: opened,
  });
  const localities = useQuery({
    queryKey: ['catalogue', 'localities', regionName],
    queryFn: () => apiRequest<Locality[]>(`/regions/${encodeURIComponent(regionName ?? '')}/localities`),
    enabled: opened && Boolean(regionName),
  });

  const handleSave = async () => {
    if (!localityUUID) return;
    await submit(
      async () => {
        await apiRequest('/users/me/locality', { method: 'PUT', body: { localityUUID } });
        await auth.reloadUser();
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
        <Select
          label="Region"
          searchable
          data={(regions.data ?? []).map((region) => region.regionName)}
          value={regionName}
          onChange={(value) => {
            setRegionName(value);
            setLocalityUUID(null);
          }}
        />
        <Select
          label="Locality"
          searchable
          disabled={!regionName}
          data={(localities.data ?? []).map((locality) => ({
            value: locality.localityUUID,
            label: locality.localityName,
          }))}
          value={localityUUID}
          onChange={setLocalityUUID}
        />
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
