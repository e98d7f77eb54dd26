import {
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
  IconBuildingCommunity,
  IconFish,
  IconListNumbers,
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
    to: '/tournament',
    icon: IconTrophy,
    title: 'Tournaments',
    description:
      'Browse upcoming, current and past tournaments by location, species, dates and status. Each tournament shows its rules, judges, entrance fee and entrants.',
    action: 'Browse tournaments',
  },
  {
    to: '/ranking',
    icon: IconListNumbers,
    title: 'Anglers, captains and boats',
    description:
      'The leaderboard ranks the top boats, captains, mates and anglers. Filter by date range, species, water type and global, regional or local waters.',
    action: 'Open the leaderboard',
  },
  {
    to: '/myclubs',
    icon: IconBuildingCommunity,
    title: 'Clubs',
    description:
      'See the clubs you belong to and discover the clubs you do not follow yet, then follow, join or leave them. You need to be signed in.',
    action: 'Find clubs',
  },
  {
    to: '/',
    icon: IconFish,
    title: 'Fishing sessions',
    description:
      'The public feed shows the latest sessions, newest first. Open one to see its videos, catch summary, weather and crew — and the anglers behind it.',
    action: 'Open the feed',
  },
];

const tips = [
  'Looking for a particular boat or captain? Open the leaderboard, pick the Top Boats or Top Captains category and widen the date range to the whole year.',
  'Want a tournament near you? Save your home locality in My Profile first: regional and local tournaments only accept anglers from the regions or localities they list.',
  'Received a link from a friend? Shared sessions and tournaments open straight from the link.',
  'Fishing spots are never searchable. Locations are shown only as far as each angler’s privacy settings allow.',
];

/** Static search page (/search): where to find anglers, boats, tournaments and clubs. */
export function SearchPage() {
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" mb="xl">
        <Title order={1}>Find anglers, boats, tournaments and clubs</Title>
        <Text size="lg" maw={rem(720)}>
          Everything on Tightlines can be found from four places. Pick where to start — every list has its own
          filters, so you can narrow it down by place, species and dates.
        </Text>
      </Stack>

      <Box component="section" aria-labelledby="search-destinations" mb={rem(48)}>
        <Title order={2} id="search-destinations" mb="md">
          Where to look
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
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
