import { z } from 'zod';
import type { Jobs } from '../../platform/jobs/jobs';
import type { JudgingDeps } from './deps';
import { sendOwedResultsMails } from './results-mails';

/** Every minute, the official-results e-mails still owed (a crash, a mail server down) are sent. */
export async function scheduleJudgingJobs(jobs: Jobs, deps: JudgingDeps): Promise<void> {
  const owedMails = {
    name: 'judging.results-mails',
    payload: z.object({}),
    run: async () => {
      const sent = await sendOwedResultsMails(deps);
      if (sent > 0) deps.log.info({ sent }, 'owed results mails sent');
    },
  };
  await jobs.register(owedMails);
  await jobs.schedule(owedMails, '* * * * *', {});
}
