import { z } from 'zod';
import { messageKeys } from '../messages';
import { ZUserEmailParams } from './schemas';

/** How long a prepared "download all my data" zip can be downloaded (issue 40 point 4). */
export const DATA_EXPORT_DAYS = 7;

/**
 * A "download all my data" request (issue 40 point 4, ADR 029): being prepared by a job, then ready
 * to download by its owner until `expiresAt`.
 */
export const ZDataExport = z.object({
  id: z.uuid(),
  status: z.enum(['preparing', 'ready']),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string(),
  /** The zip's size once ready. */
  sizeBytes: z.number().int().nullable(),
  /** The API address that answers the zip (its owner only), once ready. */
  downloadUrl: z.string().nullable(),
});
export type DataExportDto = z.infer<typeof ZDataExport>;

/** My latest request that has not expired, or null. */
export const ZDataExportState = z.object({ dataExport: ZDataExport.nullable() });
export type DataExportStateDto = z.infer<typeof ZDataExportState>;

export const ZDataExportParams = ZUserEmailParams.extend({
  exportId: z.uuid({ error: messageKeys.notFound }),
});
