import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconMapPin, IconTrash } from '@tabler/icons-react';
import {
  FISH_LOG_TYPES,
  unitLabel,
  type SizeUnitId,
  type Species,
  type WeightUnitId,
} from '@tightlines/domain';
import { lazy, Suspense, useState } from 'react';
import { useMapConfig } from '../../../api/map-config';
import { useT } from '../../../i18n/use-t';
import { fishLogTypeLabel } from './labels';
import type { Position } from './position-picker';
import type { FishLogFormValues } from './session-form-values';
import { VideoField, type UploadedVideo } from './video-field';

// Leaflet loads only when someone opens the map to pick a position.
const PositionPicker = lazy(() =>
  import('./position-picker').then((module) => ({ default: module.PositionPicker })),
);

/**
 * The fields of one fish log: species, type, time, measures in the user's units, a position typed
 * or picked on the map, and a video. `path` names the log inside `form` (`logs.0`, `log`…).
 */
export function FishLogFields<Values>({
  form,
  path,
  name,
  log,
  species,
  units,
  onVideo,
  onPosition,
  onBusyChange,
  onRemove,
  videoLabel,
  videoRequired = false,
  onKeptVideo,
  keptVideo = null,
}: {
  form: UseFormReturnType<Values>;
  path: string;
  /** What the log is called in labels: "Fish 1". */
  name: string;
  /** The log's current values (to place the map marker). */
  log: FishLogFormValues;
  species: Species[];
  units: { size: SizeUnitId; weight: WeightUnitId };
  onVideo: (video: UploadedVideo | null) => void;
  onPosition: (position: Position) => void;
  onBusyChange: (busy: boolean) => void;
  onRemove?: () => void;
  videoLabel?: string;
  /** A tournament catch needs its video (issue 31): the field says so before the form is saved. */
  videoRequired?: boolean;
  /** A new session's fish: a video picked without a connection is kept on the device (issue 40). */
  onKeptVideo?: (file: File | null) => void;
  keptVideo?: File | null;
}) {
  const t = useT();
  const field = (key: keyof FishLogFormValues) => `${path}.${key}`;
  const [picking, setPicking] = useState(false);
  const mapConfig = useMapConfig();
  const position =
    typeof log.latitude === 'number' && typeof log.longitude === 'number'
      ? { latitude: log.latitude, longitude: log.longitude }
      : null;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" mb="xs">
        <strong>{name}</strong>
        {onRemove ? (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('fishlogs.remove', { name: name.toLowerCase() })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('fishlogs.fish.species')}
          required
          searchable
          data={species.map((item) => ({ value: item.fishUUID, label: item.name }))}
          {...form.getInputProps(field('fishUUID'))}
        />
        <Select
          label={t('fishlogs.fish.type')}
          required
          data={FISH_LOG_TYPES.map((type) => ({ value: type, label: fishLogTypeLabel(type, t) }))}
          {...form.getInputProps(field('type'))}
        />
        <TextInput
          label={t('fishlogs.fish.time')}
          type="datetime-local"
          required
          {...form.getInputProps(field('logTime'))}
        />
        {/* Out-of-range values stay as typed and the form says why: never pulled into range on blur. */}
        <NumberInput
          clampBehavior="none"
          label={t('fishlogs.fish.length', { unit: unitLabel(units.size) })}
          min={0}
          {...form.getInputProps(field('fishLength'))}
        />
        <NumberInput
          clampBehavior="none"
          label={t('fishlogs.fish.weight', { unit: unitLabel(units.weight) })}
          min={0}
          {...form.getInputProps(field('fishWeight'))}
        />
        <Group grow gap="xs">
          <NumberInput
            clampBehavior="none"
            label={t('fishlogs.fish.latitude')}
            min={-90}
            max={90}
            decimalScale={5}
            {...form.getInputProps(field('latitude'))}
          />
          <NumberInput
            clampBehavior="none"
            label={t('fishlogs.fish.longitude')}
            min={-180}
            max={180}
            decimalScale={5}
            {...form.getInputProps(field('longitude'))}
          />
        </Group>
      </SimpleGrid>
      <Stack gap="xs" mt="xs">
        <Group>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconMapPin size={14} aria-hidden />}
            aria-expanded={picking}
            onClick={() => setPicking((open) => !open)}
          >
            {picking ? t('fishlogs.fish.hideMap') : t('fishlogs.fish.pickOnMap')}
          </Button>
        </Group>
        {picking && mapConfig.data ? (
          <Suspense fallback={<Skeleton h={240} radius="md" />}>
            <PositionPicker
              config={mapConfig.data}
              value={position}
              label={t('fishlogs.fish.mapLabel', { name: name.toLowerCase() })}
              onPick={onPosition}
            />
          </Suspense>
        ) : null}
        <VideoField
          label={videoLabel ?? t('fishlogs.fish.video', { name: name.toLowerCase() })}
          onBusyChange={onBusyChange}
          onUploaded={onVideo}
          refused={form.errors[field('video')]}
          required={videoRequired}
          onKept={onKeptVideo}
          kept={keptVideo}
        />
      </Stack>
    </Paper>
  );
}
