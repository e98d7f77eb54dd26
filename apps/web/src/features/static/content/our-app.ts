import {
  IconGavel,
  IconMessageCircle,
  IconShieldLock,
  IconSpeedboat,
  IconTrophy,
  IconUsersGroup,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';

export interface FeatureSlide {
  icon: Icon;
  title: string;
  text: string;
}

export interface HowItWorksStep {
  title: string;
  text: string;
}

export const featureSlides: FeatureSlide[] = [
  {
    icon: IconVideo,
    title: 'Log every session on video',
    text: 'Record bites, raises, releases and harvests as they happen. Each fish log keeps its video, species, size, time and position, and up to three backup clips or photos. Publish a session, hide it, or share a link with your crew.',
  },
  {
    icon: IconMessageCircle,
    title: 'Follow the fleet',
    text: 'The public feed shows the latest sessions, newest first, with their videos, catches and crew. Comment on a session or share it with a link.',
  },
  {
    icon: IconSpeedboat,
    title: 'Your boats and crew',
    text: 'Keep your boats with their motors, your fishing experience and the units you measure in on your profile, and name the crew who fished each session with you.',
  },
  {
    icon: IconShieldLock,
    title: 'Your spots stay yours',
    text: 'GPS positions map your own catches. Your privacy settings decide what other anglers see — hidden, approximate or exact — and your exact spots are never shown beyond what you allow.',
  },
];

/** What Tightlines is building next: named as coming, never as something you can use today. */
export const comingSoon: FeatureSlide[] = [
  {
    icon: IconTrophy,
    title: 'Leaderboards',
    text: 'The top boats, captains, mates and anglers by released and landed fish.',
  },
  {
    icon: IconGavel,
    title: 'Video-judged tournaments',
    text: 'Free or paid online tournaments under IGFA strict, IGFA modified or Jungle Rules, judged from video.',
  },
  {
    icon: IconUsersGroup,
    title: 'Clubs and teams',
    text: 'Follow and join clubs, register your crew as a team and fish club-only tournaments.',
  },
];

export const howItWorksSteps: HowItWorksStep[] = [
  {
    title: 'Create your account',
    text: 'Sign up with your e-mail or a social account, choose your role — Angler, Mate, Captain or Boat — and save your home locality.',
  },
  {
    title: 'Fish and film',
    text: 'Start a session, film each catch and release, and upload when you are back in coverage. Add up to three backup clips or photos to any log.',
  },
  {
    title: 'Share it',
    text: 'Publish the session to the public feed, send its link to your crew, and read what others say about it.',
  },
];
