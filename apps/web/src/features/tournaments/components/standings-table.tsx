import { Stack, Table, Text, Title } from '@mantine/core';
import type { StandingLineDto } from '@tightlines/domain';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../ui/format-date';

/**
 * One standings table (boats or anglers): rank, name, points, releases and when the score was
 * reached (the tie-break), for the official results and the live provisional standings alike; the
 * official ones add each line's evidence.
 */
export function StandingsTable({
  title,
  id,
  lines,
  evidence,
}: {
  title: string;
  id: string;
  lines: StandingLineDto[];
  evidence?: (line: StandingLineDto) => ReactNode;
}) {
  const t = useT();
  const headingId = `standings-${id}`;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tournaments.results.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={evidence ? 520 : 420}>
          <Table striped withTableBorder aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tournaments.results.rank')}</Table.Th>
                <Table.Th>{t('tournaments.results.name')}</Table.Th>
                <Table.Th>{t('tournaments.results.points')}</Table.Th>
                <Table.Th>{t('tournaments.results.releases')}</Table.Th>
                <Table.Th>{t('tournaments.results.tieBreak')}</Table.Th>
                {evidence ? <Table.Th>{t('tournaments.results.evidence')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.rank}</Table.Td>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td>{line.points}</Table.Td>
                  <Table.Td>{line.releases}</Table.Td>
                  <Table.Td>{line.reachedAt ? formatDateTime(line.reachedAt) : '—'}</Table.Td>
                  {evidence ? <Table.Td>{evidence(line)}</Table.Td> : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
