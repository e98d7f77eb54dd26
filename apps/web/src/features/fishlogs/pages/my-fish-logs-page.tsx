import { Button, Center, Skeleton, Stack } from '@mantine/core';
import { IconMap2, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-error';
import { LogSessionModal } from '../components/log-session-modal';
import { MySessionCard } from '../components/my-session-card';
import { useMyUnits } from '../hooks/my-account';
import { useMySessions } from '../hooks/list-my-sessions';
import { useMapConfig } from '../hooks/map-config';

// Leaflet is heavy: it loads only when the map is shown.
const LogsMap = lazy(() => import('../components/logs-map').then((m) => ({ default: m.LogsMap })));

/** /my_fish_logs: the user's sessions (spec §2 "My Fish Logs"), hidden ones included, and "Log a session". */
export function MyFishLogsPage() {
  const sessions = useMySessions();
  const units = useMyUnits();
  const [logging, setLogging] = useState(false);
  const mapConfig = useMapConfig();

  const logButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setLogging(true)}>
      Log a session
    </Button>
  );

  let body;
  if (sessions.isPending) body = <Skeleton h={140} radius="lg" />;
  else if (sessions.isError)
    body = <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />;
  else if (sessions.data.length === 0)
    body = (
      <EmptyState icon={<IconMap2 size={28} />} title="You have not logged a session yet" action={logButton}>
        Sessions you log with their videos appear here, newest first, with the fish you raised, bit, released
        or harvested. Hidden sessions stay visible here only.
      </EmptyState>
    );
  else
    body = (
      <Stack>
        {mapConfig.data ? (
          <Suspense fallback={<Skeleton h={360} radius="lg" />}>
            <LogsMap sessions={sessions.data} config={mapConfig.data} />
          </Suspense>
        ) : null}
        {sessions.data.map((session) => (
          <MySessionCard key={session.UUID} session={session} units={units} />
        ))}
        {sessions.hasNextPage ? (
          <Center>
            <Button
              variant="subtle"
              loading={sessions.isFetchingNextPage}
              onClick={() => void sessions.fetchNextPage()}
            >
              Older sessions
            </Button>
          </Center>
        ) : null}
      </Stack>
    );

  return (
    <>
      <PageHeader
        title="My Fishlogs"
        description="Your fishing sessions and every fish you logged."
        actions={sessions.isSuccess && sessions.data.length > 0 ? logButton : undefined}
      />
      {body}
      {logging ? <LogSessionModal opened onClose={() => setLogging(false)} /> : null}
    </>
  );
}
