import {
  Badge,
  Box,
  Card,
  Container,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  rem,
} from '@mantine/core';
import {
  IconArrowRight,
  IconBook,
  IconBuildingCommunity,
  IconFish,
  IconListNumbers,
  IconMap2,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';

const ACTION_COLOR = 'var(--mantine-primary-color-light-color)';

interface SearchDestination {
  to: string;
  icon: Icon;
  title: string;
  description: string;
  action: string;
}

const destinations: SearchDestination[] = [
  {
    to: '/',
    icon: IconFish,
    title: 'Fishing sessions',
    description:
      'The public feed shows the latest sessions, newest first. Open one to see its videos, catch summary, weather and crew — and the anglers behind it.',
    action: 'Open the feed',
  },
  {
    to: '/my_fish_logs',
    icon: IconMap2,
    title: 'Your own sessions',
    description:
      'My Fishlogs keeps every session you logged, hidden ones included, with a map of your catches. You need to be signed in.',
    action: 'Open My Fishlogs',
  },
  {
    to: '/tournament',
    icon: IconBook,
    title: 'Tournament rule sets',
    description:
      'Read IGFA strict, IGFA modified and Jungle Rules, the rule sets tournaments will be fished under.',
    action: 'Read the rule sets',
  },
];

/** Places a visitor may look for that do not exist yet: named as coming, never linked as if they did. */
const comingSoon = [
  {
    icon: IconTrophy,
    title: 'Tournaments',
    text: 'Upcoming, current and past tournaments by place, species and dates.',
  },
  { icon: IconListNumbers, title: 'Leaderboard', text: 'The top boats, captains, mates and anglers.' },
  { icon: IconBuildingCommunity, title: 'Clubs', text: 'Clubs to follow and join.' },
];

const tips = [
  'Received a link from a friend? Shared sessions open straight from the link.',
  'Fishing spots are never searchable. Positions are shown only as far as each angler’s privacy settings allow.',
  'Naming your crew on a session? Type a name, surname or e-mail in the team member field to find them.',
];

/** Static search page (/search): where to find sessions, and what is still being built. */
export function SearchPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" mb="xl">
        <Title order={1}>Find fishing sessions and rules</Title>
        <Text size="lg" maw={rem(720)}>
          Today Tightlines is where fishing sessions are logged and shared. Pick where to start.
        </Text>
      </Stack>

      <Box component="section" aria-labelledby="search-destinations" mb={rem(48)}>
        <Title order={2} id="search-destinations" mb="md">
          Where to look
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {destinations.map((destination) => {
            const DestinationIcon = destination.icon;
            return (
              <Card
                key={destination.to}
                component={Link}
                to={destination.to}
                withBorder
                radius="md"
                padding="lg"
                className="mantine-focus-auto"
              >
                <Stack gap="sm" h="100%">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon size={rem(44)} radius="md" variant="light">
                      <DestinationIcon size={26} stroke={1.6} aria-hidden />
                    </ThemeIcon>
                    <Title order={3} size="h4">
                      {destination.title}
                    </Title>
                  </Group>
                  <Text size="sm">{destination.description}</Text>
                  <Group gap={4} mt="auto">
                    <Text size="sm" fw={600} c={ACTION_COLOR}>
                      {destination.action}
                    </Text>
                    <IconArrowRight size={16} color={ACTION_COLOR} aria-hidden />
                  </Group>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Box>

      <Box component="section" aria-labelledby="search-coming-soon" mb={rem(48)}>
        <Title order={2} id="search-coming-soon" mb="md">
          Being built
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {comingSoon.map((item) => {
            const ItemIcon = item.icon;
            return (
              <Card key={item.title} withBorder radius="md" padding="lg">
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <ThemeIcon size={rem(40)} radius="md" variant="light" color="gray">
                      <ItemIcon size={24} stroke={1.6} aria-hidden />
                    </ThemeIcon>
                    <Badge color="yellow" variant="filled" autoContrast>
                      Coming soon
                    </Badge>
                  </Group>
                  <Title order={3} size="h4">
                    {item.title}
                  </Title>
                  <Text size="sm">{item.text}</Text>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Box>

      <Box component="section" aria-labelledby="search-tips">
        <Title order={2} id="search-tips" mb="md">
          Search tips
        </Title>
        <List spacing="sm" maw={rem(760)}>
          {tips.map((tip) => (
            <List.Item key={tip}>{tip}</List.Item>
          ))}
        </List>
      </Box>
    </Container>
  );
}
