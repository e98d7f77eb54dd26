import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Paper,
  Radio,
  Select,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { AppError, type TeamDto } from '@tightlines/domain';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMyTeams, useRegisterTeam, useTournamentTeams, useVerifyTeam } from '../../../api/teams/teams';
import { useAuth } from '../../../app/auth/auth-context';
import { useT } from '../../../i18n/use-t';
import { PageHeader } from '../../../ui/page-header';
import { QueryError } from '../../../ui/query-error';
import { errorMessage, specMessage } from '../../../ui/spec-message';
import { formatMoney } from '../../../ui/format-money';
import { TeamForm } from '../../../ui/team-form';
import { DEFAULT_FILTERS, useTournament, useTournamentFeed } from '../hooks/tournaments-api';
import {
  clearTeamWizard,
  loadTeamWizard,
  saveTeamWizard,
  TEAM_ROLE_LABEL,
  TEAM_SECTION_LABEL,
  TEAM_SECTIONS,
  type TeamWizardData,
} from './team-wizard-data';

/** While the verified payment is on its way, the tournament's teams are read again this often. */
const REGISTERED_POLL_MS = 2_000;

/**
 * /create_tournament_team (spec §2 Create-team wizard, §4 Team registration, issue 38 point 2):
 * sections select team, info, members, confirm, register. Free: registered at once. Paid: the data
 * is kept in the tab, the payer goes to the checkout, and comes back with the payment-success flag
 * to the register section, which waits until the verified payment has registered the team.
 */
export function RegisterTeamPage() {
  const t = useT();
  const [params] = useSearchParams();
  const paid = params.get('payment') === 'success';
  const [data, setData] = useState<TeamWizardData>(() => {
    const kept = loadTeamWizard();
    const tournamentId = params.get('tournament') ?? kept?.tournamentId ?? null;
    if (paid && kept) return { ...kept, section: 4, awaitingPayment: true };
    return kept && (!params.get('tournament') || kept.tournamentId === tournamentId)
      ? kept
      : { section: 0, teamId: null, tournamentId, memberIds: [], awaitingPayment: false };
  });
  useEffect(() => saveTeamWizard(data), [data]);
  const change = (next: Partial<TeamWizardData>) => setData((current) => ({ ...current, ...next }));
  const teams = useMyTeams();
  const team = teams.data?.find((row) => row.id === data.teamId) ?? null;

  return (
    <>
      <PageHeader title={t('tournaments.team.title')} />
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stepper
          active={data.section}
          onStepClick={(section) => section < data.section && change({ section })}
          size="sm"
          orientation="horizontal"
          wrap
        >
          {TEAM_SECTIONS.map((section) => (
            <Stepper.Step key={section} label={t(TEAM_SECTION_LABEL[section])} />
          ))}
        </Stepper>
        <Stack mt="lg">
          {teams.isError ? (
            <QueryError error={teams.error} onRetry={() => void teams.refetch()} />
          ) : data.section === 0 ? (
            <SelectTeam
              teams={teams.data}
              teamId={data.teamId}
              onChoose={(teamId) => change({ teamId, memberIds: [] })}
              onNext={() => change({ section: 1 })}
            />
          ) : data.section === 1 ? (
            <TournamentInfo
              tournamentId={data.tournamentId}
              onChoose={(tournamentId) => change({ tournamentId })}
              onBack={() => change({ section: 0 })}
              onNext={() => change({ section: 2 })}
            />
          ) : data.section === 2 && team ? (
            <MarkMembers
              team={team}
              memberIds={data.memberIds}
              onChange={(memberIds) => change({ memberIds })}
              onBack={() => change({ section: 1 })}
              onNext={() => change({ section: 3 })}
            />
          ) : data.section === 3 && team && data.tournamentId ? (
            <Confirm
              team={team}
              tournamentId={data.tournamentId}
              memberIds={data.memberIds}
              onBack={() => change({ section: 2 })}
              onNext={() => change({ section: 4 })}
            />
          ) : data.section === 4 && data.tournamentId && data.teamId ? (
            <Register
              data={{ ...data, tournamentId: data.tournamentId, teamId: data.teamId }}
              teamName={team?.name ?? ''}
              onCheckout={() => change({ awaitingPayment: true })}
              onBack={() => change({ section: 3, awaitingPayment: false })}
            />
          ) : (
            <Group>
              <Loader size="sm" aria-hidden />
              <Text size="sm">{t('tournaments.team.loading')}</Text>
            </Group>
          )}
        </Stack>
      </Paper>
    </>
  );
}

