import {
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconCloud, IconMessageCircle } from '@tabler/icons-react';
import type { Session } from '@tightlines/domain';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../../app/auth/auth-context';
import { formatDateTime } from '../../../ui/format-date';
import { describeWeather } from '../../../ui/units';
import { useDisplayUnits } from '../hooks/display-units';
import { VideoPlayer } from '../../../ui/video-player';
import classes from './session-card.module.css';
import { SidewaysScroll } from './sideways-scroll';
import { loadCatalogues } from '../../../i18n/i18n';
import { useT } from '../../../i18n/use-t';
import { fishingStyleName, logTypeLabel, roleLabel } from './labels';

// What a reader of the feed opens on a card, the moderators' menu and the signed-in reader's share
// load when first shown: the logs' table, the comments and their form, the menu and its
// confirmations, the share.
const SessionLogs = lazy(() =>
  Promise.all([import('./session-logs'), loadCatalogues(['onDemand'])]).then(([m]) => ({
    default: m.SessionLogs,
  })),
);
// The verified mark (issue 36) only on a card holding an officially judged catch.
const VerifiedMark = lazy(() =>
  Promise.all([import('../../../ui/ranking/verified-mark'), loadCatalogues(['onDemand'])]).then(([m]) => ({
    default: m.VerifiedMark,
  })),
);
const SessionComments = lazy(() =>
  import('./session-comments').then((m) => ({ default: m.SessionComments })),
);
const ShareButton = lazy(() => import('../../../ui/share-button').then((m) => ({ default: m.ShareButton })));
const SessionModerationMenu = lazy(() =>
  import('./session-moderation-menu').then((m) => ({ default: m.SessionModerationMenu })),
);

/** One session of the feed: who, when, the fish summary, videos, weather, team, logs and comments. */
export function SessionCard({ session }: { session: Session }) {
  const t = useT();
  const [showLogs, setShowLogs] = useState(false);
  const [showComments, setShowComments] = useState(false);
  const { isLoggedIn, hasPermission } = useAuth();
  const units = useDisplayUnits();
  const owner = `${session.owner.name} ${session.owner.lastname}`.trim();
  const headingId = `session-${session.UUID}`;
  const weather = describeWeather(session.weatherInfo, units);
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="article"
      aria-labelledby={headingId}
      className={classes.card}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          {/* minWidth 0 lets a long unbroken name wrap inside the card instead of pushing the badge out. */}
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar src={session.owner.url} alt="" radius="xl" />
            <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Title order={3} size="h5" id={headingId}>
                {owner} · {fishingStyleName(t, session.FishingStyle)}
              </Title>
              <Text size="sm" c="dimmed">
                {formatDateTime(session.StartDatetime)}
                {session.localityName ? ` · ${session.localityName}` : ''}
                {session.boatName ? ` · ${session.boatName}` : ''}
              </Text>
            </div>
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge variant="light">{roleLabel(t, session.ownerRole)}</Badge>
            {hasPermission('CONTENT_MODERATOR') ? (
              <Suspense fallback={null}>
                <SessionModerationMenu session={session} />
              </Suspense>
            ) : null}
          </Group>
        </Group>

        <Group gap="xs" aria-label={t('home.card.fishSummary')}>
          {session.fishSummary.length === 0 ? <Text size="sm">{t('home.card.noFish')}</Text> : null}
          {session.fishSummary.map((entry) => (
            <Badge key={`${entry.fishName}-${entry.type}`} variant="outline" tt="none">
              {t('home.card.fishCount', {
                count: entry.count,
                fish: entry.fishName,
                type: logTypeLabel(t, entry.type),
              })}
            </Badge>
          ))}
          {session.verifiedCatches > 0 ? (
            <Suspense fallback={null}>
              <VerifiedMark count={session.verifiedCatches} />
            </Suspense>
          ) : null}
        </Group>

        {session.videoURLs.length > 0 ? (
          <SimpleGrid cols={{ base: 1, sm: session.videoURLs.length > 1 ? 2 : 1 }}>
            {session.videoURLs.map((video, index) => (
              <VideoPlayer
                key={video.videoUrl}
                video={video}
                label={t('home.card.video', { number: index + 1, owner })}
              />
            ))}
          </SimpleGrid>
        ) : null}

        {weather ? (
          <Group gap={6} wrap="nowrap" data-testid="session-weather">
            <IconCloud size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm">
              <VisuallyHidden>{t('home.card.weather')} </VisuallyHidden>
              {weather}
            </Text>
          </Group>
        ) : null}
        {session.TeamMembers.length > 0 ? (
          <Text size="sm">
            {t('home.card.team', {
              members: session.TeamMembers.map((member) => `${member.name} ${member.lastname}`.trim()).join(
                ', ',
              ),
            })}
          </Text>
        ) : null}

        <Group gap="xs">
          <Button
            variant="subtle"
            size="xs"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-expanded={showLogs}
            onClick={() => setShowLogs((open) => !open)}
          >
            {t('home.card.logDetails')}
          </Button>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconMessageCircle size={14} aria-hidden />}
            aria-expanded={showComments}
            onClick={() => setShowComments((open) => !open)}
          >
            {t('home.card.comments', { count: session.numComments })}
          </Button>
          {isLoggedIn ? (
            <Suspense fallback={null}>
              <ShareButton
                target={{
                  object: 'FishingSession',
                  uuid: session.UUID,
                  title: `${owner} · ${fishingStyleName(t, session.FishingStyle)}`,
                }}
                describedBy={headingId}
              />
            </Suspense>
          ) : null}
        </Group>
        {showLogs ? (
          <SidewaysScroll label={t('home.card.fishLogs')}>
            <Suspense fallback={<Skeleton h={80} />}>
              <SessionLogs uuid={session.UUID} />
            </Suspense>
          </SidewaysScroll>
        ) : null}
        {showComments ? (
          <Suspense fallback={<Skeleton h={80} />}>
            <SessionComments uuid={session.UUID} />
          </Suspense>
        ) : null}
      </Stack>
    </Paper>
  );
}
