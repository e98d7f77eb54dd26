import { ActionIcon, Indicator, UnstyledButton, Group, Badge } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { loadCatalogues } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { useUnreadCount } from '../hooks/list-notifications';

// The modals (and their messages) load when the bell is first pressed.
const NotificationsModal = lazy(() =>
  Promise.all([import('./notifications-modal'), loadCatalogues(['onDemand'])]).then(([m]) => ({
    default: m.NotificationsModal,
  })),
);

/** The bell in the navigation bar: the unread count, read out as "3 unread notifications". */
export function NotificationBell({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const count = useUnreadCount().data ?? 0;
  return (
    <ActionIcon
      variant="transparent"
      color="white"
      size="lg"
      aria-label={t('notifications.bell.label', { count })}
      aria-haspopup="dialog"
      onClick={onOpen}
      data-testid="notification-bell"
    >
      <Indicator
        label={count > 99 ? '99+' : count}
        disabled={count === 0}
        size={16}
        color="red"
        offset={2}
        aria-hidden
      >
        <IconBell size={22} aria-hidden />
      </Indicator>
    </ActionIcon>
  );
}

/** The phone drawer's entry: the same count, opening the same modal. */
export function NotificationsDrawerItem({ onOpen, className }: { onOpen: () => void; className?: string }) {
  const t = useT();
  const count = useUnreadCount().data ?? 0;
  return (
    <UnstyledButton
      className={className}
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={t('notifications.bell.label', { count })}
    >
      <Group gap="xs" wrap="nowrap">
        <IconBell size={18} aria-hidden />
        <span>{t('notifications.bell.title')}</span>
        {count > 0 ? (
          <Badge color="red" size="sm" circle aria-hidden>
            {count > 99 ? '99+' : count}
          </Badge>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}

/** The notifications modal, mounted (and its code fetched) once it is first opened. */
export function NotificationsHost({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsModal onClose={onClose} />
    </Suspense>
  );
}
