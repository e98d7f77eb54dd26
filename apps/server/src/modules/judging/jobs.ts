import { z } from 'zod';
import { scheduledJob, type BackgroundJob } from '../../platform/jobs/registry';
import type { JudgingDeps } from './deps';
import { sendOwedResultsMails } from './results-mails';

/** Every minute, the official-results e-mails still owed (a crash, a mail server down) are sent. */
export function judgingJobs(deps: JudgingDeps): BackgroundJob[] {
  const owedMails = {
    name: 'judging.results-mails',
    payload: z.object({}),
    run: async () => {
      const sent = await sendOwedResultsMails(deps);
      if (sent > 0) deps.log.info({ sent }, 'owed results mails sent');
    },
  };
  return [scheduledJob(owedMails, '* * * * *', {})];
}
