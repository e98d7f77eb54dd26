import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notificationLink, type NotificationDto } from '@tightlines/domain';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../ui/format-date';
import { ACTION_LABEL, notificationDetail, notificationTitle } from '../notification-text';

/**
 * A notification's detail (spec §2, §3 Notification: an action link plus its content): its
 * sentence, when, what more it says (a refusal's reason) and the link to what it is about.
 * Back returns to the list; following the link leaves both.
 */
export function NotificationDetail({
  notification,
  fullScreen,
  onBack,
  onLeave,
}: {
  notification: NotificationDto;
  fullScreen: boolean;
  onBack: () => void;
  onLeave: () => void;
}) {
  const t = useT();
  const link = notificationLink(notification);
  const more = notificationDetail(notification);
  return (
    <Modal
      opened
      onClose={onBack}
      title={t('notifications.title')}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('notifications.close') }}
    >
      <Stack data-testid="notification-detail">
        <Text fw={700}>{notificationTitle(t, notification)}</Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(notification.createdAt)}
        </Text>
        {more?.text ? (
          <Alert color="red" variant="light" title={more.label ? t(more.label) : undefined}>
            {more.text}
          </Alert>
        ) : null}
        {more?.key ? <Text size="sm">{t(more.key)}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onBack}>
            {t('notifications.back')}
          </Button>
          {link ? (
            <Button component={Link} to={link} onClick={onLeave}>
              {t(ACTION_LABEL[notification.kind])}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
