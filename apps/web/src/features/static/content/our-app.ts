import {
  IconGavel,
  IconShieldLock,
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
    text: 'Record bites, raises, releases and harvests as they happen. Each fish log keeps its video, species, size and time, and the weather is added for you. Publish a session, hide it, or share a link with your crew.',
  },
  {
    icon: IconTrophy,
    title: 'Live leaderboards',
    text: 'See the top boats, captains, mates and anglers of the day, week, month or year. Filter by species, by billfish or other species, and by global, regional or local waters.',
  },
  {
    icon: IconGavel,
    title: 'Video-judged tournaments',
    text: 'Enter free or paid online tournaments under IGFA strict, IGFA modified or Jungle Rules. Named judges review every catch on video, and results become official when they finish judging.',
  },
  {
    icon: IconUsersGroup,
    title: 'Clubs and teams',
    text: 'Follow and join clubs, register your crew as a team, and fish club-only tournaments with the people you fish with every weekend.',
  },
  {
    icon: IconShieldLock,
    title: 'Your spots stay yours',
    text: 'GPS coordinates map your own catches and let judges verify tournament entries. Your privacy settings decide what other anglers see — your exact spots are never shown beyond what you allow.',
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
    title: 'Climb the leaderboard',
    text: 'Released fish score points for your boat, captain, mate or angler ranking, globally, in your region and in your locality.',
  },
  {
    title: 'Compete and get judged',
    text: 'Join a tournament, upload your evidence before the deadline, and follow the judges’ decisions until the results are official.',
  },
];
