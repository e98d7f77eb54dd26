import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportStateDto } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

const path = (email: string) => `/users/${encodeURIComponent(email)}/data-export`;

/** While a zip is being prepared the panel asks again this often, so "ready" shows without a reload. */
export const DATA_EXPORT_POLL_MS = 5_000;

export const dataExportQuery = (email: string) =>
  queryOptions({
    queryKey: queryKeys.profile.dataExport(email),
    queryFn: ({ signal }) => apiRequest<DataExportStateDto>(path(email), { signal }),
    refetchInterval: (query) =>
      query.state.data?.dataExport?.status === 'preparing' ? DATA_EXPORT_POLL_MS : false,
  });

/** My latest "download all my data" request that has not expired (issue 40 point 4), or none. */
export function useDataExport(email: string) {
  return useQuery(dataExportQuery(email));
}

/** Asks for a zip of all my data; while one is being prepared the server answers that one. */
export function useRequestDataExport(email: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DataExportStateDto>(path(email), { method: 'POST' }),
    onSuccess: (state) => client.setQueryData(queryKeys.profile.dataExport(email), state),
  });
}
