import { Alert, Anchor, Badge, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { joinState, tournamentTimesOf, type TournamentDto } from '@tightlines/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context';
import { useT } from '../../../i18n/use-t';
import { showSuccess } from '../../../ui/feedback';
import { requestLocality } from '../../../ui/locality-request';
import { requestLoginInvitation } from '../../../ui/login-invitation-request';
import { errorMessage, specMessage } from '../../../ui/spec-message';
import { useJoinTournament } from '../hooks/tournaments-api';
import { formatMoney } from '../../../ui/format-money';
import { viewerTimeZone } from '../tournament-format';
import { refundRuleText } from './leave-rules';
import { LeaveTournament } from './leave-tournament';

/** Sends the browser to the payment platform's checkout (a full page change, leaving the app). */
function goToCheckout(url: string) {
  window.location.assign(url);
}

/**
 * Joining (spec §4–§5): shown only while the tournament is Active. A guest gets the login
 * invitation; a member accepts the terms and confirms; a free tournament joins at once, a paid one
 * goes to the checkout (joined by the verified payment). What the server refuses (another locality,
 * a club-only tournament) is said in the dialog.
 */
export function JoinPanel({ tournament, now }: { tournament: TournamentDto; now: Date }) {
  const t = useT();
  const auth = useAuth();
  const [opened, setOpened] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const join = useJoinTournament(tournament.UUID);
  // The domain's one join rule, the server's too: a Global tournament's dates on the viewer's clock,
  // the zone the join sends.
  const state = joinState(tournamentTimesOf(tournament), viewerTimeZone(), now);

  // A cancelled tournament takes nobody and keeps nobody: it says so, whoever looks (issue 31).
  if (tournament.tournamentStatus === 'Canceled') {
    return (
      <Alert color="red" variant="light" role="status">
        {tournament.userIsJoined ? t('tournaments.join.cancelledJoined') : t('tournaments.join.cancelled')}
      </Alert>
    );
  }
  if (tournament.userIsJoined) {
    return (
      <Group gap="sm">
        <Badge size="lg" color="teal.9" leftSection={<IconCircleCheck size={16} aria-hidden />}>
          {t('tournaments.join.alreadyJoined')}
        </Badge>
        <LeaveTournament tournament={tournament} now={now} />
      </Group>
    );
  }
  if (state === 'closed') return null;
  if (state === 'late') return <Text c="dimmed">{t('tournaments.join.noLateJoin')}</Text>;

  const paid = tournament.entranceFeeCents > 0;
  const fee = formatMoney(tournament.entranceFeeCents, tournament.currencyAcronym);
  const refundRule = refundRuleText(t, tournament);
  // A tournament held in some places only takes anglers of those places: without a locality of
  // their own, a member is asked for it first (as after sign-in), then the join goes on (issue 31).
  const needsLocality = tournament.regionTypeName !== 'Global' && !auth.user?.localityName;
  const handleJoinClick = () => {
    if (!auth.isLoggedIn) requestLoginInvitation();
    else if (needsLocality) requestLocality(() => setOpened(true));
    else setOpened(true);
  };
  const close = () => {
    setOpened(false);
    setAccepted(false);
    join.reset();
  };
  const handleJoin = () =>
    join.mutate(undefined, {
      onSuccess: (result) => {
        if (result.outcome === 'checkout' && result.checkoutUrl) {
          goToCheckout(result.checkoutUrl);
          return;
        }
        close();
        showSuccess(specMessage('tournamentJoinedOrCreated'));
      },
    });

  return (
    <Stack gap={4} maw={360}>
      <Button size="md" onClick={handleJoinClick} disabled={auth.status === 'loading'}>
        {paid ? t('tournaments.join.buttonPaid', { fee }) : t('tournaments.join.button')}
      </Button>
      {refundRule ? (
        <Text size="sm" c="dimmed">
          {refundRule}
        </Text>
      ) : null}
      <Modal
        opened={opened}
        onClose={close}
        title={t('tournaments.join.title', { name: tournament.Name })}
        centered
      >
        <Stack>
          <Text>{paid ? t('tournaments.join.paidText', { fee }) : t('tournaments.join.freeText')}</Text>
          {refundRule ? <Text fw={600}>{refundRule}</Text> : null}
          {tournament.Terms ? (
            <ScrollArea.Autosize mah={200} type="auto">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {tournament.Terms}
              </Text>
            </ScrollArea.Autosize>
          ) : null}
          <Checkbox
            checked={accepted}
            onChange={(event) => setAccepted(event.currentTarget.checked)}
            label={
              <>
                {t('tournaments.join.accept')}{' '}
                <Anchor component={Link} to="/legal/tournament-terms" target="_blank">
                  {t('tournaments.join.termsLink')}
                </Anchor>
              </>
            }
          />
          {join.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(join.error)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('tournaments.join.cancel')}
            </Button>
            <Button onClick={handleJoin} disabled={!accepted} loading={join.isPending}>
              {paid ? t('tournaments.join.confirmPaid', { fee }) : t('tournaments.join.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
