import { useQuery } from '@tanstack/react-query';
import { preferredUnits, type Boat, type UserInfo } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';

/** The signed-in user's preferred length and weight units (from their user info). */
export function useMyUnits(email: string | undefined) {
  return useQuery({
    queryKey: ['users', email ?? '', 'info'],
    queryFn: ({ signal }) => apiRequest<UserInfo[]>('/users', { query: { userEmail: email }, signal }),
    enabled: Boolean(email),
    select: (infos) => preferredUnits(infos[0] ?? { sizeId: 1, weightId: 4 }),
  });
}

/** The boats a session may name: the caller's own (GET /api/boats). */
export function useMyBoats() {
  return useQuery({
    queryKey: ['boats', 'mine'],
    queryFn: ({ signal }) => apiRequest<Boat[]>('/boats', { signal }),
    select: (boats) => boats.filter((boat) => boat.isCurrentUserBoat),
  });
}
