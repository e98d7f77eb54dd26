import {
  canLeaveTournament,
  leaveIsRefunded,
  refundDeadlineOf,
  tournamentTimesOf,
  tournamentWindow,
  type LeavingTournament,
  type TournamentDto,
} from '@tightlines/domain';
import type { Translate } from '../../../i18n/use-t';
import { formatMoney } from '../../../ui/format-money';
import { formatInZone, viewerTimeZone } from '../tournament-format';

/**
 * The leave rules' reading of a tournament, as the server enforces them: its start, a Global
 * tournament's on the viewer's clock (the server reads the clock of the zone the member joined from).
 */
export function leavingOf(tournament: TournamentDto): LeavingTournament {
  return {
    status: tournament.tournamentStatus,
    startAt: tournamentWindow(tournamentTimesOf(tournament), viewerTimeZone()).start,
    refundDaysBeforeStart: tournament.refundDaysBeforeStart,
  };
}

/** Whether the viewer may leave now: joined, Active, before the start. */
export function mayLeave(tournament: TournamentDto, now: Date): boolean {
  return tournament.userIsJoined && canLeaveTournament(leavingOf(tournament), now);
}

/**
 * The organiser's refund rule in words, for a paid tournament (null for a free one): shown before
 * paying and when leaving.
 */
export function refundRuleText(t: Translate, tournament: TournamentDto): string | null {
  if (tournament.entranceFeeCents === 0) return null;
  const days = tournament.refundDaysBeforeStart;
  if (days === null) return t('tournaments.refund.none');
  if (days === 0) return t('tournaments.refund.untilStart');
  const deadline = refundDeadlineOf(leavingOf(tournament))!;
  return t('tournaments.refund.untilDays', { days, deadline: formatInZone(deadline, viewerTimeZone()) });
}

/** What leaving now means for the entrance fee, said in the leave confirmation. */
export function leaveConsequenceText(t: Translate, tournament: TournamentDto, now: Date): string {
  if (tournament.entranceFeeCents === 0) return t('tournaments.leave.free');
  const fee = formatMoney(tournament.entranceFeeCents, tournament.currencyAcronym);
  if (leaveIsRefunded(leavingOf(tournament), now)) return t('tournaments.leave.refunded', { fee });
  if (tournament.refundDaysBeforeStart === null) return t('tournaments.leave.noRefund', { fee });
  return t('tournaments.leave.notRefunded', { fee });
}
