import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconFlask, IconPrinter } from '@tabler/icons-react';
import type { TransactionDto } from '@tightlines/domain';
import { useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../ui/format-date';
import { formatMoney } from '../../../ui/format-money';
import classes from './receipt.module.css';
import {
  METHOD_LABEL,
  PAYMENT_TYPE_LABEL,
  purchaseLine,
  STATUS_LABEL,
  TYPE_LABEL,
} from './transaction-labels';

/** One payment or refund, every field of it, to read or print. */
export function ReceiptModal({
  transaction,
  onClose,
}: {
  transaction: TransactionDto | null;
  onClose(): void;
}) {
  const t = useT();
  return (
    <Modal opened={transaction !== null} onClose={onClose} title={t('payments.receipt.title')} centered>
      {transaction ? (
        <Stack className={classes.receipt}>
          <Text fw={700} size="lg">
            Tightlines
          </Text>
          {transaction.testMoney ? (
            <Alert color="grape" variant="light" icon={<IconFlask aria-hidden />} p="xs">
              <Text size="sm" fw={600}>
                {t('payments.receipt.testMoney')}
              </Text>
            </Alert>
          ) : null}
          <Table variant="vertical" withTableBorder layout="fixed">
            <Table.Tbody>
              {[
                [t('payments.receipt.date'), formatDateTime(transaction.createdAt)],
                [t('payments.receipt.description'), purchaseLine(transaction, t)],
                [t('payments.receipt.amount'), formatMoney(transaction.amountCents, transaction.currency)],
                [t('payments.receipt.type'), t(TYPE_LABEL[transaction.typeName])],
                [t('payments.receipt.status'), t(STATUS_LABEL[transaction.statusName])],
                [t('payments.receipt.method'), t(METHOD_LABEL[transaction.paymentMethod])],
                [t('payments.receipt.paymentType'), t(PAYMENT_TYPE_LABEL[transaction.paymentType])],
                // A platform's own name (Stripe…) reads the same in every language; the wallet is ours.
                [
                  t('payments.receipt.merchant'),
                  transaction.merchantName === 'Wallet' ? t(METHOD_LABEL.Wallet) : transaction.merchantName,
                ],
                [
                  t('payments.receipt.confirmation'),
                  transaction.confirmationNumber ?? t('payments.receipt.none'),
                ],
                [t('payments.receipt.reference'), transaction.id],
              ].map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="40%">{label}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end" className={classes.noPrint}>
            <Button variant="default" onClick={onClose}>
              {t('payments.receipt.close')}
            </Button>
            <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
              {t('payments.receipt.print')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
