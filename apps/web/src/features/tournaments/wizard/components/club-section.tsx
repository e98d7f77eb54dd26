import { Radio, Select, Stack } from '@mantine/core';
import { CLUB_OPTIONS, type ClubOption } from '@tightlines/domain';
import { useClubList } from '../../../../api/clubs/list-clubs';
import { useT, type MessageKey } from '../../../../i18n/use-t';
import type { WizardForm } from './wizard-form';

const OPTION_TEXT: Record<ClubOption, MessageKey> = {
  'All members': 'tournaments.wizard.club.all',
  'Club members only': 'tournaments.wizard.club.only',
};

/**
 * Section 4: who may join (spec §5: an option, and a club when club-only is chosen, from the real
 * clubs; the server admits only the club's current members to a club-only tournament).
 */
export function ClubSection({ form }: { form: WizardForm }) {
  const t = useT();
  const { clubOption } = form.values;
  const clubs = useClubList(clubOption === 'Club members only');
  return (
    <Stack>
      <Radio.Group
        label={t('tournaments.wizard.club.label')}
        required
        value={clubOption}
        onChange={(value) => {
          form.setFieldValue('clubOption', value as ClubOption);
          form.setFieldValue('clubId', null);
        }}
        error={form.errors.clubOption}
      >
        <Stack gap="xs" mt="xs">
          {CLUB_OPTIONS.map((option) => (
            <Radio key={option} value={option} label={t(OPTION_TEXT[option])} />
          ))}
        </Stack>
      </Radio.Group>
      {clubOption === 'Club members only' ? (
        <Select
          label={t('tournaments.wizard.club.club')}
          required
          data={(clubs.data ?? []).map((club) => ({ value: club.id, label: club.name }))}
          searchable
          disabled={clubs.isPending}
          placeholder={clubs.data?.length ? undefined : t('tournaments.wizard.club.none')}
          {...form.getInputProps('clubId')}
        />
      ) : null}
    </Stack>
  );
}
