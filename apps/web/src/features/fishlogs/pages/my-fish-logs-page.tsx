import { Button, Center, Group, Skeleton, Stack } from '@mantine/core';
import { IconCalendarOff, IconMap2, IconPlus } from '@tabler/icons-react';
import { decodeUuid } from '@tightlines/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { EmptyState } from '../../../ui/empty-state';
import { preloadModals } from '../../../ui/modals';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-error';
import { LogSessionModal } from '../components/log-session-modal';
import { LogbookMenu } from '../components/logbook-menu';
import { MySessionCard } from '../components/my-session-card';
import { SessionsRangeBar } from '../components/sessions-range-bar';
import { useMySessions } from '../hooks/list-my-sessions';
import { useMyBoats } from '../../../api/users/my-boats';
import { useMyUnits } from '../hooks/my-account';
import { useSpecies } from '../../../api/catalogue/list-species';
import { useFishingNow } from '../../../api/tournament-catches/tournament-catches';
import { useMapConfig } from '../../../api/map-config';
import { useSessionsRange } from '../hooks/use-sessions-range';
import { useCapturedSessions, useSendCaptured } from '../offline/use-captured-sessions';
import { WaitingSessions } from '../offline/waiting-sessions';

// Leaflet is heavy: it loads only when the map is shown.
const LogsMap = lazy(() => import('../components/logs-map').then((m) => ({ default: m.LogsMap })));

/**
 * /my_fish_logs: the user's sessions (spec §2 "My Fish Logs"), hidden ones included, in the range
 * the bar names (the last year of fishing by default, any dates, or all of them), and "Log a session".
 * `?session=<Base64 id>` opens that session's breakdown and scrolls to it. Sessions logged without
 * a connection are listed first, waiting to upload, and sent from here (issue 40).
 */
export function MyFishLogsPage() {
  const t = useT();
  const { range, canPickDays, setRange } = useSessionsRange();
  const sessions = useMySessions(range);
  const units = useMyUnits();
  const [logging, setLogging] = useState(false);
  const mapConfig = useMapConfig();
  // Sessions logged without a connection wait on this device; they are sent from here.
  const captured = useCapturedSessions();
  const waiting = captured.data ?? [];
  const { sending, send } = useSendCaptured(waiting.length);
  // What the session form offers, read now: a session can then be logged once the connection goes.
  useSpecies();
  useMyBoats();
  useFishingNow(true);
  useEffect(preloadModals, []);
  // `?session=` (Base64, as share links write it) names the session to show open: a notification's
  // link to a catch lands on it, its judging and a refusal's reason.
  const [params] = useSearchParams();
  const focusedId = decodeUuid(params.get('session') ?? '');

  const logButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setLogging(true)}>
      {t('fishlogs.logSession')}
    </Button>
  );
  const allButton = (
    <Button variant="light" onClick={() => setRange({ kind: 'all' })}>
      {t('fishlogs.allSessions')}
    </Button>
  );

  let body;
  if (sessions.isPending) body = <Skeleton h={140} radius="lg" />;
  else if (sessions.isError)
    body = <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />;
  else if (sessions.data.sessions.length === 0 && range.kind === 'days')
    body = (
      <EmptyState
        icon={<IconCalendarOff size={28} />}
        title={t('fishlogs.page.noneInDates')}
        action={allButton}
      >
        {t('fishlogs.page.noneInDatesText')}
      </EmptyState>
    );
  else if (sessions.data.sessions.length === 0)
    body = (
      <EmptyState icon={<IconMap2 size={28} />} title={t('fishlogs.page.empty')} action={logButton}>
        {t('fishlogs.page.emptyText')}
      </EmptyState>
    );
  else
    body = (
      // The previous range's sessions stay, faded, until the new range's arrive.
      <Stack
        aria-busy={sessions.isPlaceholderData}
        style={{ opacity: sessions.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {mapConfig.data ? (
          <Suspense fallback={<Skeleton h={360} radius="lg" />}>
            <LogsMap sessions={sessions.data.sessions} config={mapConfig.data} />
          </Suspense>
        ) : null}
        {sessions.data.sessions.map((session) => (
          <MySessionCard
            key={session.UUID}
            session={session}
            units={units}
            focused={session.UUID === focusedId}
          />
        ))}
        {sessions.hasNextPage ? (
          <Center>
            <Button
              variant="subtle"
              loading={sessions.isFetchingNextPage}
              onClick={() => void sessions.fetchNextPage()}
            >
              {t('fishlogs.page.older')}
            </Button>
          </Center>
        ) : null}
      </Stack>
    );

  // Until the first page arrives nobody knows whether there is any session to range over.
  const hasSessions = sessions.isSuccess && (sessions.data.sessions.length > 0 || range.kind === 'days');
  return (
    <>
      <PageHeader
        title={t('fishlogs.page.title')}
        description={t('fishlogs.page.description')}
        actions={
          sessions.isSuccess ? (
            <Group gap="xs">
              <LogbookMenu range={range} />
              {hasSessions ? logButton : null}
            </Group>
          ) : undefined
        }
      />
      <Stack>
        <WaitingSessions captures={waiting} sending={sending} onSend={(capture) => void send(capture)} />
        {hasSessions ? (
          <SessionsRangeBar
            range={range}
            window={sessions.data?.window}
            canPickDays={canPickDays}
            onChange={setRange}
          />
        ) : null}
        {body}
      </Stack>
      {logging ? <LogSessionModal opened onClose={() => setLogging(false)} /> : null}
    </>
  );
}
