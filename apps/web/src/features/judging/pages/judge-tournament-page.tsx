import { Alert, Anchor, Button, Center, Group, Skeleton, Stack } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { tournamentPath } from '@tightlines/domain';
import { useCallback, useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-error';
import { CatchFiltersPanel } from '../components/catch-filters';
import { CatchList } from '../components/catch-list';
import type { DecisionValues } from '../components/decision-values';
import { FinishJudging } from '../components/finish-judging';
import { JudgingOverlay } from '../components/judging-overlay';
import { LogCountersBar } from '../components/log-counters';
import { readJudgeTournament } from '../hooks/judge-tournament-store';
import {
  DEFAULT_CATCH_FILTERS,
  useJudgingCatches,
  useJudgingOverview,
  type CatchFilters,
} from '../hooks/judging-workspace';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard';

/**
 * /judge_tournament (spec §2 Judge screens): the tournament picked on /judge (session storage;
 * none stored goes back there), its counters, the catch filters, the catches keyset paged, the
 * judging overlay, and Finish judging.
 */
export function JudgeTournamentPage() {
  const [stored] = useState(readJudgeTournament);
  if (!stored) return <Navigate to="/judge" replace />;
  return <Workspace tournamentId={stored.UUID} storedName={stored.Name} />;
}

function Workspace({ tournamentId, storedName }: { tournamentId: string; storedName: string }) {
  const t = useT();
  const [filters, setFilters] = useState<CatchFilters>(DEFAULT_CATCH_FILTERS);
  const [open, setOpen] = useState<number | null>(null);
  const [drafts, setDrafts] = useState<Record<string, DecisionValues>>({});
  const overview = useJudgingOverview(tournamentId);
  const catches = useJudgingCatches(tournamentId, filters);
  const unsaved = useMemo(() => new Set(Object.keys(drafts)), [drafts]);
  useUnsavedGuard(unsaved.size > 0);

  const handleDraft = useCallback((catchId: string, values: DecisionValues | null) => {
    setDrafts((previous) => {
      if (values === null) {
        if (!(catchId in previous)) return previous;
        const { [catchId]: _dropped, ...rest } = previous;
        return rest;
      }
      return { ...previous, [catchId]: values };
    });
  }, []);

  const name = overview.data?.tournament.Name ?? storedName;
  const items = catches.data ?? [];
  const header = (
    <>
      <PageHeader
        title={name}
        description={t('judging.workspace.lead')}
        actions={
          <Group gap="xs">
            <Button component={Link} to="/judge" variant="default">
              {t('judging.workspace.back')}
            </Button>
          </Group>
        }
      />
    </>
  );

  if (overview.isError) {
    return (
      <Stack>
        {header}
        <QueryError error={overview.error} onRetry={() => void overview.refetch()} />
      </Stack>
    );
  }
  if (overview.isPending) {
    return (
      <Stack role="status" aria-busy="true" aria-label={t('judging.workspace.loading')}>
        {header}
        <Skeleton h={90} radius="lg" />
        <Skeleton h={200} radius="lg" />
      </Stack>
    );
  }
  const { counters, summary, evidenceChecklist, boats, teams, finished, uploadsOpen } = overview.data;
  return (
    <Stack gap="lg">
      {header}
      {finished ? (
        <Alert color="teal" title={t('judging.workspace.finishedTitle')}>
          {t('judging.workspace.finishedText')}{' '}
          <Anchor component={Link} to={tournamentPath(tournamentId)}>
            {t('judging.workspace.officialResults')}
          </Anchor>
        </Alert>
      ) : null}
      <LogCountersBar
        counters={counters}
        summary={summary}
        status={filters.status}
        onStatus={(status) => setFilters((previous) => ({ ...previous, status }))}
      />
      <CatchFiltersPanel value={filters} onChange={setFilters} boats={boats} teams={teams} />
      {catches.isError && !catches.isFetchNextPageError ? (
        <QueryError error={catches.error} onRetry={() => void catches.refetch()} />
      ) : catches.isPending ? (
        <Skeleton h={160} radius="lg" role="status" aria-label={t('judging.catches.loading')} />
      ) : items.length === 0 ? (
        <EmptyState icon={<IconVideo size={28} />} title={t('judging.catches.emptyTitle')}>
          {t('judging.catches.emptyText')}
        </EmptyState>
      ) : (
        <section aria-label={t('judging.catches.title')}>
          <CatchList items={items} unsaved={unsaved} onOpen={setOpen} />
          {catches.isFetchNextPageError ? (
            <QueryError error={catches.error} onRetry={() => void catches.fetchNextPage()} />
          ) : catches.hasNextPage ? (
            <Center mt="md">
              <Button
                variant="light"
                loading={catches.isFetchingNextPage}
                onClick={() => void catches.fetchNextPage()}
              >
                {t('judging.catches.loadMore')}
              </Button>
            </Center>
          ) : null}
        </section>
      )}
      {/* Offered while anything is pending too: the server's refusal then says how many. */}
      {!finished ? (
        <FinishJudging
          tournamentId={tournamentId}
          name={name}
          unsaved={unsaved.size}
          uploadsOpen={uploadsOpen}
        />
      ) : null}
      <JudgingOverlay
        tournamentId={tournamentId}
        items={items}
        index={open ?? -1}
        onIndex={setOpen}
        onClose={() => setOpen(null)}
        checklist={evidenceChecklist}
        drafts={drafts}
        onDraft={handleDraft}
      />
    </Stack>
  );
}
