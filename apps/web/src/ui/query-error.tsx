import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useT } from '../i18n/use-t';
import { errorMessage } from './spec-message';

/** What a section shows when its data failed to load: the error's message and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useT();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('ui.queryError.title')}
      role="alert"
    >
      {errorMessage(error)}
      {onRetry ? (
        <Button variant="subtle" color="red" size="xs" ml="sm" onClick={onRetry}>
          {t('ui.queryError.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}
