import { useQueryClient } from '@tanstack/react-query';
import { applyUserStreamEvent, type UserStreamEvent } from './data-changes';
import { useEventStream } from './event-stream';

const EVENTS: readonly UserStreamEvent[] = ['refresh', 'notification', 'unread'];

/**
 * The signed-in tab's one live stream (issue 35 point 4), mounted once by the layout: its events
 * keep the bell's count and the notifications fresh through `applyUserStreamEvent`. Renders nothing.
 */
export function LiveUserEvents() {
  const queryClient = useQueryClient();
  useEventStream(
    '/events',
    Object.fromEntries(
      EVENTS.map((event) => [
        event,
        (data: unknown) => applyUserStreamEvent(queryClient, event, data as { unreadCount: number }),
      ]),
    ),
  );
  return null;
}
