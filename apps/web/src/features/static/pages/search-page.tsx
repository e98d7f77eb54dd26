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
  IconUsersGroup,
  IconFish,
  IconListNumbers,
  IconMap2,
  IconTrophy,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT, type MessageKey } from '../../../i18n/use-t';

const ACTION_COLOR = 'var(--mantine-primary-color-light-color)';

interface SearchDestination {
  to: string;
  icon: Icon;
  title: MessageKey;
  description: MessageKey;
  action: MessageKey;
}

const destinations: SearchDestination[] = [
  {
    to: '/',
    icon: IconFish,
    title: 'static.search.feed.title',
    description: 'static.search.feed.description',
    action: 'static.search.feed.action',
  },
  {
    to: '/my_fish_logs',
    icon: IconMap2,
    title: 'static.search.mine.title',
    description: 'static.search.mine.description',
    action: 'static.search.mine.action',
  },
  {
    to: '/tournament',
    icon: IconTrophy,
    title: 'static.search.rules.title',
    description: 'static.search.rules.description',
    action: 'static.search.rules.action',
  },
  {
    to: '/ranking',
    icon: IconListNumbers,
    title: 'static.search.leaderboard.title',
    description: 'static.search.leaderboard.description',
    action: 'static.search.leaderboard.action',
  },
  {
    to: '/create_tournament_team',
    icon: IconUsersGroup,
    title: 'static.search.teams.title',
    description: 'static.search.teams.description',
    action: 'static.search.teams.action',
  },
];

const tips: MessageKey[] = ['static.search.tip.links', 'static.search.tip.spots', 'static.search.tip.crew'];

/** Static search page (/search): where to find sessions, tournaments, leaderboards and teams, and what is still being built. */
export function SearchPage() {
  const t = useT();
  return (
    <Container size="lg" py="xl">
      <Stack gap="xs" mb="xl">
        <Title order={1}>{t('static.search.title')}</Title>
        <Text size="lg" maw={rem(720)}>
          {t('static.search.lead')}
        </Text>
      </Stack>

      <Box component="section" aria-labelledby="search-destinations" mb={rem(48)}>
        <Title order={2} id="search-destinations" mb="md">
          {t('static.search.whereToLook')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
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
                      {t(destination.title)}
                    </Title>
                  </Group>
                  <Text size="sm">{t(destination.description)}</Text>
                  <Group gap={4} mt="auto">
                    <Text size="sm" fw={600} c={ACTION_COLOR}>
                      {t(destination.action)}
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
          {t('static.search.tips')}
        </Title>
        <List spacing="sm" maw={rem(760)}>
          {tips.map((tip) => (
            <List.Item key={tip}>{t(tip)}</List.Item>
          ))}
        </List>
      </Box>
    </Container>
  );
}
