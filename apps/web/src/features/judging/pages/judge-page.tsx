import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconGavel, IconMailCheck } from '@tabler/icons-react';
import type { JudgeTournamentDto } from '@tightlines/domain';
import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useEmailVerification } from '../../../app/auth/email-verification';
import { useT } from '../../../i18n/use-t';
import { EmptyState } from '../../../ui/empty-state';
import { formatDate } from '../../../ui/format-date';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-error';
import { errorMessage } from '../../../ui/spec-message';
import { JudgeTournamentFiltersPanel } from '../components/judge-tournament-filters';
import { useAnswerJudgeInvitation } from '../hooks/answer-judge-invitation';
import { storeJudgeTournament } from '../hooks/judge-tournament-store';
import {
  DEFAULT_JUDGE_FILTERS,
  useJudgeTournaments,
  type JudgeTournamentFilters,
} from '../hooks/list-judge-tournaments';

/**
 * /judge (spec §2 Judge screens): the tournaments this user judges, filtered by location, species
 * and date range (weekly by default), each with its catches to judge; picking one stores it and
 * opens /judge_tournament.
 */
export function JudgePage() {
  const t = useT();
  const [filters, setFilters] = useState<JudgeTournamentFilters>(DEFAULT_JUDGE_FILTERS);
  return (
    <Stack gap="lg">
      <PageHeader title={t('judging.title')} description={t('judging.list.lead')} />
      <VerifyToJudge />
      <JudgeTournamentFiltersPanel value={filters} onChange={setFilters} />
      <JudgeTournamentList filters={filters} />
    </Stack>
  );
}

function JudgeTournamentList({ filters }: { filters: JudgeTournamentFilters }) {
  const t = useT();
  const list = useJudgeTournaments(filters);
  const tournaments = useDeferredValue(list.data);
  if (list.isError && !list.isFetchNextPageError) {
    return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (list.isPending || tournaments === undefined) {
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        role="status"
        aria-busy="true"
        aria-label={t('judging.list.loading')}
      >
        <Skeleton h={140} radius="lg" />
        <Skeleton h={140} radius="lg" />
      </SimpleGrid>
    );
  }
  if (tournaments.length === 0) {
    return (
      <EmptyState icon={<IconGavel size={28} />} title={t('judging.list.emptyTitle')}>
        {t('judging.list.emptyText')}
      </EmptyState>
    );
  }
  return (
    <section aria-label={t('judging.list.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {tournaments.map((tournament) => (
          <JudgeTournamentCard key={tournament.UUID} tournament={tournament} />
        ))}
      </SimpleGrid>
      {list.isFetchNextPageError ? (
        <QueryError error={list.error} onRetry={() => void list.fetchNextPage()} />
      ) : list.hasNextPage ? (
        <Center mt="md">
          <Button variant="light" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('judging.list.loadMore')}
          </Button>
        </Center>
      ) : null}
    </section>
  );
}

/** Judging waits for a verified address (issue 32): said where the right is withheld. */
function VerifyToJudge() {
  const t = useT();
  const status = useEmailVerification();
  if (status.data?.verified !== false) return null;
  return (
    <Alert
      color="ocean"
      variant="light"
      icon={<IconMailCheck aria-hidden />}
      title={t('judging.verify.title')}
    >
      {t('judging.verify.text', { email: status.data.email })}
    </Alert>
  );
}

/**
 * A tournament naming the user judge that they have not accepted (issue 32): accept or decline; a
 * declined one can still be accepted. Errors (an address not verified…) are said at the buttons.
 * An organiser who named themselves judges already (`can.judge`); accepting makes them one of its
 * named judges too, whom official results need.
 */
function JudgeInvitation({ tournament }: { tournament: JudgeTournamentDto }) {
  const t = useT();
  const answer = useAnswerJudgeInvitation();
  const declined = tournament.judgeInvitation === 'declined';
  const handleAnswer = (accept: boolean) => answer.mutate({ tournamentUUID: tournament.UUID, accept });
  const text = tournament.can.manage
    ? t('judging.invitation.organiserText')
    : declined
      ? t('judging.invitation.declinedText')
      : t('judging.invitation.text');
  return (
    <Stack gap="xs">
      <Text size="sm">{text}</Text>
      <Group gap="sm">
        <Button
          size="sm"
          loading={answer.isPending && answer.variables?.accept === true}
          disabled={answer.isPending}
          onClick={() => handleAnswer(true)}
          aria-label={t('judging.invitation.acceptNamed', { name: tournament.Name })}
        >
          {t('judging.invitation.accept')}
        </Button>
        {declined ? null : (
          <Button
            size="sm"
            variant="default"
            loading={answer.isPending && answer.variables?.accept === false}
            disabled={answer.isPending}
            onClick={() => handleAnswer(false)}
            aria-label={t('judging.invitation.declineNamed', { name: tournament.Name })}
          >
            {t('judging.invitation.decline')}
          </Button>
        )}
      </Group>
      {answer.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(answer.error)}
        </Text>
      ) : null}
    </Stack>
  );
}

function JudgeTournamentCard({ tournament }: { tournament: JudgeTournamentDto }) {
  const t = useT();
  const navigate = useNavigate();
  const titleId = `judge-${tournament.UUID}`;
  const finished = tournament.tournamentStatus === 'Finished';
  // Named and not accepted: the invitation to answer (an organiser may have named themselves).
  const unanswered = tournament.judgeInvitation === 'invited' || tournament.judgeInvitation === 'declined';
  const handleOpen = () => {
    storeJudgeTournament(tournament);
    void navigate('/judge_tournament');
  };
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="lg" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {tournament.Name}
          </Title>
          {unanswered && !tournament.can.judge ? (
            <Badge variant="outline" color="gray.8">
              {t(
                tournament.judgeInvitation === 'invited'
                  ? 'judging.invitation.status.invited'
                  : 'judging.invitation.status.declined',
              )}
            </Badge>
          ) : finished ? (
            <Badge variant="default">{t('judging.list.finished')}</Badge>
          ) : (
            <Badge color={tournament.toJudge > 0 ? 'blue.8' : 'teal.9'} variant="filled">
              {t('judging.list.toJudge', { count: tournament.toJudge })}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('judging.list.dates', {
            start: formatDate(tournament.StartDate),
            end: formatDate(tournament.EndDate),
          })}
        </Text>
        <Text size="sm">{tournament.ruleName}</Text>
        {/* The one rule of who judges (`can.judge`: its organiser, a named judge who accepted). */}
        {tournament.can.judge ? (
          <Button
            onClick={handleOpen}
            aria-label={t('judging.list.openNamed', { name: tournament.Name })}
            w="fit-content"
          >
            {finished ? t('judging.list.view') : t('judging.list.open')}
          </Button>
        ) : null}
        {unanswered || !tournament.can.judge ? <JudgeInvitation tournament={tournament} /> : null}
      </Stack>
    </Card>
  );
}
