import { Button, Center, Group, Loader, Modal, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBellOff } from '@tabler/icons-react';
import { MOBILE_BREAKPOINT_PX, NOTIFICATIONS_PAGE_SIZE, type NotificationDto } from '@tightlines/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { EmptyState } from '../../../ui/empty-state';
import { QueryError } from '../../../ui/query-error';
import { useNotifications } from '../hooks/list-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../hooks/mark-read';
import { NotificationDetail } from './notification-detail';
import { NotificationRow } from './notification-row';

/**
 * The notifications modal (spec §2): mine, newest first, 5 a page on a phone and 10 above (spec §9),
 * "More" for the next page; one opens its detail (and is read), or all are marked read at once.
 */
export function NotificationsModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  // Read at once, so the first page is asked for at the size the screen shows.
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, false, {
    getInitialValueInEffect: false,
  });
  const list = useNotifications(phone ? NOTIFICATIONS_PAGE_SIZE.phone : NOTIFICATIONS_PAGE_SIZE.wide);
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();
  const [shown, setShown] = useState<NotificationDto | null>(null);

  const handleOpen = (notification: NotificationDto) => {
    setShown(notification);
    if (!notification.readAt) markOne.mutate(notification.id);
  };

  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unreadCount ?? 0;
  let body;
  if (list.isPending)
    body = (
      <Center py="lg">
        <Loader size="sm" aria-label={t('notifications.loading')} />
      </Center>
    );
  else if (list.isError) body = <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  else if (items.length === 0)
    body = (
      <EmptyState icon={<IconBellOff size={28} />} title={t('notifications.empty')}>
        {t('notifications.emptyText')}
      </EmptyState>
    );
  else
    body = (
      <Stack gap="xs">
        <Stack gap={4} component="ul" role="list" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              onOpen={() => handleOpen(notification)}
              onMarkRead={() => markOne.mutate(notification.id)}
            />
          ))}
        </Stack>
        {list.hasNextPage ? (
          <Center>
            <Button
              variant="subtle"
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {t('notifications.more')}
            </Button>
          </Center>
        ) : null}
      </Stack>
    );

  return (
    <>
      <Modal
        opened={!shown}
        onClose={onClose}
        title={t('notifications.title')}
        size="lg"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('notifications.close') }}
      >
        <Stack>
          {unread > 0 ? (
            <Group justify="space-between">
              <Text size="sm" c="dimmed" aria-live="polite">
                {t('notifications.bell.label', { count: unread })}
              </Text>
              <Button size="xs" variant="light" loading={markAll.isPending} onClick={() => markAll.mutate()}>
                {t('notifications.markAllRead')}
              </Button>
            </Group>
          ) : (
            <VisuallyHidden aria-live="polite">{t('notifications.bell.label', { count: 0 })}</VisuallyHidden>
          )}
          {markAll.isError ? <QueryError error={markAll.error} /> : null}
          {body}
        </Stack>
      </Modal>
      {shown ? (
        <NotificationDetail
          notification={shown}
          fullScreen={phone}
          onBack={() => setShown(null)}
          onLeave={onClose}
        />
      ) : null}
    </>
  );
}
