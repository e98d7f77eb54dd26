import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it has no connection, following it as it changes. */
export function useOffline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
}

/**
 * "Offline — showing what you last saw" (issue 40, ADR 030): above every page while the browser has
 * no connection, since what the pages show then is what the service worker kept when they were last
 * opened. Nothing while online.
 */
export function OfflineNote() {
  const t = useT();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <Alert color="gray" variant="light" icon={<IconWifiOff aria-hidden />} role="status" mb="md">
      {t('pwa.offline.note')}
    </Alert>
  );
}
