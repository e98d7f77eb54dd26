import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { USER_SEARCH_MIN_LENGTH, USER_SEARCH_PAGE_SIZE, type UserCard } from '@tightlines/domain';
import { apiRequest } from '../../../../api/client';
import { queryKeys } from '../../../../api/query-keys';

/** Spec §7 users list (judge search size 5): people whose name or e-mail starts with `searchText`. */
function fetchPeople(searchText: string, limit: number, signal?: AbortSignal): Promise<UserCard[]> {
  return apiRequest<UserCard[]>('/users/list', {
    query: { searchText, offset: 0, limit, orderValue: 'username', direction: 'asc' },
    signal,
  });
}

/** Up to 5 people for the judge search, leaving out those `ignore` says are chosen already. */
export function useJudgeSearch(searchText: string, ignore: (card: UserCard) => boolean, extra: number) {
  const text = searchText.trim();
  const limit = USER_SEARCH_PAGE_SIZE + extra;
  const active = text.length >= USER_SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: queryKeys.users.search(text, limit),
    queryFn: ({ signal }) => fetchPeople(text, limit, signal),
    enabled: active,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const people = active
    ? (query.data ?? []).filter((card) => !ignore(card)).slice(0, USER_SEARCH_PAGE_SIZE)
    : [];
  return { people, searching: active && query.isFetching, active };
}
