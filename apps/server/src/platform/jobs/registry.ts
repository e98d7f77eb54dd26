import type { z } from 'zod';
import type { JobDefinition, Jobs } from './jobs';

/**
 * What a module runs in the background, as it contributes it to the app's one registry
 * (`startJobs` in app wiring): its queue's name and how it is put on the queue once that has started.
 */
export interface BackgroundJob {
  name: string;
  start(jobs: Jobs): Promise<void>;
}

/**
 * A job run on a cron schedule (UTC, one run per tick across instances) and, with `atStart`, once
 * when the app starts: a server that was down catches up at once.
 */
export function scheduledJob<T extends z.ZodType>(
  definition: JobDefinition<T>,
  cron: string,
  payload: z.infer<T>,
  { atStart = false }: { atStart?: boolean } = {},
): BackgroundJob {
  return {
    name: definition.name,
    async start(jobs) {
      await jobs.register(definition);
      await jobs.schedule(definition, cron, payload);
      if (atStart) await jobs.send(definition, payload);
    },
  };
}

/** A job sent when something asks for it (a tournament's upload deadline): only its handler is registered. */
export function queuedJob<T extends z.ZodType>(definition: JobDefinition<T>): BackgroundJob {
  return { name: definition.name, start: (jobs) => jobs.register(definition) };
}

/** Puts every module's jobs on the queue, in the order given; a name given twice is a wiring mistake. */
export async function startJobs(jobs: Jobs, all: readonly BackgroundJob[]): Promise<void> {
  const names = new Set<string>();
  for (const job of all) {
    if (names.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    names.add(job.name);
    await job.start(jobs);
  }
}
