import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { OfficialResults, ResultsEvidence, ResultsVerification } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

export const officialResultsQuery = (tournamentId: string) =>
  queryOptions({
    queryKey: queryKeys.tournaments.results(tournamentId),
    queryFn: ({ signal }) =>
      apiRequest<OfficialResults>(`/results/${encodeURIComponent(tournamentId)}`, { signal }),
    // 404 until judging finishes: nothing to retry.
    retry: false,
    staleTime: Infinity,
  });

/** A finished tournament's official results (public); `enabled` once the tournament is Finished. */
export function useOfficialResults(tournamentId: string, enabled: boolean) {
  return useQuery({ ...officialResultsQuery(tournamentId), enabled });
}

/** A catch a standings line counts (public once the results are official); none while `catchId` is null. */
export function useResultsEvidence(tournamentId: string, catchId: string | null) {
  return useQuery({
    queryKey: queryKeys.tournaments.evidence(tournamentId, catchId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<ResultsEvidence>(
        `/results/${encodeURIComponent(tournamentId)}/evidence/${encodeURIComponent(catchId ?? '')}`,
        { signal },
      ),
    enabled: catchId !== null,
    // Official results never change.
    staleTime: Infinity,
  });
}

/** The SHA-256 (hex) of a file's bytes, computed in the browser: the file itself is never sent. */
export async function sha256OfFile(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What is checked: a results file (only its SHA-256 leaves the browser) or a SHA-256 pasted. */
export type ResultsToVerify = { file: File } | { sha256: string };

/** Asks the server whether a file or a SHA-256 is an official results file (its CSV, its PDF) or document. */
export function useVerifyResults() {
  return useMutation({
    mutationFn: async (input: ResultsToVerify) =>
      apiRequest<ResultsVerification>('/results/verify', {
        method: 'POST',
        body: {
          sha256: 'file' in input ? await sha256OfFile(input.file) : input.sha256.trim().toLowerCase(),
        },
      }),
  });
}
