import { Anchor, Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { encodeUuid, type StandingLineDto } from '@tightlines/domain';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { formatDateTime } from '../../../ui/format-date';
import { QueryError } from '../../../ui/query-error';
import { useOfficialResults } from '../hooks/official-results';
import { ResultsEvidenceModal } from './results-evidence';
import { StandingsTable } from './standings-table';
import { VerifyResults } from './verify-results';

/** The address's parameter naming the catch whose evidence is open. */
const EVIDENCE_PARAM = 'evidence';

/**
 * A finished tournament's official results (issue 22 point 6): standings per boat and per angler
 * (points, releases, and when the score was reached: its last qualifying release, the earliest
 * winning a tie), each line pointing at its evidence; the CSV and PDF downloads, the SHA-256 they
 * carry, and a check of any file (also on its own page, the address the files print).
 */
export function OfficialResults({ tournamentId, finished }: { tournamentId: string; finished: boolean }) {
  const t = useT();
  const results = useOfficialResults(tournamentId, finished);
  const [search, setSearch] = useSearchParams();
  if (!finished) return null;
  if (results.isError) {
    // Not official yet (judging still open): nothing to show.
    if ((results.error as { status?: number }).status === 404) return null;
    return <QueryError error={results.error} onRetry={() => void results.refetch()} />;
  }
  if (!results.data) return null;
  const { results: document, sha256, csvUrl, pdfUrl } = results.data;
  return (
    <Paper component="section" aria-labelledby="tournament-results" withBorder radius="lg" p="md">
      <Title order={2} size="h4" id="tournament-results" mb="sm">
        {t('tournaments.results.title')}
      </Title>
      <Stack gap="md" data-testid="official-results">
        <Text size="sm">
          {t('tournaments.results.officialSince', { when: formatDateTime(document.tournament.finishedAt) })}
        </Text>
        <StandingsTable
          title={t('tournaments.results.boats')}
          id="boats"
          lines={document.boats}
          evidence={(line) => <Evidence line={line} />}
        />
        <StandingsTable
          title={t('tournaments.results.anglers')}
          id="anglers"
          lines={document.anglers}
          evidence={(line) => <Evidence line={line} />}
        />
        {document.teams ? (
          <StandingsTable
            title={t('tournaments.results.teams')}
            id="teams"
            lines={document.teams}
            evidence={(line) => <Evidence line={line} />}
          />
        ) : null}
        <Group gap="xs">
          <Button
            component="a"
            href={csvUrl}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('tournaments.results.csv')}
          </Button>
          <Button
            component="a"
            href={pdfUrl}
            download
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t('tournaments.results.pdf')}
          </Button>
        </Group>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('tournaments.results.sha256')}
          </Text>
          <Code
            block
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
            data-testid="results-sha256"
          >
            {sha256}
          </Code>
        </Stack>
        <VerifyResults tournamentId={tournamentId} />
        <Anchor component={Link} to={`/tournament/${encodeUuid(tournamentId)}/verify`} size="sm">
          {t('tournaments.verify.openPage')}
        </Anchor>
      </Stack>
      <ResultsEvidenceModal
        tournamentId={tournamentId}
        catchId={search.get(EVIDENCE_PARAM)}
        onClose={() =>
          setSearch(
            (next) => {
              next.delete(EVIDENCE_PARAM);
              return next;
            },
            { preventScrollReset: true },
          )
        }
      />
    </Paper>
  );
}

/**
 * A line's evidence: the catches it counts, each opening what the judges saw and decided. The catch
 * open is kept in the address (`?evidence=`), so a link to it can be shared.
 */
function Evidence({ line }: { line: StandingLineDto }) {
  const t = useT();
  const [, setSearch] = useSearchParams();
  if (line.catchIds.length === 0) return <Text size="sm">—</Text>;
  return (
    <details>
      <summary>
        <Anchor component="span" size="sm">
          {t('tournaments.results.evidenceCount', { count: line.catchIds.length, name: line.name })}
        </Anchor>
      </summary>
      <Stack gap={2} mt={4} align="flex-start">
        {line.catchIds.map((id, index) => (
          <Anchor
            key={id}
            component="button"
            type="button"
            size="sm"
            aria-label={t('tournaments.results.openCatch', { number: index + 1, name: line.name })}
            onClick={() =>
              setSearch(
                (search) => {
                  search.set(EVIDENCE_PARAM, id);
                  return search;
                },
                { preventScrollReset: true },
              )
            }
          >
            {t('tournaments.results.catchNumber', { number: index + 1 })}
          </Anchor>
        ))}
      </Stack>
    </details>
  );
}
