import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SEARCH_MIN_LENGTH, USER_SEARCH_PAGE_SIZE, type UserCard } from '@tightlines/domain';
import { apiRequest } from '../client';
import { queryKeys } from '../query-keys';

/** Spec §7 users list: people whose name or e-mail starts with `searchText`, by username. */
function fetchPeople(searchText: string, limit: number, signal?: AbortSignal): Promise<UserCard[]> {
  return apiRequest<UserCard[]>('/users/list', {
    query: { searchText, offset: 0, limit, orderValue: 'username', direction: 'asc' },
    signal,
  });
}

const peopleSearchOptions = (searchText: string, limit: number) =>
  queryOptions({
    queryKey: queryKeys.users.search(searchText, limit),
    queryFn: ({ signal }) => fetchPeople(searchText, limit, signal),
    enabled: searchText.length >= USER_SEARCH_MIN_LENGTH,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/**
 * A page of people for a search box, skipping `ignore` (the people already chosen): asks for that
 * many more than a page so a full page is left once they are removed.
 */
export function usePeopleSearch(searchText: string, ignore: (card: UserCard) => boolean, extra: number) {
  const text = searchText.trim();
  const query = useQuery(peopleSearchOptions(text, USER_SEARCH_PAGE_SIZE + extra));
  const active = text.length >= USER_SEARCH_MIN_LENGTH;
  const people = active
    ? (query.data ?? []).filter((card) => !ignore(card)).slice(0, USER_SEARCH_PAGE_SIZE)
    : [];
  return { people, searching: active && query.isFetching, active };
}
