import '@mantine/notifications/styles.css';
import { Notifications, notifications, type NotificationData } from '@mantine/notifications';

/** Mantine's toast stack, loaded on demand by `ToastsSlot` (ui/toasts.tsx). */
export function ToastsHost() {
  return <Notifications position="bottom-center" limit={3} />;
}

/** Queues a toast in Mantine's store; the stack shows it once mounted. */
export function showQueuedToast(toast: NotificationData): void {
  notifications.show(toast);
}
