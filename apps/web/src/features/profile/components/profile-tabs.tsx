import { Paper, Tabs } from '@mantine/core';
import { IconFish, IconSailboat, IconUser, IconUsersGroup } from '@tabler/icons-react';
import { preferredUnits, type Profile } from '@tightlines/domain';
import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { AboutPanel } from './about-panel';
import { BoatsPanel } from './boats-panel';
import { ExperiencePanel } from './experience-panel';
import { PaymentsPanel, PaymentsTab } from '../payments/payments-panel';
import { TeamsPanel } from '../teams/teams-panel';

const TABS = ['about', 'boats', 'experience', 'teams', 'payments'] as const;
type ProfileTab = (typeof TABS)[number];
const isProfileTab = (value: string | null): value is ProfileTab => TABS.includes(value as ProfileTab);

/**
 * The profile card's tabs (spec §2): about, boats and fishing experience. The open tab is in the
 * address (`?tab=boats`), so the phone drawer links straight to it.
 */
export function ProfileTabs({
  profile,
  userEmail,
  canAddBoat,
}: {
  profile: Profile;
  userEmail: string;
  canAddBoat: boolean;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ProfileTab = isProfileTab(asked) ? asked : 'about';
  const handleTabChange = (value: string | null) => {
    if (!isProfileTab(value)) return;
    const next = new URLSearchParams(params);
    if (value === 'about') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Tabs value={tab} onChange={handleTabChange}>
        {/* On a phone the three tabs share the width instead of pushing the page wider. */}
        <Tabs.List mb="md" grow>
          <Tabs.Tab value="about" leftSection={<IconUser size={16} aria-hidden />}>
            {t('profile.tabs.about')}
          </Tabs.Tab>
          <Tabs.Tab value="boats" leftSection={<IconSailboat size={16} aria-hidden />}>
            {t('profile.tabs.boats')}
          </Tabs.Tab>
          <Tabs.Tab value="experience" leftSection={<IconFish size={16} aria-hidden />}>
            {t('profile.tabs.experience')}
          </Tabs.Tab>
          <Tabs.Tab value="teams" leftSection={<IconUsersGroup size={16} aria-hidden />}>
            {t('profile.tabs.teams')}
          </Tabs.Tab>
          <PaymentsTab />
        </Tabs.List>
        <Tabs.Panel value="about">
          <AboutPanel profile={profile} />
        </Tabs.Panel>
        <Tabs.Panel value="boats">
          <BoatsPanel
            boats={profile.boats}
            canAddBoat={canAddBoat}
            userEmail={userEmail}
            unit={preferredUnits(profile).size}
          />
        </Tabs.Panel>
        <Tabs.Panel value="experience">
          <ExperiencePanel experiences={profile.experiences} />
        </Tabs.Panel>
        <Tabs.Panel value="teams">{tab === 'teams' ? <TeamsPanel /> : null}</Tabs.Panel>
        <PaymentsPanel />
      </Tabs>
    </Paper>
  );
}
