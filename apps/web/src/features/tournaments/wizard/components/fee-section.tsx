import { Anchor, Checkbox, NumberInput, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';
import type { WizardForm } from './wizard-form';

/** Section 8: entrance fee and prize in USD (set, not negative) and the terms accepted (spec §5). */
export function FeeSection({ form }: { form: WizardForm }) {
  const t = useT();
  const money = { min: 0, decimalScale: 2, prefix: '$ ', thousandSeparator: ',', required: true } as const;
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
