import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's toast stack, loaded on demand by `ToastsSlot` (ui/toasts.tsx). */
export function ToastsHost() {
  return <Notifications position="bottom-center" limit={3} />;
}
