import { Button, Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { Fragment, lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context';
import { EmptyState } from '../../../ui/empty-state';
import { QueryError } from '../../../ui/query-error';
import { useHomeSessions } from '../hooks/list-home-sessions';
import { SessionCard } from './session-card';
import { useT } from '../../../i18n/use-t';
import { LazyRankingWidget } from '../../../ui/ranking/lazy-ranking-widget';

/** The days a feed without FILTER_UNLIMITED_DATE_RANGE covers: spec §6's Weekly window. */
const FEED_DAYS = 7;

// A shared session's modal loads only with a shared link.
const SharedSessionModal = lazy(() =>
  import('./shared-session-modal').then((m) => ({ default: m.SharedSessionModal })),
);

/**
 * The home feed (spec §2): newest sessions first, the next page loading as the end comes into view,
 * and the year's top boats after the third card (or the last).
 */
export function HomeFeed() {
  const [params] = useSearchParams();
  return (
    <>
      {params.has('session') ? (
        <Suspense fallback={null}>
          <SharedSessionModal />
        </Suspense>
      ) : null}
      <FeedList />
    </>
  );
}

function FeedList() {
  const t = useT();
  const feed = useHomeSessions();
  // A page of cards is rendered as deferred work, which React slices, so a phone keeps answering
  // taps meanwhile (the loading cards stay until it is done).
  const sessions = useDeferredValue(feed.data);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  // The end of the list mounts with the first page: held in state (a callback ref), so the observer
  // is set up when it appears, not only when paging changes.
  const [end, setEnd] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    // A failed page waits for "Try again": scrolling must not retry it in a loop.
    if (!end || !hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [end, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const loading = (
    <Stack aria-busy="true" aria-label={t('home.feed.loading')}>
      <Skeleton h={220} radius="lg" />
      <Skeleton h={220} radius="lg" />
    </Stack>
  );
  if (feed.isPending) return loading;
  if (feed.isError) return <QueryError error={feed.error} onRetry={() => void feed.refetch()} />;
  if (sessions === undefined) return loading;
  if (sessions.length === 0) {
    return (
      <Stack>
        <EmptyState icon={<IconVideo size={28} />} title={t('home.feed.emptyTitle')}>
          {t('home.feed.emptyText')}
        </EmptyState>
        <RankingSlot />
      </Stack>
    );
  }
  return (
    <Stack>
      {sessions.map((session, index) => (
        <Fragment key={session.UUID}>
          <SessionCard session={session} />
          {index === Math.min(3, sessions.length) - 1 ? <RankingSlot /> : null}
        </Fragment>
      ))}
      <div ref={setEnd} />
      {isFetchingNextPage ? (
        <Center>
          <Loader size="sm" aria-label={t('home.feed.loadingMore')} />
        </Center>
      ) : null}
      {isFetchNextPageError ? (
        <QueryError error={new Error(t('home.feed.pageError'))} onRetry={() => void fetchNextPage()} />
      ) : hasNextPage && !isFetchingNextPage ? (
        // More loads by itself as the end comes into view; the button is there for keyboards and
        // screen readers, which do not scroll the end into view to ask.
        <Center>
          <Button variant="subtle" onClick={() => void fetchNextPage()}>
            {t('home.feed.loadMore')}
          </Button>
        </Center>
      ) : null}
      {/* The end is told once the last page's cards are drawn, not while their deferred render runs. */}
      {!hasNextPage && sessions === feed.data ? <FeedEnd /> : null}
    </Stack>
  );
}

/** The end of the feed, so the reader knows there is nothing more rather than something broken. */
function FeedEnd() {
  // Without FILTER_UNLIMITED_DATE_RANGE (guests included) the feed covers the last 7 days (spec §6).
  const t = useT();
  const unlimited = useAuth().hasPermission('FILTER_UNLIMITED_DATE_RANGE');
  return (
    <Text ta="center" c="dimmed" size="sm" py="md">
      {unlimited ? t('home.feed.endAll') : t('home.feed.endWeek', { days: FEED_DAYS })}
    </Text>
  );
}

/** The leaderboard's place: an empty box until it comes within 200 px of the screen, then the widget. */
function RankingSlot() {
  const [near, setNear] = useState(false);
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    // As the feed's own end: without an observer (no browser lacks one) it waits.
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [box]);
  return near ? (
    <Suspense fallback={<Skeleton h={320} radius="lg" />}>
      <LazyRankingWidget />
    </Suspense>
  ) : (
    <div ref={setBox} style={{ minHeight: 320 }} />
  );
}
