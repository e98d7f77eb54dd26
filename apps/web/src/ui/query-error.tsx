import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** What a section shows when its data failed to load: the error's message and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message =
    error instanceof Error ? error.message : 'Error connecting to server, please try again later';
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title="Could not load this"
      role="alert"
    >
      {message}
      {onRetry ? (
        <Button variant="subtle" color="red" size="xs" ml="sm" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Alert>
  );
}
