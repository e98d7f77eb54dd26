import '@mantine/dates/styles.css';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useT, type Translate } from '../i18n/use-t';

// Every control of the calendar gets a name a screen reader can say.
const ariaLabels = (t: Translate) => ({
  monthLevelControl: t('ui.dates.monthLevelControl'),
  yearLevelControl: t('ui.dates.yearLevelControl'),
  nextMonth: t('ui.dates.nextMonth'),
  previousMonth: t('ui.dates.previousMonth'),
  nextYear: t('ui.dates.nextYear'),
  previousYear: t('ui.dates.previousYear'),
  nextDecade: t('ui.dates.nextDecade'),
  previousDecade: t('ui.dates.previousDecade'),
});

export interface DateRangePickerProps {
  label: string;
  /** The days picked, YYYY-MM-DD, both included; null while none is. */
  value: { from: string; to: string } | null;
  onChange(value: { from: string; to: string }): void;
  /** The last day that may be picked (YYYY-MM-DD). */
  maxDate?: string;
}

/**
 * The calendar range picker of spec §2: a first click picks the first day, a second the last (the
 * same day twice is a one-day range); the range is reported once both ends are picked.
 */
export function DateRangePicker({ label, value, onChange, maxDate }: DateRangePickerProps) {
  const t = useT();
  const [picking, setPicking] = useState<DatesRangeValue<string> | null>(null);
  const shown: DatesRangeValue<string> = picking ?? (value ? [value.from, value.to] : [null, null]);
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={t('ui.dates.placeholder')}
      leftSection={<IconCalendar size={16} aria-hidden />}
      allowSingleDateInRange
      ariaLabels={ariaLabels(t)}
      valueFormat="MMM D, YYYY"
      maxDate={maxDate}
      value={shown}
      onChange={(next) => {
        const [from, to] = next;
        if (from && to) {
          setPicking(null);
          onChange({ from, to });
        } else setPicking(next);
      }}
      popoverProps={{ onClose: () => setPicking(null) }}
      miw={240}
      // Mantine's placeholder is a text element here, lighter than the dimmed text the app's
      // contrast rules allow (app/providers.tsx).
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
    />
  );
}
