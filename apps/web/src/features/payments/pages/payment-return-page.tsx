import {
  Alert,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleX,
  IconClockHour4,
  IconFlask,
  IconReceiptRefund,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { AppError, timings, type CheckoutStateDto } from '@tightlines/domain';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { queryKeys } from '../../../api/query-keys';
import { useT } from '../../../i18n/use-t';
import { QueryError } from '../../../ui/query-error';
import { specMessage } from '../../../ui/spec-message';
import { formatMoney } from '../../../ui/format-money';
import {
  OUTCOME_POLLING,
  useCancelCheckout,
  useCheckoutOutcome,
  type OutcomePolling,
} from '../hooks/checkout-outcome';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where My Profile's payments are. */
const MY_PAYMENTS = '/my_profile?tab=payments';

/**
 * Where the payer lands after the hosted checkout (`/payment/return?checkout=<id>`, with
 * `&cancelled=1` from its Cancel). The address proves nothing: the page asks the server for the
 * checkout's outcome, waiting with a spinner while the payment event is on its way, then says
 * "Your request has been approved" or "Your request has been cancelled" (spec §8).
 */
export function PaymentReturnPage({
  polling = OUTCOME_POLLING,
  returnAfterMs = timings.notificationTimeoutMs,
}: {
  polling?: OutcomePolling;
  /** How long a checkout that goes back by itself (a club's) shows its outcome first. */
  returnAfterMs?: number;
}) {
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout') ?? '';
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      {UUID.test(checkoutId) ? (
        <CheckoutOutcome
          checkoutId={checkoutId}
          cancelled={params.get('cancelled') === '1'}
          polling={polling}
          returnAfterMs={returnAfterMs}
        />
      ) : (
        <NotFound />
      )}
    </Container>
  );
}

function NotFound() {
  const t = useT();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" ta="center">
        <Title order={1} size="h2">
          {t('payments.return.notFoundTitle')}
        </Title>
        <Text c="dimmed">{t('payments.return.notFound')}</Text>
        <Button component={Link} to={MY_PAYMENTS} variant="light">
          {t('payments.return.myPayments')}
        </Button>
      </Stack>
    </Paper>
  );
}

