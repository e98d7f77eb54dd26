import { Alert, Button } from '@mantine/core';
import type { AppError } from '@tightlines/domain';
import { IconAlertTriangle, IconHourglass, IconWifiOff } from '@tabler/icons-react';
import { useT } from '../i18n/use-t';
import { errorMessage } from './spec-message';

/**
 * What a section shows when its data failed to load: the error's message and a retry. Too many
 * requests (429) is no fault of the reader's: it asks for a moment, in the calm brand blue rather than
 * red, and offers the same retry.
 */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  const busy = isRateLimited(error);
  // Offline, a page whose data the service worker never kept (ADR 030) waits for the connection.
  const offline = isUnreachable(error) && typeof navigator !== 'undefined' && !navigator.onLine;
  const color = busy ? 'ocean' : offline ? 'gray' : 'red';
  return (
    <Alert
      color={color}
      variant="light"
      icon={
        busy ? (
          <IconHourglass aria-hidden />
        ) : offline ? (
          <IconWifiOff aria-hidden />
        ) : (
          <IconAlertTriangle aria-hidden />
        )
      }
      title={t(
        busy ? 'ui.queryError.busyTitle' : offline ? 'ui.queryError.offlineTitle' : 'ui.queryError.title',
      )}
      role="alert"
    >
      {offline ? t('ui.queryError.offline') : errorMessage(error)}
      {onRetry ? (
        <Button variant="subtle" color={color} size="xs" ml="sm" onClick={onRetry}>
          {t('ui.queryError.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}

// By its shape, not `instanceof`: the class stays in the API client's chunk.
const isRateLimited = (error: unknown) =>
  error instanceof Error && (error as Partial<AppError>).errorCode === 'RATE_LIMITED';
const isUnreachable = (error: unknown) =>
  error instanceof Error && (error as Partial<AppError>).errorCode === 'UNAVAILABLE';
