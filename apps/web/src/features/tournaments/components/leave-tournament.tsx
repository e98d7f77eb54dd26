import { Button } from '@mantine/core';
import type { TournamentDto } from '@tightlines/domain';
import { useT } from '../../../i18n/use-t';
import { confirmAction } from '../../../ui/confirm';
import { showError, showSuccess } from '../../../ui/feedback';
import { formatMoney } from '../../../ui/format-money';
import { useLeaveTournament } from '../hooks/tournaments-api';
import { leaveConsequenceText, mayLeave, refundRuleText } from './leave-rules';

/**
 * Leaving a tournament before its start (issue 31), after a confirmation that states the refund
 * rule and what it means now; the server refunds a paid entry by that rule, once.
 */
export function LeaveTournament({ tournament, now }: { tournament: TournamentDto; now: Date }) {
  const t = useT();
  const leave = useLeaveTournament(tournament.UUID);
  if (!mayLeave(tournament, now)) return null;

  const handleLeave = async () => {
    const rule = refundRuleText(t, tournament);
    const confirmed = await confirmAction({
      title: t('tournaments.leave.title', { name: tournament.Name }),
      message: [leaveConsequenceText(t, tournament, now), rule].filter(Boolean).join(' '),
      confirmLabel: t('tournaments.leave.confirm'),
      destructive: true,
    });
    if (!confirmed) return;
    // Awaited rather than with mutate's callbacks: the refresh the leave declares shows the
    // tournament without this entry, which unmounts this button before the answer is handled.
    try {
      const result = await leave.mutateAsync();
      showSuccess(
        result.refundedCents > 0
          ? t('tournaments.leave.doneRefunded', {
              fee: formatMoney(result.refundedCents, tournament.currencyAcronym),
            })
          : t('tournaments.leave.done'),
      );
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Button variant="outline" color="red" onClick={() => void handleLeave()} loading={leave.isPending}>
      {t('tournaments.leave.button')}
    </Button>
  );
}
