import { Badge, Button, Group } from '@mantine/core';
import { timings, type ClubDto } from '@tightlines/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { formatDate } from '../../../ui/format-date';
import { showError } from '../../../ui/feedback';
import { showToast } from '../../../ui/toasts';
import { specMessage } from '../../../ui/spec-message';
import { useClubRequest, useFollowClub } from '../hooks/clubs-api';
import { QuantityDialog } from './quantity-dialog';

/** Sends the browser to the payment platform's checkout (a full page change, leaving the app). */
function goToCheckout(url: string) {
  window.location.assign(url);
}

/**
 * A club's actions for a signed-in user (spec §4 Clubs): follow and unfollow at once; join and
 * leave as requests the server processes ("Your join request will be processed", 5 s); a paid club
 * opens the quantity dialog, then its checkout; a paid member renews.
 */
export function ClubActions({ club }: { club: ClubDto }) {
  const t = useT();
  const follow = useFollowClub();
  const request = useClubRequest();
  const [dialog, setDialog] = useState<'join' | 'renew' | null>(null);
  const mine = club.mine;
  if (!mine) return null;
  const paid = club.unitPriceCents !== null;

  const ask = (action: 'join' | 'renew' | 'leave', quantity?: number) =>
    request.mutate(
      { clubId: club.id, action, quantity },
      {
        onSuccess: (result) => {
          if (result.outcome === 'checkout' && result.checkoutUrl) {
            goToCheckout(result.checkoutUrl);
            return;
          }
          setDialog(null);
          void showToast({
            message: specMessage(action === 'leave' ? 'clubLeaveRequested' : 'clubJoinRequested'),
            color: 'teal',
            autoClose: timings.notificationTimeoutMs,
          });
        },
        // A refused quantity stays in the dialog, under its field; anything else in the error modal.
        onError: (error) => {
          if (!dialog) showError(error);
        },
      },
    );

  return (
    <Group gap="xs">
      <Button
        size="xs"
        variant={mine.following ? 'light' : 'outline'}
        aria-pressed={mine.following}
        loading={follow.isPending}
        onClick={() => follow.mutate({ clubId: club.id, follow: !mine.following }, { onError: showError })}
      >
        {mine.following ? t('clubs.unfollow') : t('clubs.follow')}
      </Button>
      {mine.pendingRequest ? (
        <Badge color="yellow" variant="light" role="status">
          {t(mine.pendingRequest === 'join' ? 'clubs.joinPending' : 'clubs.leavePending')}
        </Badge>
      ) : mine.member ? (
        <>
          {mine.endsAt && (
            <Badge variant="light">{t('clubs.endsOn', { date: formatDate(mine.endsAt) })}</Badge>
          )}
          {paid && (
            <Button size="xs" variant="light" onClick={() => setDialog('renew')}>
              {t('clubs.renew')}
            </Button>
          )}
          <Button
            size="xs"
            color="red"
            variant="subtle"
            loading={request.isPending}
            onClick={() => ask('leave')}
          >
            {t('clubs.leave')}
          </Button>
        </>
      ) : (
        <Button
          size="xs"
          loading={request.isPending && !dialog}
          onClick={() => (paid ? setDialog('join') : ask('join'))}
        >
          {paid ? t('clubs.joinPaid') : t('clubs.join')}
        </Button>
      )}
      {paid && dialog && (
        <QuantityDialog
          club={club}
          opened
          renewing={dialog === 'renew'}
          pending={request.isPending}
          error={request.error}
          onClose={() => {
            setDialog(null);
            request.reset();
          }}
          onConfirm={(quantity) => ask(dialog, quantity)}
        />
      )}
    </Group>
  );
}
