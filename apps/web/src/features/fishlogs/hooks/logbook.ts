import { useMutation } from '@tanstack/react-query';
import type { LogbookFormat, LogbookImportResult, LogbookPreview } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { useIdempotencyKeys } from '../../../api/idempotency-key';
import { rangeQuery, type MySessionsRange } from './list-my-sessions';

/** Where the logbook of My Fishlogs' range downloads from (a plain link: the session cookie signs it). */
export function logbookExportUrl(range: MySessionsRange, format: LogbookFormat): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(rangeQuery(range)))
    if (value !== undefined) params.set(key, value);
  return `/api/sessions/mine/export?${params.toString()}`;
}

/** A file's logbook format by its name: .gpx is GPX, anything else is read as CSV. */
export function formatOf(file: File): LogbookFormat {
  return /\.gpx$/i.test(file.name) ? 'gpx' : 'csv';
}

export function previewLogbook(file: File): Promise<LogbookPreview> {
  return apiRequest<LogbookPreview>('/sessions/import/preview', {
    method: 'POST',
    query: { format: formatOf(file) },
    body: file,
  });
}

/** What importing a file would log, and the rows it cannot; saves nothing. */
export function usePreviewLogbook() {
  return useMutation({ mutationFn: previewLogbook });
}

/**
 * Logs every session of the previewed file, or none. The same file confirmed again (the answer lost
 * on a bad connection) carries the same key, and the server answers what it logged the first time.
 */
export function useImportLogbook() {
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest<LogbookImportResult>('/sessions/import', {
        method: 'POST',
        query: {
          format: formatOf(file),
          key: keys.keyFor({ name: file.name, size: file.size, modified: file.lastModified }),
        },
        body: file,
      }),
    onSuccess: () => keys.renew(),
    meta: { changes: ['sessions'] },
  });
}
