import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Divider,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconLock, IconWallet } from '@tabler/icons-react';
import { AppError, type HostedCheckoutView } from '@tightlines/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { confirmAction } from '../../../ui/confirm';
import { showOnField } from '../../../ui/field-errors';
import { showError } from '../../../ui/feedback';
import { formatDateTime } from '../../../ui/format-date';
import { QueryError } from '../../../ui/query-error';
import { CardForm, type CardFields } from '../components/card-form';
import { OrderSummary } from '../components/order-summary';
import { leaveFor } from '../leave-for';
import { formatMoney } from '../../../ui/format-money';
import {
  useCancelHostedCheckout,
  useHostedCheckout,
  usePayHostedCheckout,
  type PayBody,
} from '../hooks/hosted-checkout';

type Decline = 'card_declined' | 'insufficient_funds';

const DECLINE: Record<Decline, MessageKey> = {
  card_declined: 'payments.decline.card_declined',
  insufficient_funds: 'payments.decline.insufficient_funds',
};

/**
 * The local payment driver's hosted checkout (/pay/<session id>), as Stripe's would be: the order
 * and its fee breakdown, a card form and a wallet button, Cancel. Knowing the session's id is what
 * lets a browser pay it, so a guest sees it too.
 */
export function CheckoutPage() {
  const { sessionId = '' } = useParams();
  const t = useT();
  const session = useHostedCheckout(sessionId);
  return (
    <Container size="md" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      {session.isPending ? (
        <Center py="xl" aria-busy="true">
          <Loader aria-label={t('payments.checkout.loading')} />
        </Center>
      ) : session.isError ? (
        session.error instanceof AppError && session.error.errorCode === 'NOT_FOUND' ? (
          <ClosedCheckout
            title={t('payments.checkout.notFoundTitle')}
            text={t('payments.checkout.notFound')}
          />
        ) : (
          <Stack>
            <Title order={1}>{t('payments.checkout.secure')}</Title>
            <QueryError error={session.error} onRetry={() => void session.refetch()} />
          </Stack>
        )
      ) : (
        <CheckoutView
          view={session.data}
          readAt={session.dataUpdatedAt}
          onClosed={() => void session.refetch()}
        />
      )}
    </Container>
  );
}

function ClosedCheckout({ title, text, backUrl }: { title: string; text: string; backUrl?: string }) {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="xl" maw={560} mx="auto">
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        {backUrl ? (
          <Button component="a" href={backUrl}>
            {t('payments.checkout.backToTightlines')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function CheckoutView({
  view,
  readAt,
  onClosed,
}: {
  view: HostedCheckoutView;
  /** When the session was read: past its expiry then, it can no longer be paid. */
  readAt: number;
  onClosed(): void;
}) {
  const t = useT();
  const pay = usePayHostedCheckout(view.id);
  const cancel = useCancelHostedCheckout(view.id);
  const [decline, setDecline] = useState<Decline | null>(null);
  // Set on the first click and kept until the browser has left: a second click pays nothing twice.
  const [busy, setBusy] = useState<'card' | 'wallet' | 'cancel' | null>(null);
  const total = formatMoney(view.amountTotalCents, view.currency);

  if (view.status !== 'open' || new Date(view.expiresAt).getTime() <= readAt) {
    return view.status === 'complete' ? (
      <ClosedCheckout
        title={t('payments.checkout.paidTitle')}
        text={t('payments.checkout.paid')}
        backUrl={view.cancelUrl}
      />
    ) : (
      <ClosedCheckout
        title={t('payments.checkout.expiredTitle')}
        text={t('payments.checkout.expired')}
        backUrl={view.cancelUrl}
      />
    );
  }

  const submit = (method: 'card' | 'wallet', body: PayBody, fields?: CardFields) => {
    if (busy) return;
    setBusy(method);
    setDecline(null);
    pay.mutate(body, {
      onSuccess: (outcome) => leaveFor(outcome.redirectUrl),
      onError: (error) => {
        setBusy(null);
        if (error instanceof AppError && error.errorCode === 'PAYMENT_DECLINED') {
          setDecline(error.details?.reason === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined');
          return;
        }
        if (error instanceof AppError && error.errorCode === 'NOT_FOUND') {
          onClosed();
          return;
        }
        if (fields) showOnField(fields)(error);
        else showError(error);
      },
    });
  };

  const handleCancel = async () => {
    if (busy) return;
    const confirmed = await confirmAction({
      title: t('payments.cancel.title'),
      message: t('payments.cancel.message'),
      confirmLabel: t('payments.cancel.confirm'),
      destructive: true,
    });
    if (!confirmed) return;
    setBusy('cancel');
    cancel.mutate(undefined, {
      onSuccess: (outcome) => leaveFor(outcome.redirectUrl),
      onError: (error) => {
        setBusy(null);
        showError(error);
      },
    });
  };

  return (
    <Grid gap={{ base: 'md', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
        <OrderSummary view={view} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="sm">
          <Stack gap="md">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="xs" wrap="nowrap">
                <IconLock size={22} aria-hidden />
                <Title order={1} size="h3">
                  {t('payments.checkout.secure')}
                </Title>
              </Group>
              <Badge color="orange" variant="light">
                {t('payments.checkout.testMode')}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t('payments.checkout.testModeHint')}
            </Text>
            {decline ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                title={t('payments.decline.title')}
                role="alert"
              >
                <Text size="sm">{t(DECLINE[decline])}</Text>
                <Text size="sm" c="dimmed">
                  {t('payments.decline.retry')}
                </Text>
              </Alert>
            ) : null}
            <Title order={2} size="h5">
              {t('payments.card.title')}
            </Title>
            <CardForm
              amountLabel={total}
              busy={busy === 'card'}
              disabled={busy !== null && busy !== 'card'}
              onPay={(body, fields) => submit('card', body, fields)}
            />
            <Divider label={t('payments.card.or')} labelPosition="center" />
            <Button
              variant="light"
              size="md"
              fullWidth
              leftSection={<IconWallet size={18} aria-hidden />}
              loading={busy === 'wallet'}
              disabled={busy !== null && busy !== 'wallet'}
              onClick={() => submit('wallet', { method: 'wallet' })}
            >
              {t('payments.wallet.pay')}
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              {t('payments.wallet.hint')}
            </Text>
            <Button
              variant="subtle"
              color="gray"
              loading={busy === 'cancel'}
              disabled={busy !== null && busy !== 'cancel'}
              onClick={() => void handleCancel()}
            >
              {t('payments.cancel.button')}
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              {t('payments.checkout.expiresAt', { time: formatDateTime(view.expiresAt) })}
            </Text>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
