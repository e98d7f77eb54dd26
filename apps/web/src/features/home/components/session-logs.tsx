import { Skeleton, Table, Text } from '@mantine/core';
import type { SizeUnitId, WeightUnitId } from '@tightlines/domain';
import { formatTime } from '../../../ui/format-date';
import { formatPosition } from '../../../ui/format-coordinates';
import { QueryError } from '../../../ui/query-error';
import { CatchFlagBadges } from '../../../ui/tournament-catches/catch-flag-badges';
import { formatLengthIn, formatWeightIn } from '../../../ui/units';
import { VerifiedMark } from '../../../ui/ranking/verified-mark';
import { useDisplayUnits } from '../hooks/display-units';
import { useSession } from '../hooks/get-session';
import { useT } from '../../../i18n/use-t';
import { logTypeLabel } from './labels';

/** The fish logs of a session, loaded when the details open; measures in the reader's units. */
export function SessionLogs({ uuid }: { uuid: string }) {
  const t = useT();
  const session = useSession(uuid, true);
  const units = useDisplayUnits();
  if (session.isPending) return <Skeleton h={80} />;
  if (session.isError) return <QueryError error={session.error} onRetry={() => void session.refetch()} />;
  const logs = session.data.logs ?? [];
  if (logs.length === 0) return <Text size="sm">{t('home.logs.none')}</Text>;
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('home.logs.time')}</Table.Th>
          <Table.Th>{t('home.logs.species')}</Table.Th>
          <Table.Th>{t('home.logs.type')}</Table.Th>
          <Table.Th>{t('home.logs.length')}</Table.Th>
          <Table.Th>{t('home.logs.weight')}</Table.Th>
          <Table.Th>{t('home.logs.position')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {logs.map((log) => (
          <Table.Tr key={log.UUID}>
            <Table.Td>{formatTime(log.logTime)}</Table.Td>
            <Table.Td>
              {log.fishName}
              {log.verified ? (
                <>
                  {' '}
                  <VerifiedMark />
                </>
              ) : null}
              <CatchFlagBadges flags={log.flags} />
            </Table.Td>
            <Table.Td>{logTypeLabel(t, log.type)}</Table.Td>
            <Table.Td>
              {log.fishLength == null
                ? '—'
                : formatLengthIn(log.fishLength, log.sizeUnit.UnitId as SizeUnitId, units)}
            </Table.Td>
            <Table.Td>
              {log.fishWeight == null
                ? '—'
                : formatWeightIn(log.fishWeight, log.weightUnit.UnitId as WeightUnitId, units)}
            </Table.Td>
            <Table.Td>
              {log.latitude == null || log.longitude == null
                ? '—'
                : formatPosition(log.latitude, log.longitude, log.positionPrecision)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
