import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BackgroundJob } from '../../platform/jobs/registry';
import type { DataExportDeps } from './data-export-deps';
import { dataExportJobs } from './data-export-jobs';
import { dataExportRoutes } from './data-export-routes';

/** "Download all my data" as the app builds it once (app.ts): its routes and its two jobs. */
export interface DataExports {
  routes: FastifyPluginAsyncZod;
  jobs: BackgroundJob[];
}

export function createDataExports(deps: DataExportDeps): DataExports {
  return {
    routes: (app) => dataExportRoutes(app, { dataExports: deps }),
    jobs: dataExportJobs(deps),
  };
}
