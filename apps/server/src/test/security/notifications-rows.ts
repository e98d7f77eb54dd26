import type { MatrixRow } from './matrix-row';

/** Notifications (issue 35 point 3): only the recipient reads or marks theirs. */
export const NOTIFICATION_ROWS: MatrixRow[] = [
  {
    method: 'GET',
    url: '/api/notifications',
    access: { kind: 'signed-in' },
    request: () => ({ url: '/api/notifications' }),
  },
  {
    method: 'POST',
    url: '/api/notifications/read-all',
    access: { kind: 'signed-in' },
    request: () => ({ method: 'POST', url: '/api/notifications/read-all' }),
  },
  {
    method: 'POST',
    url: '/api/notifications/:notificationId/read',
    access: {
      kind: 'covered',
      by: "modules/notifications/notifications.test.ts (guest 401, someone else's 404 exactly like a missing one)",
    },
  },
];
