import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { displayTournamentStatus, tournamentUuidOf, type TournamentDto } from '@tightlines/domain';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../../app/auth/auth-context';
import { useT } from '../../../i18n/use-t';
import { PageHeader } from '../../../ui/page-header';
import { PageTitle } from '../../../ui/page-title';
import { QueryError } from '../../../ui/query-error';
import { ShareButton } from '../../../ui/share-button';
import { ObjectOfTheDay } from '../../../ui/tournament-catches';
import { JoinPanel } from '../components/join-panel';
import { LiveStandings } from '../components/live-standings';
import { OfficialResults } from '../components/official-results';
import { OrganiserActions } from '../components/organiser-actions';
import { StatusBadge } from '../components/status-badge';
import { FeeAndPrize, placesOf } from '../components/tournament-card';
import { TournamentMembers } from '../components/tournament-members';
import { TournamentTeams } from '../components/tournament-teams';
import { TournamentPicture } from '../components/tournament-picture';
import { TournamentPlaces } from '../components/tournament-places';
import { TournamentSchedule } from '../components/tournament-schedule';
import { JudgeStatuses } from '../components/judge-statuses';
import { useRuleSets } from '../hooks/list-rule-sets';
import { useTournament } from '../hooks/tournaments-api';
import { useNow, viewerTimeZone } from '../tournament-format';

/** /tournament/{Base64 UUID}: one tournament (spec §2, §3, §4). */
export function TournamentDetailPage() {
  const t = useT();
  const uuid = tournamentUuidOf(useParams().tournamentId);
  const tournament = useTournament(uuid);
  const notFound = (
    <>
      <PageHeader
        title={t('tournaments.detail.notFoundTitle')}
        description={t('tournaments.detail.notFoundText')}
      />
      <Button component={Link} to="/tournament" variant="light" w="fit-content">
        {t('tournaments.detail.backToList')}
      </Button>
    </>
  );
  if (!uuid) return notFound;
  if (tournament.isError) {
    const status = (tournament.error as { status?: number }).status;
    if (status === 404) return notFound;
    return <QueryError error={tournament.error} onRetry={() => void tournament.refetch()} />;
  }
  if (tournament.isPending) {
    return (
      <Stack aria-busy="true" aria-label={t('tournaments.detail.loading')}>
        <Skeleton h={40} w="60%" />
        <Skeleton h={220} radius="lg" />
      </Stack>
    );
  }
  return <TournamentView tournament={tournament.data} />;
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p="md">
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function TournamentView({ tournament }: { tournament: TournamentDto }) {
  const t = useT();
  const { isLoggedIn } = useAuth();
  const now = useNow(1000);
  const status = displayTournamentStatus(tournament, now, viewerTimeZone());
  const ruleSets = useRuleSets();
  const ruleSet = ruleSets.data?.find((rule) => rule.ruleUUID === tournament.ruleUUID);
  return (
    <Stack gap="lg">
      <PageTitle title={tournament.Name} />
      <Group justify="space-between">
        <Anchor component={Link} to="/tournament" size="sm">
          {t('tournaments.detail.backToList')}
        </Anchor>
        {/* A share is recorded as the signed-in user's. */}
        {isLoggedIn ? (
          <ShareButton
            target={{ object: 'Tournament', uuid: tournament.UUID, title: tournament.Name }}
            describedBy="tournament-name"
            variant="light"
          />
        ) : null}
      </Group>
      <TournamentPicture tournament={tournament} variant="banner" />
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Title order={1} id="tournament-name" style={{ overflowWrap: 'anywhere' }}>
            {tournament.Name}
          </Title>
          <Group gap="xs">
            <StatusBadge status={status} />
            {tournament.clubOption === 'Club members only' ? (
              <Badge variant="default">{t('tournaments.detail.clubOnly')}</Badge>
            ) : null}
            {tournament.can.judge ? (
              <Badge variant="default">{t('tournaments.detail.youJudge')}</Badge>
            ) : null}
          </Group>
        </Stack>
        <JoinPanel tournament={tournament} now={now} />
      </Group>
      <OrganiserActions tournament={tournament} />
      {/* The day's code, to those who fish or judge it, while it is on (the server decides the day). */}
      {status === 'Current' && tournament.can.seeObjectOfTheDay ? (
        <ObjectOfTheDay tournamentId={tournament.UUID} signedIn />
      ) : null}

      {/* Running, or over and being judged: the standings move as judges decide, until official. */}
      {tournament.tournamentStatus !== 'Finished' && (status === 'Current' || status === 'Finished') ? (
        <LiveStandings tournamentId={tournament.UUID} />
      ) : null}
      <OfficialResults tournamentId={tournament.UUID} finished={tournament.tournamentStatus === 'Finished'} />

      <Section title={t('tournaments.detail.overview')} id="tournament-overview">
        <Stack gap="xs">
          {tournament.Description ? (
            <Text style={{ whiteSpace: 'pre-wrap' }}>{tournament.Description}</Text>
          ) : null}
          <Text c="dimmed">{placesOf(tournament, t('tournaments.list.everywhere'))}</Text>
          <FeeAndPrize tournament={tournament} />
          {/* Joining rules mean nothing once it is cancelled: the join panel says it is. */}
          {tournament.tournamentStatus === 'Canceled' ? null : (
            <Text size="sm" c="dimmed">
              {tournament.AllowLateJoin
                ? t('tournaments.detail.lateJoinAllowed')
                : t('tournaments.detail.noLateJoin')}
            </Text>
          )}
        </Stack>
      </Section>

      <Section title={t('tournaments.detail.schedule.title')} id="tournament-schedule">
        <TournamentSchedule tournament={tournament} />
      </Section>

      <Section title={t('tournaments.detail.rules')} id="tournament-rules">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{tournament.ruleName}</Text>
          {ruleSet ? (
            <Button
              component={Link}
              to={ruleSet.documentUrl}
              variant="light"
              size="xs"
              aria-label={t('tournaments.detail.readRulesNamed', { name: tournament.ruleName })}
            >
              {t('tournaments.detail.readRules')}
            </Button>
          ) : null}
        </Group>
      </Section>

      <Section title={t('tournaments.detail.species')} id="tournament-species">
        <Group gap="xs">
          {tournament.species.map((fish) => (
            <Badge key={fish.UUID} variant="default" size="lg">
              {fish.name}
            </Badge>
          ))}
        </Group>
      </Section>

      <Section title={t('tournaments.detail.places.title')} id="tournament-places">
        <TournamentPlaces tournament={tournament} />
      </Section>

      <Section title={t('tournaments.detail.judges')} id="tournament-judges">
        {tournament.judgeNames.length > 0 || tournament.judges.length > 0 ? (
          <Stack gap={4}>
            {tournament.judgeNames.map((name, index) => (
              <Text key={`name-${index}`}>{name}</Text>
            ))}
            {tournament.can.manage ? <JudgeStatuses judges={tournament.judges} /> : null}
          </Stack>
        ) : (
          <Text c="dimmed">{t('tournaments.detail.judgesPending')}</Text>
        )}
      </Section>

      <Section title={t('tournaments.detail.members.title')} id="tournament-members">
        <TournamentMembers tournament={tournament} />
      </Section>

      <TournamentTeams tournamentId={tournament.UUID} canRegister={isLoggedIn && status === 'Active'} />
    </Stack>
  );
}
