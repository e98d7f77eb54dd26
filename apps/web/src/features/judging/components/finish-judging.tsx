import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconFlagCheck } from '@tabler/icons-react';
import { AppError } from '@tightlines/domain';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { confirmAction } from '../../../ui/confirm';
import { showError, showSuccess } from '../../../ui/feedback';
import { specMessage } from '../../../ui/spec-message';
import { clearJudgeTournament } from '../hooks/judge-tournament-store';
import { useFinishJudging } from '../hooks/judging-workspace';

/**
 * Finish judging (spec §4, issue 22 point 5): asks first (the results become official and cannot
 * change), then the server computes and stores them; the stored judge tournament is forgotten and
 * the judge goes back to the list. A refusal because catches are still pending says how many.
 * While the tournament still takes catches (running, or before its upload deadline) the button is
 * disabled and says why, as the server would refuse it.
 */
export function FinishJudging({
  tournamentId,
  name,
  unsaved,
  uploadsOpen,
}: {
  tournamentId: string;
  name: string;
  /** Catches with unsaved edits: finishing would drop them, so it waits for them. */
  unsaved: number;
  /** The tournament still takes catches: judging cannot be finished yet. */
  uploadsOpen: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const finish = useFinishJudging(tournamentId);
  const [pending, setPending] = useState<number | null>(null);
  const reasonId = useId();

  const handleFinish = async () => {
    const confirmed = await confirmAction({
      title: t('judging.finish.confirmTitle'),
      message: t('judging.finish.confirmText', { name }),
      confirmLabel: t('judging.finish.confirm'),
      destructive: true,
    });
    if (!confirmed) return;
    // Awaited here, not in mutate's callbacks: the refreshed overview (finished) unmounts this button.
    try {
      await finish.mutateAsync();
    } catch (error) {
      const count = error instanceof AppError ? error.details?.pending : undefined;
      if (typeof count === 'number') setPending(count);
      else showError(error);
      return;
    }
    clearJudgeTournament();
    showSuccess(t('judging.finish.done', { name }));
    void navigate('/judge', { replace: true });
  };

  return (
    <>
      {unsaved > 0 ? (
        <Alert color="yellow" role="status">
          {t('judging.finish.unsavedFirst', { count: unsaved })}
        </Alert>
      ) : null}
      {pending !== null ? (
        <Alert
          color="red"
          role="alert"
          title={t('judging.finish.refusedTitle')}
          withCloseButton
          onClose={() => setPending(null)}
        >
          {t('judging.finish.pending', { count: pending })}
        </Alert>
      ) : null}
      <Stack gap={4} align="flex-start">
        <Button
          color="red"
          leftSection={<IconFlagCheck size={18} aria-hidden />}
          loading={finish.isPending}
          disabled={unsaved > 0 || uploadsOpen}
          aria-describedby={uploadsOpen ? reasonId : undefined}
          onClick={() => void handleFinish()}
        >
          {t('judging.finish.button')}
        </Button>
        {uploadsOpen ? (
          <Text size="sm" c="dimmed" id={reasonId}>
            {specMessage('judgingUploadsOpen')}
          </Text>
        ) : null}
      </Stack>
    </>
  );
}
