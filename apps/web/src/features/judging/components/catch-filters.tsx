import { Button, Fieldset, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { CATCH_STATUS_FILTERS, type CatchStatusFilter } from '@tightlines/domain';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { DEFAULT_CATCH_FILTERS, type CatchFilters } from '../hooks/judging-workspace';

const STATUS_FILTER_LABELS: Record<CatchStatusFilter, MessageKey> = {
  pending: 'judging.status.pending',
  approved: 'judging.status.approved',
  refused: 'judging.status.refused',
  invalid: 'judging.status.invalid',
  qualified: 'judging.status.qualified',
};

const ALL = 'all';

/**
 * The judging feed's filters (spec §2): boat, team (issue 38: shown when the tournament has
 * registered teams; the catches of the anglers each registered), status (Qualified is Approved or
 * Refused), the day.
 */
export function CatchFiltersPanel({
  value,
  onChange,
  boats,
  teams,
}: {
  value: CatchFilters;
  onChange: (value: CatchFilters) => void;
  boats: readonly { boatId: string; boatName: string }[];
  teams: readonly { teamId: string; teamName: string }[];
}) {
  const t = useT();
  const changed = JSON.stringify(value) !== JSON.stringify(DEFAULT_CATCH_FILTERS);
  return (
    <Fieldset legend={t('ui.filters.title')} radius="lg">
      <SimpleGrid cols={teams.length ? { base: 1, sm: 2, lg: 4 } : { base: 1, sm: 3 }}>
        <Select
          label={t('judging.filters.boat')}
          data={[
            { value: ALL, label: t('judging.filters.anyBoat') },
            ...boats.map((boat) => ({ value: boat.boatId, label: boat.boatName })),
          ]}
          value={value.boatId ?? ALL}
          allowDeselect={false}
          searchable
          onChange={(next) => onChange({ ...value, boatId: next && next !== ALL ? next : null })}
        />
        {teams.length ? (
          <Select
            label={t('judging.filters.team')}
            data={[
              { value: ALL, label: t('judging.filters.anyTeam') },
              ...teams.map((team) => ({ value: team.teamId, label: team.teamName })),
            ]}
            value={value.teamId ?? ALL}
            allowDeselect={false}
            searchable
            onChange={(next) => onChange({ ...value, teamId: next && next !== ALL ? next : null })}
          />
        ) : null}
        <Select
          label={t('judging.filters.status')}
          data={[
            { value: ALL, label: t('judging.filters.anyStatus') },
            ...CATCH_STATUS_FILTERS.map((status) => ({
              value: status,
              label: t(STATUS_FILTER_LABELS[status]),
            })),
          ]}
          value={value.status ?? ALL}
          allowDeselect={false}
          onChange={(next) =>
            onChange({ ...value, status: next && next !== ALL ? (next as CatchStatusFilter) : null })
          }
        />
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            type="date"
            style={{ flex: 1 }}
            label={t('judging.filters.date')}
            value={value.date ?? ''}
            onChange={(event) => onChange({ ...value, date: event.currentTarget.value || null })}
          />
          {changed ? (
            <Button variant="subtle" onClick={() => onChange(DEFAULT_CATCH_FILTERS)}>
              {t('ui.filters.reset')}
            </Button>
          ) : null}
        </Group>
      </SimpleGrid>
    </Fieldset>
  );
}
