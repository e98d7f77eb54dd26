import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconFishHook } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
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
    </Stack>
  );
}
