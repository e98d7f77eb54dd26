import { ActionIcon, Group, Indicator, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { NotificationDto } from '@tightlines/domain';
import { useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../ui/format-date';
import { notificationTitle } from '../notification-text';

/** One line of the notifications modal: its sentence and date, unread ones marked and markable. */
export function NotificationRow({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: NotificationDto;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const t = useT();
  const unread = !notification.readAt;
  const title = notificationTitle(t, notification);
  return (
    <Group component="li" gap="xs" wrap="nowrap" align="center" data-testid="notification-row">
      <UnstyledButton
        onClick={onOpen}
        style={{ flex: 1, minWidth: 0 }}
        p="xs"
        aria-label={unread ? `${t('notifications.unread')}: ${title}` : title}
      >
        <Group gap="sm" wrap="nowrap">
          <Indicator disabled={!unread} color="ocean" size={8} position="middle-start" aria-hidden>
            <span style={{ display: 'block', width: 8 }} />
          </Indicator>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={unread ? 700 : 400} lineClamp={2}>
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(notification.createdAt)}
            </Text>
          </div>
        </Group>
      </UnstyledButton>
      {unread ? (
        <Tooltip label={t('notifications.markRead')}>
          <ActionIcon
            variant="subtle"
            aria-label={`${t('notifications.markRead')}: ${title}`}
            onClick={onMarkRead}
          >
            <IconCheck size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
