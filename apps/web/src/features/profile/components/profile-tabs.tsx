import { Paper, Tabs } from '@mantine/core';
import { IconFish, IconSailboat, IconUser } from '@tabler/icons-react';
import { preferredUnits, type Profile } from '@tightlines/domain';
import { AboutPanel } from './about-panel';
import { BoatsPanel } from './boats-panel';
import { ExperiencePanel } from './experience-panel';

/** The profile card's tabs (spec §2): about, boats and fishing experience. */
export function ProfileTabs({
  profile,
  userEmail,
  canAddBoat,
}: {
  profile: Profile;
  userEmail: string;
  canAddBoat: boolean;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Tabs defaultValue="about">
        <Tabs.List mb="md">
          <Tabs.Tab value="about" leftSection={<IconUser size={16} aria-hidden />}>
            About
          </Tabs.Tab>
          <Tabs.Tab value="boats" leftSection={<IconSailboat size={16} aria-hidden />}>
            Boats
          </Tabs.Tab>
          <Tabs.Tab value="experience" leftSection={<IconFish size={16} aria-hidden />}>
            Experience
          </Tabs.Tab>
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
      </Tabs>
    </Paper>
  );
}
