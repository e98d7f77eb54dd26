import { useMutation } from '@tanstack/react-query';
import type { UnreadCountDto } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';

/** Marks one of the signed-in user's notifications read; answers how many stay unread. */
export function markNotificationRead(id: string): Promise<UnreadCountDto> {
  return apiRequest<UnreadCountDto>(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

/** Marks all of the signed-in user's notifications read. */
export function markAllNotificationsRead(): Promise<UnreadCountDto> {
  return apiRequest<UnreadCountDto>('/notifications/read-all', { method: 'POST' });
}

/** Marking one read; the list and the bell are read again. */
export function useMarkNotificationRead() {
  return useMutation({ mutationFn: markNotificationRead, meta: { changes: ['notifications'] } });
}

/** Marking all read; the list and the bell are read again. */
export function useMarkAllNotificationsRead() {
  return useMutation({ mutationFn: markAllNotificationsRead, meta: { changes: ['notifications'] } });
}
