import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFishHook } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Link } from 'react-router';
import { QueryError } from '../../../ui/query-error';
import { useSpecies } from '../../../api/catalogue/list-species';
import classes from './home-page.module.css';
import { useT } from '../../../i18n/use-t';

// The feed (cards, comments, player) is its own chunk, so the home route's first script stays small.
const HomeFeed = lazy(() => import('../components/home-feed').then((m) => ({ default: m.HomeFeed })));

/** / and /home: the public feed of fishing sessions, opened by a short welcome. */
export function HomePage() {
  const t = useT();
  return (
    <Stack gap={48}>
      <Paper className={classes.hero} radius="xl" p={{ base: 'xl', sm: 48 }}>
        <Stack gap="md" maw={640}>
          <Title order={1} className={classes.heroTitle}>
            {t('home.hero.title')}
          </Title>
          <Text size="lg" className={classes.heroText}>
            {t('home.hero.text')}
          </Text>
          <Group>
            <Button
              component={Link}
              to="/our_app"
              size="md"
              variant="white"
              leftSection={<IconFishHook size={18} aria-hidden />}
            >
              {t('home.hero.about')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      <section aria-labelledby="feed-heading">
        <Title order={2} id="feed-heading" mb="md">
          {t('home.feed.title')}
        </Title>
        <Suspense fallback={<Skeleton h={220} radius="lg" />}>
          <HomeFeed />
        </Suspense>
      </section>

      <section aria-labelledby="species-heading">
        <Title order={2} id="species-heading" mb="xs">
          {t('home.species.title')}
        </Title>
        <Text c="dimmed" mb="md">
          {t('home.species.lead')}
        </Text>
        <SpeciesOverview />
      </section>
    </Stack>
  );
}

function SpeciesOverview() {
  const t = useT();
  const species = useSpecies();
  // Sixty-odd badges: rendered as deferred work, which React slices (the home route's TBT).
  const data = useDeferredValue(species.data);
  if (species.isError) return <QueryError error={species.error} onRetry={() => void species.refetch()} />;
  if (data === undefined) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Skeleton h={160} radius="lg" />
        <Skeleton h={160} radius="lg" />
      </SimpleGrid>
    );
  }
  const billfish = data.filter((item) => item.fishTypeName === 'Bill Fish');
  const others = data.filter((item) => item.fishTypeName === 'Non Bill Fish');
  const groups = [
    { id: 'billfish', title: t('home.species.billfish', { count: billfish.length }), items: billfish },
    { id: 'others', title: t('home.species.others', { count: others.length }), items: others },
  ];
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {groups.map((group) => (
        <Paper key={group.id} withBorder radius="lg" p="lg">
          <Group gap="xs" mb="sm">
            <IconFishHook size={20} aria-hidden />
            <Title order={3} size="h4">
              {group.title}
            </Title>
          </Group>
          <Group gap={6}>
            {group.items.map((item) => (
              <Badge key={item.fishUUID} variant="light" radius="sm" tt="none" title={item.scientificName}>
                {item.name}
              </Badge>
            ))}
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
