import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CheckoutOrderDto, HostedCheckoutView } from '@tightlines/domain';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { formatMoney } from '../../../ui/format-money';

const PURPOSE: Record<CheckoutOrderDto['purpose'], MessageKey> = {
  tournament_entry: 'payments.order.purpose.tournament_entry',
  team_registration: 'payments.order.purpose.team_registration',
  club_subscription: 'payments.order.purpose.club_subscription',
};

/** What is bought, how many, and what it costs, line by line (the seller's record when it has one). */
export function OrderSummary({ view }: { view: HostedCheckoutView }) {
  const t = useT();
  const money = (cents: number) => formatMoney(cents, view.currency);
  const { order } = view;
  const unit = order?.unitAmountCents ?? view.unitAmountCents;
  const quantity = order?.quantity ?? view.quantity;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="order-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-summary-title">
          {t('payments.order.title')}
        </Title>
        <div>
          <Text fw={600}>{view.name}</Text>
          {view.description ? (
            <Text size="sm" c="dimmed">
              {view.description}
            </Text>
          ) : null}
        </div>
        <Divider />
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm">{order ? t(PURPOSE[order.purpose]) : view.name}</Text>
            <Text size="xs" c="dimmed">
              {t('payments.order.unitTimesQuantity', { unit: money(unit), quantity })}
            </Text>
          </div>
          <Text size="sm" ta="right">
            {money(unit * quantity)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('payments.order.quantity')}
          </Text>
          <Text size="sm">{quantity}</Text>
        </Group>
        {order && order.platformFeeCents > 0 ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('payments.order.platformFee', { percent: order.platformFeePercent })}
            </Text>
            <Text size="sm" c="dimmed">
              {money(order.platformFeeCents)}
            </Text>
          </Group>
        ) : null}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('payments.order.total')}</Text>
          <Text fw={700} size="lg" data-testid="order-total">
            {money(view.amountTotalCents)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('payments.order.currencyNote', { currency: view.currency.toUpperCase() })}
        </Text>
      </Stack>
    </Paper>
  );
}