function CheckoutOutcome({
  checkoutId,
  cancelled,
  polling,
  returnAfterMs,
}: {
  checkoutId: string;
  cancelled: boolean;
  polling: OutcomePolling;
  returnAfterMs: number;
}) {
  const t = useT();
  const cancel = useCancelCheckout(checkoutId);
  // Back through Cancel: the checkout is closed first (with Stripe it would stay payable until it
  // expires), then its outcome read. Closing a paid checkout changes nothing: it stays approved.
  const asked = useRef(false);
  useEffect(() => {
    if (!cancelled || asked.current) return;
    asked.current = true;
    cancel.mutate();
  }, [cancelled, cancel]);
  const outcome = useCheckoutOutcome(checkoutId, !cancelled || cancel.isSuccess || cancel.isError, polling);
  const queryClient = useQueryClient();
  const outcomeKey = queryKeys.payments.checkout(checkoutId);

  if (outcome.isError || (cancel.isError && !outcome.data)) {
    const error = outcome.error ?? cancel.error;
    if (error instanceof AppError && error.errorCode === 'NOT_FOUND') return <NotFound />;
    return (
      <Stack>
        <Title order={1}>{t('payments.return.title')}</Title>
        <QueryError error={error} onRetry={() => void outcome.refetch()} />
      </Stack>
    );
  }
  const state = outcome.data;
  if (!state || state.outcome === 'pending') {
    // Read on every answer (dataUpdatedAt changes): the poll stops after its limit, and so does the spinner.
    const answers = outcome.dataUpdatedAt ? queryClient.getQueryState(outcomeKey)?.dataUpdateCount : 0;
    const gaveUp = state !== undefined && !outcome.isFetching && (answers ?? 0) >= polling.limit;
    return gaveUp ? (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center">
          <IconClockHour4 size={48} aria-hidden />
          <Title order={1} size="h2">
            {t('payments.return.slowTitle')}
          </Title>
          <Text c="dimmed">{t('payments.return.slow')}</Text>
          <Group justify="center">
            <Button onClick={() => void outcome.refetch()}>{t('payments.return.checkAgain')}</Button>
            <Button component={Link} to={MY_PAYMENTS} variant="light">
              {t('payments.return.myPayments')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    ) : (
      <Paper withBorder radius="lg" p="xl">
        <Center>
          <Stack align="center" ta="center" role="status" aria-live="polite">
            <Loader size="lg" aria-hidden />
            <Title order={1} size="h2">
              {t('payments.return.checking')}
            </Title>
            <Text c="dimmed">{t('payments.return.checkingHint')}</Text>
          </Stack>
        </Center>
      </Paper>
    );
  }
  return <Settled state={{ ...state, outcome: state.outcome }} returnAfterMs={returnAfterMs} />;
}

/**
 * How each settled outcome reads. Refunded: paid when what it bought could no longer be had (issue
 * 32: the tournament stopped taking entrants before the payment arrived), so nothing was granted
 * and the payment is given back.
 */
const SETTLED = {
  approved: { color: 'teal', Icon: IconCircleCheck, title: 'payments.return.approvedTitle' },
  cancelled: { color: 'gray', Icon: IconCircleX, title: 'payments.return.cancelledTitle' },
  refunded: { color: 'orange', Icon: IconReceiptRefund, title: 'payments.return.refundedTitle' },
} as const;

/** The team registration wizard (issue 38): its checkout comes back to it, or, cancelled, to its register-cancelled route. */
const TEAM_WIZARD = '/create_tournament_team';
const TEAM_CANCELLED = '/create_tournament_team/register_cancelled';

/** Where the page goes back to: the checkout's own page, but a cancelled team registration's cancelled route. */
function backPathOf(state: CheckoutStateDto): string {
  return state.outcome === 'cancelled' && state.returnPath.startsWith(TEAM_WIZARD)
    ? TEAM_CANCELLED
    : state.returnPath;
}

function Settled({
  state,
  returnAfterMs,
}: {
  state: CheckoutStateDto & { outcome: keyof typeof SETTLED };
  returnAfterMs: number;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { color, Icon, title } = SETTLED[state.outcome];
  // A club's checkout (spec §4 Clubs): the outcome shows, then the page goes back by itself.
  const returnsBack = state.returnsBack && state.outcome !== 'refunded';
  const backTo = backPathOf(state);
  useEffect(() => {
    if (!returnsBack) return;
    const timer = window.setTimeout(() => void navigate(backTo, { replace: true }), returnAfterMs);
    return () => window.clearTimeout(timer);
  }, [returnsBack, navigate, backTo, returnAfterMs]);
  const message =
    state.outcome === 'refunded'
      ? t('payments.return.refunded')
      : specMessage(state.outcome === 'approved' ? 'checkoutApproved' : 'checkoutCancelled');
  return (
    <Stack>
      {state.testMoney && <TestMoneyNotice />}
      <Alert
        color={color}
        variant="light"
        radius="lg"
        icon={<Icon aria-hidden />}
        title={
          <Title order={1} size="h3">
            {t(title)}
          </Title>
        }
        role="status"
      >
        <Stack gap="xs">
          <Text fw={600}>{message}</Text>
          <Text size="sm">
            {t('payments.return.for', {
              description: state.description,
              amount: formatMoney(state.amountCents, state.currency),
            })}
          </Text>
          {returnsBack && <Text size="sm">{t('payments.return.goingBack')}</Text>}
        </Stack>
      </Alert>
      <Group>
        <Button component={Link} to={backTo}>
          {t('payments.return.back')}
        </Button>
        <Button component={Link} to={MY_PAYMENTS} variant="light">
          {t('payments.return.myPayments')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Paid on the local test checkout or Stripe's test mode (issue 32): no real money moved. */
function TestMoneyNotice() {
  const t = useT();
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <Badge color="grape.9" variant="filled" leftSection={<IconFlask size={14} aria-hidden />}>
        {t('payments.testMoney.badge')}
      </Badge>
      <Text size="sm">{t('payments.testMoney.hint')}</Text>
    </Group>
  );
}
