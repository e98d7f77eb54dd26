import { useMutation } from '@tanstack/react-query';
import type { JudgeStatus } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';

/** Accepts or declines judging a tournament that names the signed-in user judge (issue 32). */
export function answerJudgeInvitation(tournamentUUID: string, accept: boolean) {
  return apiRequest<{ tournamentUUID: string; status: JudgeStatus }>(
    `/tournaments/${encodeURIComponent(tournamentUUID)}/judge_invitation`,
    { method: 'PUT', body: { accept } },
  );
}

/** The judge's answer; the judge list and the tournaments are read again with it. */
export function useAnswerJudgeInvitation() {
  return useMutation({
    mutationFn: ({ tournamentUUID, accept }: { tournamentUUID: string; accept: boolean }) =>
      answerJudgeInvitation(tournamentUUID, accept),
    meta: { changes: ['judgeInvitations'] },
  });
}
