import { Alert, Anchor, Code, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { tournamentUuidOf } from '@tightlines/domain';
import { Link, useParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../ui/format-date';
import { PageHeader } from '../../../ui/page-header';
import { PageTitle } from '../../../ui/page-title';
import { QueryError } from '../../../ui/query-error';
import { VerifyResults } from '../components/verify-results';
import { useOfficialResults } from '../hooks/official-results';

/**
 * /tournament/{Base64 UUID}/verify: where the "Verify at" address of the official results' CSV and
 * PDF leads. Anyone drops or picks a results file, or pastes a SHA-256, and is told whether it is
 * this tournament's official results, unchanged; the official hashes are listed beside.
 * /results/verify (no tournament: where results stored before printed to verify) checks against
 * every tournament's official results.
 */
export function VerifyResultsPage() {
  const parameter = useParams().tournamentId;
  return parameter === undefined ? <VerifyAnyResults /> : <VerifyTournamentResults parameter={parameter} />;
}

function VerifyAnyResults() {
  const t = useT();
  return (
    <Stack gap="lg">
      <PageTitle title={t('tournaments.verify.title')} />
      <PageHeader title={t('tournaments.verify.title')} description={t('tournaments.verify.leadAny')} />
      <VerifyResults tournamentId={null} />
    </Stack>
  );
}

function VerifyTournamentResults({ parameter }: { parameter: string }) {
  const t = useT();
  const uuid = tournamentUuidOf(parameter);
  const results = useOfficialResults(uuid ?? '', uuid !== null);
  const notOfficial =
    uuid === null || (results.isError && (results.error as { status?: number }).status === 404);
  const name = results.data?.results.tournament.name;
  return (
    <Stack gap="lg">
      <PageTitle title={t('tournaments.verify.title')} />
      <PageHeader
        title={t('tournaments.verify.title')}
        description={name ? t('tournaments.verify.of', { name }) : t('tournaments.verify.lead')}
      />
      {uuid ? (
        <Anchor component={Link} to={`/tournament/${parameter}`} size="sm" w="fit-content">
          {t('tournaments.verify.backToTournament')}
        </Anchor>
      ) : null}
      {notOfficial ? (
        <Alert color="gray" data-testid="verify-not-official">
          {t('tournaments.verify.notOfficial')}
        </Alert>
      ) : results.isError ? (
        <QueryError error={results.error} onRetry={() => void results.refetch()} />
      ) : results.isPending ? (
        <Skeleton h={120} radius="lg" aria-label={t('tournaments.verify.loading')} />
      ) : (
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs">
            <Text size="sm">
              {t('tournaments.results.officialSince', {
                when: formatDateTime(results.data.results.tournament.finishedAt),
              })}
            </Text>
            <Table.ScrollContainer minWidth={320}>
              <Table aria-label={t('tournaments.verify.hashes')} layout="fixed">
                <Table.Tbody>
                  {(
                    [
                      ['tournaments.verify.rowResults', results.data.sha256],
                      ['tournaments.verify.rowCsv', results.data.csvSha256],
                      ['tournaments.verify.rowPdf', results.data.pdfSha256],
                    ] as const
                  ).map(([label, hash]) => (
                    <Table.Tr key={label}>
                      <Table.Th w={140} scope="row">
                        {t(label)}
                      </Table.Th>
                      <Table.Td>
                        <Code style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{hash}</Code>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Paper>
      )}
      {uuid ? <VerifyResults tournamentId={uuid} /> : null}
    </Stack>
  );
}
