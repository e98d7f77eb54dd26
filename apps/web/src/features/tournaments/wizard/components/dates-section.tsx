import { Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';
import { officialZoneOf } from '../wizard-values';
import { HALF_HOURS } from '../zoned-time';
import type { WizardForm } from './wizard-form';

/**
 * Section 3: start, end and upload deadline, each a day and a time in 30-minute steps on the
 * tournament's official clock (spec §5: start after now, end after start, deadline after end), and
 * late join. The deadline's day follows the end's until the organiser sets it apart.
 */
export function DatesSection({ form }: { form: WizardForm }) {
  const t = useT();
  const today = new Date().toISOString().slice(0, 10);
  const time = (field: 'startTime' | 'endTime' | 'uploadDeadlineTime', label: string) => (
    <Select label={label} required data={HALF_HOURS} allowDeselect={false} {...form.getInputProps(field)} />
  );
  const endInput = form.getInputProps('endDate');
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('tournaments.wizard.dates.zone', { zone: officialZoneOf(form.values) })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="date"
          label={t('tournaments.wizard.dates.start')}
          required
          min={today}
          {...form.getInputProps('startDate')}
        />
        {time('startTime', t('tournaments.wizard.dates.startTime'))}
        <TextInput
          type="date"
          label={t('tournaments.wizard.dates.end')}
          required
          min={form.values.startDate || today}
          {...endInput}
          onChange={(event) => {
            const { endDate, deadlineDate } = form.getValues();
            const next = event.currentTarget.value;
            // The deadline's day moves with the end's while it was the same (or not set).
            if (!deadlineDate || deadlineDate === endDate || deadlineDate < next)
              form.setFieldValue('deadlineDate', next);
            form.setFieldValue('endDate', next);
          }}
        />
        {time('endTime', t('tournaments.wizard.dates.endTime'))}
        <TextInput
          type="date"
          label={t('tournaments.wizard.dates.deadline')}
          required
          min={form.values.endDate || today}
          {...form.getInputProps('deadlineDate')}
        />
        {time('uploadDeadlineTime', t('tournaments.wizard.dates.deadlineTime'))}
      </SimpleGrid>
      <Switch
        label={t('tournaments.wizard.dates.lateJoin')}
        {...form.getInputProps('allowLateJoin', { type: 'checkbox' })}
      />
    </Stack>
  );
}
