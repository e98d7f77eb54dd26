import { SimpleGrid, Stack, Text } from '@mantine/core';
import {
  preferredUnits,
  unitIds,
  type Profile,
  type SizeUnitId,
  type WeightUnitId,
} from '@tightlines/domain';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { formatDate } from '../../../ui/format-date';

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  const t = useT();
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value?.trim() ? value : t('profile.about.notSet')}</Text>
    </Stack>
  );
}

const unitNames: Record<SizeUnitId | WeightUnitId, MessageKey> = {
  [unitIds.cmts]: 'profile.unit.centimetres',
  [unitIds.inch]: 'profile.unit.inches',
  [unitIds.kgs]: 'profile.unit.kilograms',
  [unitIds.lbs]: 'profile.unit.pounds',
};
const temperatureNames = { celsius: 'profile.unit.celsius', fahrenheit: 'profile.unit.fahrenheit' } as const;

/** A birthday (`YYYY-MM-DD`, a calendar day with no time zone) as the language writes a day. */
function formatBirthday(birthday: string | null | undefined): string | null {
  const [year, month, day] = (birthday ?? '').split('-').map(Number);
  if (!year || !month || !day) return birthday ?? null;
  // Local midnight of that day, so no time zone moves it to the day before.
  return formatDate(new Date(year, month - 1, day));
}

/** The "About" tab: the personal data, contacts, address and preferred units. */
export function AboutPanel({ profile }: { profile: Profile }) {
  const t = useT();
  const contact = (name: 'email' | 'phone') =>
    profile.userContactInfo.find((item) => item.name === name)?.value ?? null;
  const address = profile.addressInfo;
  const units = preferredUnits(profile);
  const place = address
    ? [address.address1, address.cityName, address.stateName, address.countryName].filter(Boolean).join(', ')
    : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      <Detail label={t('profile.about.nationality')} value={profile.nationalityName} />
      <Detail label={t('profile.about.gender')} value={profile.gender} />
      <Detail label={t('profile.about.birthday')} value={formatBirthday(profile.birthday)} />
      <Detail label={t('profile.about.locality')} value={profile.localityName} />
      <Detail label={t('profile.about.phone')} value={contact('phone')} />
      <Detail label={t('profile.about.contactEmail')} value={contact('email')} />
      <Detail label={t('profile.about.address')} value={place} />
      <Detail
        label={t('profile.about.units')}
        value={t('profile.about.unitsValue', {
          size: t(unitNames[units.size]),
          weight: t(unitNames[units.weight]),
          temperature: t(temperatureNames[units.temperature]),
        })}
      />
    </SimpleGrid>
  );
}
