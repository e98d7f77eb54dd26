import { Button, Group, Select, Stack, Switch, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { useFishingNow } from '../../api/tournament-catches/tournament-catches';
import { ObjectOfTheDayCard } from './object-of-the-day';

/**
 * "Tournament session" on the session form (spec §3 isTournamentSession): offered when the user is
 * a member of a tournament that is on now; choosing one shows its object of the day prominently.
 * `value` is the chosen tournament's UUID, or null for an ordinary session.
 */
export function TournamentSessionField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (tournamentId: string | null) => void;
  error?: string;
}) {
  const t = useT();
  // The session form is for signed-in users only.
  const fishingNow = useFishingNow(true);
  const tournaments = fishingNow.data ?? [];
  const chosen = tournaments.find((tournament) => tournament.UUID === value) ?? null;

  // A tournament that ended while the form was open is no longer offered, nor kept.
  useEffect(() => {
    if (value && fishingNow.isSuccess && !chosen) onChange(null);
  }, [value, fishingNow.isSuccess, chosen, onChange]);

  if (fishingNow.isError) {
    return (
      <Group gap="xs">
        <Text size="sm" c="red">
          {t('tournamentCatches.session.loadFailed')}
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => void fishingNow.refetch()}>
          {t('tournamentCatches.session.retry')}
        </Button>
      </Group>
    );
  }
  if (!tournaments.length) return null;
  return (
    <Stack gap="xs">
      <Switch
        label={t('tournamentCatches.session.label')}
        description={t('tournamentCatches.session.description')}
        checked={value !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? tournaments[0]!.UUID : null)}
      />
      {value !== null ? (
        <>
          {tournaments.length > 1 ? (
            <Select
              label={t('tournamentCatches.session.tournament')}
              placeholder={t('tournamentCatches.session.choose')}
              required
              allowDeselect={false}
              data={tournaments.map((tournament) => ({ value: tournament.UUID, label: tournament.Name }))}
              value={value}
              onChange={(next) => onChange(next)}
              error={error}
            />
          ) : (
            <Text size="sm" fw={600}>
              {chosen?.Name}
            </Text>
          )}
          {error && tournaments.length === 1 ? (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          ) : null}
          {chosen ? <ObjectOfTheDayCard object={chosen.objectOfTheDay} /> : null}
        </>
      ) : null}
    </Stack>
  );
}

/** The mark of a tournament session on a session card. */
export function TournamentSessionBadge() {
  const t = useT();
  return (
    // The colour is the trophy's: orange text this small would fail the contrast on white.
    <Group component="span" gap={4} wrap="nowrap">
      <IconTrophy size={14} color="var(--mantine-color-orange-6)" aria-hidden />
      <Text span size="xs" fw={700}>
        {t('tournamentCatches.session.badge')}
      </Text>
    </Group>
  );
}