function Nav({
  onBack,
  onNext,
  nextLabel,
  nextDisabled,
  loading,
}: {
  onBack?: () => void;
  onNext: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  loading?: boolean;
}) {
  const t = useT();
  return (
    <Group justify="space-between">
      {onBack ? (
        <Button variant="default" onClick={onBack}>
          {t('tournaments.team.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button onClick={onNext} disabled={nextDisabled} loading={loading}>
        {nextLabel ?? t('tournaments.team.next')}
      </Button>
    </Group>
  );
}

/** Section 0: one of my teams, or a new one. */
function SelectTeam({
  teams,
  teamId,
  onChoose,
  onNext,
}: {
  teams: TeamDto[] | undefined;
  teamId: string | null;
  onChoose: (teamId: string) => void;
  onNext: () => void;
}) {
  const t = useT();
  const auth = useAuth();
  const [creating, setCreating] = useState(false);
  if (!teams) return <Loader size="sm" aria-label={t('tournaments.team.loading')} />;
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('tournaments.team.chooseTitle')}
      </Title>
      {teams.length ? (
        <Radio.Group value={teamId} onChange={onChoose} label={t('tournaments.team.yourTeams')}>
          <Stack gap="xs" mt="xs">
            {teams.map((team) => (
              <Radio
                key={team.id}
                value={team.id}
                label={`${team.name} (${t('tournaments.team.memberCount', { count: team.members.length })})`}
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('tournaments.team.noTeams')}
        </Text>
      )}
      {creating ? (
        <TeamForm
          team={null}
          selfEmail={auth.user?.email ?? null}
          onSaved={(team) => {
            setCreating(false);
            onChoose(team.id);
          }}
          onCancel={() => setCreating(false)}
        />
      ) : (
        <Button variant="light" onClick={() => setCreating(true)} style={{ alignSelf: 'flex-start' }}>
          {t('tournaments.team.create')}
        </Button>
      )}
      <Nav onNext={onNext} nextDisabled={!teamId} />
    </Stack>
  );
}

/** A refusal in the user's language; one that names a member (outside the locations, in another team) says who. */
function ErrorText({ error }: { error: Error }) {
  const named = error instanceof AppError ? error.details?.memberName : undefined;
  const message = errorMessage(error);
  return (
    <Alert color="red" role="alert">
      {typeof named === 'string' && named ? `${message}: ${named}` : message}
    </Alert>
  );
}

/** Section 1: the tournament, from its page's link or chosen among the active ones. */
function TournamentInfo({
  tournamentId,
  onChoose,
  onBack,
  onNext,
}: {
  tournamentId: string | null;
  onChoose: (tournamentId: string) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const t = useT();
  const feed = useTournamentFeed({ ...DEFAULT_FILTERS, status: 'Active' });
  const chosen = useTournament(tournamentId);
  const options = (feed.data ?? []).map((row) => ({ value: row.UUID, label: row.Name }));
  if (chosen.data && !options.some((option) => option.value === chosen.data.UUID)) {
    options.unshift({ value: chosen.data.UUID, label: chosen.data.Name });
  }
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('tournaments.team.infoTitle')}
      </Title>
      {feed.isError ? <QueryError error={feed.error} onRetry={() => void feed.refetch()} /> : null}
      <Select
        label={t('tournaments.team.tournament')}
        data={options}
        value={tournamentId}
        onChange={(value) => value && onChoose(value)}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('tournaments.team.noTournaments')}
      />
      {chosen.data ? (
        <Text size="sm" data-testid="team-tournament-fee">
          {chosen.data.EntranceFee > 0
            ? t('tournaments.team.fee', {
                fee: formatMoney(Math.round(chosen.data.EntranceFee * 100), chosen.data.currencyAcronym),
              })
            : t('tournaments.team.free')}
        </Text>
      ) : null}
      <Nav onBack={onBack} onNext={onNext} nextDisabled={!tournamentId} />
    </Stack>
  );
}

/** Section 2: who of the team fishes this tournament (spec §5: at least one). */
function MarkMembers({
  team,
  memberIds,
  onChange,
  onBack,
  onNext,
}: {
  team: TeamDto;
  memberIds: string[];
  onChange: (memberIds: string[]) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack>
      <Checkbox.Group
        label={t('tournaments.team.markTitle')}
        value={memberIds}
        onChange={(value) => {
          setError(null);
          onChange(value);
        }}
        error={error}
      >
        <Stack gap="xs" mt="xs">
          {team.members.map((member) => (
            <Checkbox
              key={member.userId}
              value={member.userId}
              label={`${member.name} · ${t(TEAM_ROLE_LABEL[member.role])}`}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Nav
        onBack={onBack}
        onNext={() => (memberIds.length ? onNext() : setError(specMessage('selectTeamMember')))}
      />
    </Stack>
  );
}

/** Section 3: the team's details verified against the tournament's locations; whoever fails is named. */
function Confirm({
  team,
  tournamentId,
  memberIds,
  onBack,
  onNext,
}: {
  team: TeamDto;
  tournamentId: string;
  memberIds: string[];
  onBack: () => void;
  onNext: () => void;
}) {
  const t = useT();
  const verify = useVerifyTeam();
  const { mutate } = verify;
  useEffect(() => {
    mutate({ teamId: team.id, input: { tournamentId, memberIds } });
  }, [mutate, team.id, tournamentId, memberIds]);
  const result = verify.data;
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('tournaments.team.confirmTitle', { team: team.name })}
      </Title>
      {verify.isPending ? <Loader size="sm" aria-label={t('tournaments.team.verifying')} /> : null}
      {verify.isError ? <ErrorText error={verify.error} /> : null}
      {result ? (
        <List spacing="xs">
          {result.members.map((member) => (
            <List.Item key={member.userId}>
              {member.otherTeam
                ? t('tournaments.team.inOtherTeam', { name: member.name, team: member.otherTeam })
                : member.inLocations
                  ? t('tournaments.team.memberOk', { name: member.name })
                  : t('tournaments.team.notInLocations', { name: member.name })}
            </List.Item>
          ))}
        </List>
      ) : null}
      {result && !result.ok ? (
        <Alert color="red" role="alert">
          {specMessage(
            result.members.some((member) => member.otherTeam)
              ? 'teamMemberInAnotherTeam'
              : 'teamMemberNotInLocality',
          )}
        </Alert>
      ) : null}
      <Nav onBack={onBack} onNext={onNext} nextDisabled={!result?.ok} />
    </Stack>
  );
}

/** Section 4: register (free at once, paid through the checkout), then "team registered". */
function Register({
  data,
  teamName,
  onCheckout,
  onBack,
}: {
  data: TeamWizardData & { tournamentId: string; teamId: string };
  teamName: string;
  onCheckout: () => void;
  onBack: () => void;
}) {
  const t = useT();
  const register = useRegisterTeam();
  const [registered, setRegistered] = useState(false);
  const teams = useTournamentTeams(data.awaitingPayment ? data.tournamentId : null);
  const paidIn = !!teams.data?.some((row) => row.teamId === data.teamId);
  const { refetch } = teams;
  useEffect(() => {
    if (!data.awaitingPayment || paidIn) return;
    const timer = window.setInterval(() => void refetch(), REGISTERED_POLL_MS);
    return () => window.clearInterval(timer);
  }, [data.awaitingPayment, paidIn, refetch]);
  const done = registered || paidIn;
  useEffect(() => {
    if (done) clearTeamWizard();
  }, [done]);
  if (done) {
    return (
      <Alert
        color="teal"
        role="status"
        title={
          <Title order={2} size="h4">
            {specMessage('teamRegistered')}
          </Title>
        }
      >
        <Stack gap="xs">
          <Text>{t('tournaments.team.registeredText', { team: teamName })}</Text>
          <Group>
            <Button component={Link} to="/my_profile?tab=teams" variant="light">
              {t('tournaments.team.myTeams')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (data.awaitingPayment) {
    return (
      <Group role="status">
        <Loader size="sm" aria-hidden />
        <Text>{t('tournaments.team.awaitingPayment')}</Text>
      </Group>
    );
  }
  const submit = () =>
    register.mutate(
      {
        tournamentId: data.tournamentId,
        teamId: data.teamId,
        memberIds: data.memberIds,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
      {
        onSuccess: (result) => {
          if (result.outcome === 'registered') setRegistered(true);
          else if (result.checkoutUrl) {
            onCheckout();
            saveTeamWizard({ ...data, section: 4, awaitingPayment: true });
            window.location.assign(result.checkoutUrl);
          }
        },
      },
    );
  return (
    <Stack>
      <Text>{t('tournaments.team.registerLead', { team: teamName })}</Text>
      {register.isError ? <ErrorText error={register.error} /> : null}
      <Nav
        onBack={onBack}
        onNext={submit}
        nextLabel={t('tournaments.team.register')}
        loading={register.isPending}
      />
    </Stack>
  );
}
