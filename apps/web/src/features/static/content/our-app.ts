import {
  IconBuildingCommunity,
  IconGavel,
  IconMessageCircle,
  IconShieldLock,
  IconSpeedboat,
  IconTrophy,
  IconUsersGroup,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import type { MessageKey } from '../../../i18n/use-t';

/** A card of the page: its icon, and its title and text as catalogue keys (locales/). */
export interface FeatureCard {
  icon: Icon;
  title: MessageKey;
  text: MessageKey;
}

export type HowItWorksStep = Omit<FeatureCard, 'icon'>;

export const featureSlides: FeatureCard[] = [
  { icon: IconVideo, title: 'static.ourApp.video.title', text: 'static.ourApp.video.text' },
  { icon: IconMessageCircle, title: 'static.ourApp.feed.title', text: 'static.ourApp.feed.text' },
  { icon: IconSpeedboat, title: 'static.ourApp.boats.title', text: 'static.ourApp.boats.text' },
  { icon: IconShieldLock, title: 'static.ourApp.spots.title', text: 'static.ourApp.spots.text' },
  { icon: IconGavel, title: 'static.ourApp.tournaments.title', text: 'static.ourApp.tournaments.text' },
  { icon: IconTrophy, title: 'static.ourApp.leaderboards.title', text: 'static.ourApp.leaderboards.text' },
  { icon: IconBuildingCommunity, title: 'static.ourApp.clubs.title', text: 'static.ourApp.clubs.text' },
  { icon: IconUsersGroup, title: 'static.ourApp.teams.title', text: 'static.ourApp.teams.text' },
];

export const howItWorksSteps: HowItWorksStep[] = [
  { title: 'static.ourApp.step.account.title', text: 'static.ourApp.step.account.text' },
  { title: 'static.ourApp.step.fish.title', text: 'static.ourApp.step.fish.text' },
  { title: 'static.ourApp.step.share.title', text: 'static.ourApp.step.share.text' },
];
