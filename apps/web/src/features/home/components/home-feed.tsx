import { Button, Center, Loader, Skeleton, Stack } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useRef } from 'react';
import { EmptyState } from '../../../ui/empty-state';
import { QueryError } from '../../../ui/query-error';
import { useHomeSessions } from '../hooks/list-home-sessions';
import { SessionCard } from './session-card';
import { SharedSessionModal } from './shared-session-modal';

/** The home feed (spec §2): newest sessions first, the next page loading as the end comes into view. */
export function HomeFeed() {
  return (
    <>
      <SharedSessionModal />
      <FeedList />
    </>
  );
}

function FeedList() {
  const feed = useHomeSessions();
  // A page of session cards is a lot to render at once on a slow phone: rendering it as deferred
  // work lets React slice it and keep answering taps (the home route's TBT, issue 7).
  const sessions = useDeferredValue(feed.data);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const loading = (
    <Stack aria-busy="true" aria-label="Loading fishing sessions">
      <Skeleton h={220} radius="lg" />
      <Skeleton h={220} radius="lg" />
    </Stack>
  );
  if (feed.isPending) return loading;
  if (feed.isError) return <QueryError error={feed.error} onRetry={() => void feed.refetch()} />;
  // The first page has arrived; its deferred render is under way.
  if (sessions === undefined) return loading;
  if (sessions.length === 0) {
    return (
      <EmptyState icon={<IconVideo size={28} />} title="No fishing sessions yet">
        Sessions logged by anglers, mates, captains and boats appear here, newest first, with their videos,
        catches and weather.
      </EmptyState>
    );
  }
  return (
    <Stack>
      {sessions.map((session) => (
        <SessionCard key={session.UUID} session={session} />
      ))}
      <div ref={sentinel} />
      {isFetchingNextPage ? (
        <Center>
          <Loader size="sm" aria-label="Loading more sessions" />
        </Center>
      ) : null}
      {hasNextPage && !isFetchingNextPage ? (
        <Center>
          <Button variant="subtle" onClick={() => void fetchNextPage()}>
            Load more sessions
          </Button>
        </Center>
      ) : null}
      {feed.isFetchNextPageError ? (
        <QueryError error={new Error('Error loading the fishlogs')} onRetry={() => void fetchNextPage()} />
      ) : null}
    </Stack>
  );
}
