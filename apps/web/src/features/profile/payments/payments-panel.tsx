import { Badge, Button, Center, Group, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFlask, IconReceipt } from '@tabler/icons-react';
import type { TransactionDto } from '@tightlines/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { EmptyState } from '../../../ui/empty-state';
import { formatDateTime } from '../../../ui/format-date';
import { QueryError } from '../../../ui/query-error';
import { formatMoney } from '../../../ui/format-money';
import { useTransactions } from './transactions';
import { OrganiserMoney } from './organiser-money';
import { ReceiptModal } from './receipt-modal';
import { purchaseLine, STATUS_COLOR, STATUS_LABEL, TYPE_LABEL } from './transaction-labels';

const TAB = 'payments';

/** The Payments tab of My Profile's tabs (features/profile/components/profile-tabs.tsx). */
export function PaymentsTab() {
  const t = useT();
  return (
    <Tabs.Tab value={TAB} leftSection={<IconReceipt size={16} aria-hidden />}>
      {t('payments.tab')}
    </Tabs.Tab>
  );
}

/**
 * My Profile → Payments: the user's own payments and refunds (the server lists only the caller's),
 * with a receipt of each; and, for an organiser of paid tournaments, their entries and money.
 * Nothing is asked until the tab is open.
 */
export function PaymentsPanel() {
  const [params] = useSearchParams();
  const open = params.get('tab') === TAB;
  return (
    <Tabs.Panel value={TAB}>
      {open ? (
        <Stack gap="xl">
          <Transactions />
          <OrganiserMoney />
        </Stack>
      ) : null}
    </Tabs.Panel>
  );
}

function Transactions() {
  const t = useT();
  const transactions = useTransactions(true);
  const [receipt, setReceipt] = useState<TransactionDto | null>(null);
  if (transactions.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label={t('payments.list.loading')} />
      </Center>
    );
  }
  if (transactions.isError) {
    return <QueryError error={transactions.error} onRetry={() => void transactions.refetch()} />;
  }
  const items = transactions.data.pages.flatMap((page) => page.items);
  if (!items.length) {
    return (
      <EmptyState icon={<IconReceipt size={28} />} title={t('payments.list.emptyTitle')}>
        {t('payments.list.empty')}
      </EmptyState>
    );
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="payments-list-title">
      <Title order={2} size="h4" id="payments-list-title">
        {t('payments.list.title')}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <Paper
            component="li"
            key={item.id}
            withBorder
            radius="md"
            p="sm"
            aria-label={purchaseLine(item, t)}
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {purchaseLine(item, t)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(item.createdAt)} · {t(TYPE_LABEL[item.typeName])}
                </Text>
              </Stack>
              <Group gap="sm" wrap="wrap">
                <Text fw={700} c={item.typeName === 'Debit' ? 'teal' : undefined}>
                  {item.typeName === 'Debit' ? '−' : ''}
                  {formatMoney(item.amountCents, item.currency)}
                </Text>
                {item.testMoney ? (
                  <Badge color="grape.9" variant="filled" leftSection={<IconFlask size={12} aria-hidden />}>
                    {t('payments.list.testMoney')}
                  </Badge>
                ) : null}
                <Badge color={STATUS_COLOR[item.statusName]} variant="light">
                  {t(STATUS_LABEL[item.statusName])}
                </Badge>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={() => setReceipt(item)}
                  aria-label={t('payments.list.receiptFor', { description: purchaseLine(item, t) })}
                >
                  {t('payments.list.receipt')}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {transactions.hasNextPage ? (
        <Center>
          <Button
            variant="light"
            loading={transactions.isFetchingNextPage}
            onClick={() => void transactions.fetchNextPage()}
          >
            {t('payments.list.loadMore')}
          </Button>
        </Center>
      ) : null}
      <ReceiptModal transaction={receipt} onClose={() => setReceipt(null)} />
    </Stack>
  );
}
