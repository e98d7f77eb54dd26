import { SimpleGrid, Stack, Text } from '@mantine/core';
import { preferredUnits, unitName, type Profile } from '@tightlines/domain';
import { temperatureUnit } from '../../../ui/units';

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value?.trim() ? value : 'Not set'}</Text>
    </Stack>
  );
}

const temperatureNames = { celsius: 'Celsius', fahrenheit: 'Fahrenheit' } as const;

/** The "About" tab: the personal data, contacts, address and preferred units. */
export function AboutPanel({ profile }: { profile: Profile }) {
  const contact = (name: 'email' | 'phone') =>
    profile.userContactInfo.find((item) => item.name === name)?.value ?? null;
  const address = profile.addressInfo;
  const units = preferredUnits(profile);
  const place = address
    ? [address.address1, address.cityName, address.stateName, address.countryName].filter(Boolean).join(', ')
    : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md">
      <Detail label="Nationality" value={profile.nationalityName} />
      <Detail label="Gender" value={profile.gender} />
      <Detail label="Birthday" value={profile.birthday} />
      <Detail label="Locality" value={profile.localityName} />
      <Detail label="Phone" value={contact('phone')} />
      <Detail label="Contact e-mail" value={contact('email')} />
      <Detail label="Address" value={place} />
      <Detail
        label="Units"
        value={`Lengths in ${unitName(units.size)}, weights in ${unitName(units.weight)}, temperatures in ${temperatureNames[temperatureUnit(units)]}, speeds in knots`}
      />
    </SimpleGrid>
  );
}
