import { ActionIcon, Group, NumberInput, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import {
  FISH_LOG_TYPES,
  unitLabel,
  type SizeUnitId,
  type Species,
  type WeightUnitId,
} from '@tightlines/domain';
import { VideoField } from './video-field';
import type { SessionFormValues } from './session-form-values';

/** The fields of one fish log in the session form: species, type, time, measures, position, video. */
export function FishLogFields({
  form,
  index,
  species,
  units,
  onBusyChange,
}: {
  form: UseFormReturnType<SessionFormValues>;
  index: number;
  species: Species[];
  units: { size: SizeUnitId; weight: WeightUnitId };
  onBusyChange: (busy: boolean) => void;
}) {
  const path = (field: string) => `logs.${index}.${field}`;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb="xs">
        <strong>Fish {index + 1}</strong>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove fish ${index + 1}`}
          onClick={() => form.removeListItem('logs', index)}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Species"
          required
          searchable
          data={species.map((item) => ({ value: item.fishUUID, label: item.name }))}
          {...form.getInputProps(path('fishUUID'))}
        />
        <Select label="Type" required data={[...FISH_LOG_TYPES]} {...form.getInputProps(path('type'))} />
        <TextInput label="Time" type="datetime-local" required {...form.getInputProps(path('logTime'))} />
        <NumberInput
          label={`Length (${unitLabel(units.size)})`}
          min={0}
          {...form.getInputProps(path('fishLength'))}
        />
        <NumberInput
          label={`Weight (${unitLabel(units.weight)})`}
          min={0}
          {...form.getInputProps(path('fishWeight'))}
        />
        <Group grow gap="xs">
          <NumberInput
            label="Latitude"
            min={-90}
            max={90}
            decimalScale={5}
            {...form.getInputProps(path('latitude'))}
          />
          <NumberInput
            label="Longitude"
            min={-180}
            max={180}
            decimalScale={5}
            {...form.getInputProps(path('longitude'))}
          />
        </Group>
      </SimpleGrid>
      <VideoField
        label={`Video of fish ${index + 1}`}
        onBusyChange={onBusyChange}
        onUploaded={(video) => form.setFieldValue(path('video'), video)}
      />
    </Paper>
  );
}
