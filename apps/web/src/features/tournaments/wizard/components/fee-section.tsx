import { Anchor, Checkbox, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { REFUND_DAYS_CHOICES } from '@tightlines/domain';
import { useT, type Translate } from '../../../../i18n/use-t';
import type { WizardForm } from './wizard-form';

const NO_REFUND = 'none';

/** A refund rule as the organiser picks it: none, until the start, or until N days before it. */
export function refundChoiceLabel(t: Translate, days: number | null): string {
  if (days === null) return t('tournaments.wizard.fee.refundNone');
  if (days === 0) return t('tournaments.wizard.fee.refundUntilStart');
  return t('tournaments.wizard.fee.refundUntilDays', { days });
}

/**
 * Section 8: entrance fee and prize in USD (set, not negative: a negative amount is kept as typed
 * and refused at its field, never turned into 0), the refund rule of a paid tournament (the default
 * shown), and the terms accepted (spec §5).
 */
export function FeeSection({ form }: { form: WizardForm }) {
  const t = useT();
  const money = {
    min: 0,
    clampBehavior: 'none',
    decimalScale: 2,
    prefix: '$ ',
    thousandSeparator: ',',
    required: true,
  } as const;
  const paid = Number(form.values.entranceFee || 0) > 0;
  const refund = form.getInputProps('refundDaysBeforeStart');
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label={t('tournaments.wizard.fee.entranceFee')}
          description={t('tournaments.wizard.fee.entranceFeeHint')}
          {...money}
          {...form.getInputProps('entranceFee')}
        />
        <NumberInput label={t('tournaments.wizard.fee.prize')} {...money} {...form.getInputProps('prize')} />
      </SimpleGrid>
      {paid ? (
        <Select
          label={t('tournaments.wizard.fee.refund')}
          description={t('tournaments.wizard.fee.refundHint')}
          allowDeselect={false}
          data={[null, ...REFUND_DAYS_CHOICES].map((days) => ({
            value: days === null ? NO_REFUND : String(days),
            label: refundChoiceLabel(t, days),
          }))}
          value={
            form.values.refundDaysBeforeStart === null ? NO_REFUND : String(form.values.refundDaysBeforeStart)
          }
          onChange={(value) =>
            form.setFieldValue(
              'refundDaysBeforeStart',
              value === NO_REFUND || value === null ? null : Number(value),
            )
          }
          error={refund.error}
        />
      ) : null}
      <Textarea
        label={t('tournaments.wizard.fee.terms')}
        autosize
        minRows={2}
        maxLength={4000}
        {...form.getInputProps('terms')}
      />
      <Checkbox
        label={
          <>
            {t('tournaments.wizard.fee.accept')}{' '}
            <Anchor href="/legal/tournament-terms" target="_blank" inherit>
              {t('tournaments.wizard.fee.termsLink')}
            </Anchor>
          </>
        }
        {...form.getInputProps('acceptedTerms', { type: 'checkbox' })}
      />
    </Stack>
  );
}
