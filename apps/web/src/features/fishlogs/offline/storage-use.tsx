import { Alert, Text } from '@mantine/core';
import { IconDatabaseExclamation } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';

/** Below this share of the device's quota left free, the page warns before storage runs out. */
const LOW_SHARE = 0.15;
/** …or below this many bytes, whichever is more: a few minutes of phone video. */
const LOW_BYTES = 300 * 1024 * 1024;

export interface StorageEstimate {
  usage: number;
  quota: number;
}

/** Whether the device is about to run out of room for kept sessions. */
export function isStorageLow({ usage, quota }: StorageEstimate): boolean {
  const free = quota - usage;
  return free < Math.max(quota * LOW_SHARE, LOW_BYTES);
}

const megabytes = (bytes: number) => Math.max(0, Math.round(bytes / (1024 * 1024)));

/**
 * How much of this browser's storage the app takes and how much is left (StorageManager's
 * estimate, read again when `watch` changes), with a warning when little is left. Nothing where
 * the browser gives no estimate.
 */
export function StorageUse({ watch }: { watch: unknown }) {
  const t = useT();
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    let current = true;
    void navigator.storage
      ?.estimate?.()
      .then(({ usage, quota }) => {
        if (current && quota) setEstimate({ usage: usage ?? 0, quota });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [watch]);
  if (!estimate) return null;
  const values = { used: megabytes(estimate.usage), free: megabytes(estimate.quota - estimate.usage) };
  if (isStorageLow(estimate)) {
    return (
      <Alert color="orange" variant="light" icon={<IconDatabaseExclamation aria-hidden />} role="alert">
        {t('fishlogs.offline.storageLow', values)}
      </Alert>
    );
  }
  return (
    <Text size="xs" c="dimmed" data-testid="storage-use">
      {t('fishlogs.offline.storage', values)}
    </Text>
  );
}
