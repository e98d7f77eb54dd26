import { z } from 'zod';
import type { JobDefinition } from '../../platform/jobs/jobs';
import { queuedJob, scheduledJob, type BackgroundJob } from '../../platform/jobs/registry';
import { buildDataExport, removeExpiredExports } from './data-export-build';
import type { DataExportDeps } from './data-export-deps';

const ZBuildDataExport = z.object({ exportId: z.uuid() });

/** Builds one user's zip (sent by the request, in its transaction). */
export function buildDataExportJob(deps: DataExportDeps): JobDefinition<typeof ZBuildDataExport> {
  return {
    name: 'profile.build-data-export',
    payload: ZBuildDataExport,
    run: ({ exportId }) => buildDataExport(deps, exportId),
  };
}

/** The build job, and the hourly cleanup of expired zips (also once at start). */
export function dataExportJobs(deps: DataExportDeps): BackgroundJob[] {
  const cleanup = {
    name: 'profile.remove-expired-data-exports',
    payload: z.object({}),
    run: async () => {
      await removeExpiredExports(deps);
    },
  };
  return [queuedJob(buildDataExportJob(deps)), scheduledJob(cleanup, '17 * * * *', {}, { atStart: true })];
}
