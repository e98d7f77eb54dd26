import { Alert, Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { tournamentPath, type OrganiserTournamentMoneyDto } from '@tightlines/domain';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { formatDate } from '../../../ui/format-date';
import { QueryError } from '../../../ui/query-error';
import { formatMoney } from '../../../ui/format-money';
import { useOrganiserSummary } from './transactions';

type Sums = Pick<
  OrganiserTournamentMoneyDto,
  'entries' | 'grossCents' | 'platformFeeCents' | 'refundsCents' | 'netCents'
>;

const sumOf = (rows: Sums[]): Sums =>
  rows.reduce<Sums>(
    (total, row) => ({
      entries: total.entries + row.entries,
      grossCents: total.grossCents + row.grossCents,
      platformFeeCents: total.platformFeeCents + row.platformFeeCents,
      refundsCents: total.refundsCents + row.refundsCents,
      netCents: total.netCents + row.netCents,
    }),
    { entries: 0, grossCents: 0, platformFeeCents: 0, refundsCents: 0, netCents: 0 },
  );

/**
 * The Organiser section of My Profile → Payments: for each paid tournament the user organises, its
 * entries and money (the server sums its own ledger and lists only the caller's tournaments).
 * Shown only to someone who organises paid tournaments.
 */
export function OrganiserMoney() {
  const t = useT();
  const summary = useOrganiserSummary(true);
  if (summary.isPending) return null;
  if (summary.isError) return <QueryError error={summary.error} onRetry={() => void summary.refetch()} />;
  const rows = summary.data.tournaments;
  if (!rows.length) return null;
  // Amounts of one currency only are summed (every price is USD today).
  const currency = rows[0]!.currency;
  const total = rows.every((row) => row.currency === currency) ? sumOf(rows) : null;
  const money = (cents: number, of = currency) => formatMoney(cents, of);
  return (
    <Stack gap="sm" component="section" aria-labelledby="organiser-money-title">
      <Title order={2} size="h4" id="organiser-money-title">
        {t('payments.organiser.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('payments.organiser.lead')}
      </Text>
      {rows.some((row) => row.testMoney) ? (
        <Alert color="grape" variant="light" icon={<IconFlask aria-hidden />} role="note">
          <Text size="sm" fw={600}>
            {t('payments.organiser.testMoney')}
          </Text>
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('payments.organiser.tournament')}</Table.Th>
              <Table.Th ta="right">{t('payments.organiser.entries')}</Table.Th>
              <Table.Th ta="right">{t('payments.organiser.gross')}</Table.Th>
              <Table.Th ta="right">{t('payments.organiser.platformFee')}</Table.Th>
              <Table.Th ta="right">{t('payments.organiser.refunds')}</Table.Th>
              <Table.Th ta="right">{t('payments.organiser.net')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.tournamentUUID}>
                <Table.Td>
                  <Anchor component={Link} to={tournamentPath(row.tournamentUUID)} fw={600}>
                    {row.name}
                  </Anchor>
                  {row.testMoney ? (
                    <Badge color="grape.9" variant="filled" size="sm" ml="xs">
                      {t('payments.organiser.testMoneyRow')}
                    </Badge>
                  ) : null}
                  {row.tournamentStatus === 'Canceled' ? (
                    <Text size="xs" c="red.8" fw={600}>
                      {t('payments.organiser.cancelled', { date: formatDate(row.startDate) })}
                    </Text>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('payments.organiser.startsOn', { date: formatDate(row.startDate) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">{row.entries}</Table.Td>
                <Table.Td ta="right">{money(row.grossCents, row.currency)}</Table.Td>
                <Table.Td ta="right">{money(row.platformFeeCents, row.currency)}</Table.Td>
                <Table.Td ta="right">{money(row.refundsCents, row.currency)}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {money(row.netCents, row.currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          {total && rows.length > 1 ? (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th>{t('payments.organiser.total')}</Table.Th>
                <Table.Th ta="right">{total.entries}</Table.Th>
                <Table.Th ta="right">{money(total.grossCents)}</Table.Th>
                <Table.Th ta="right">{money(total.platformFeeCents)}</Table.Th>
                <Table.Th ta="right">{money(total.refundsCents)}</Table.Th>
                <Table.Th ta="right">{money(total.netCents)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          ) : null}
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
