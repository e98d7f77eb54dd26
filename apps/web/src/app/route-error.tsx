import { Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useId } from 'react';
import { useRouteError } from 'react-router';
import { useT } from '../i18n/use-t';
import { PageTitle } from '../ui/page-title';
import { reloadPage } from './reload-page';

/**
 * How browsers word a module script that could not be fetched (Chromium, Firefox, Safari; a chunk
 * answered with an error status or the wrong type reads the same), and how Vite words a chunk's
 * stylesheet that did not load.
 */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether `error` is a lazily loaded part of the app that failed to download, not a fault in it. */
export function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/**
 * What a route shows instead of React Router's raw error page: a page whose code could not be
 * downloaded (the connection dropped, or a new version replaced its files) or that failed in any
 * other way, said plainly, with a Reload, the remedy for both (a browser keeps a failed module
 * import failed until the page loads again). Inside the layout for a page (header and navigation
 * stay); `outsideLayout` when the layout itself failed.
 */
export function RouteError({ outsideLayout = false }: { outsideLayout?: boolean }) {
  const t = useT();
  const titleId = useId();
  const chunk = isChunkLoadFailure(useRouteError());
  const title = t(chunk ? 'app.routeError.chunkTitle' : 'app.routeError.title');
  const panel = (
    <Paper withBorder radius="lg" p="xl" role="alert" aria-labelledby={titleId}>
      <PageTitle title={title} />
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color={chunk ? 'ocean' : 'red'} aria-hidden>
          {chunk ? <IconCloudOff size={28} /> : <IconAlertTriangle size={28} />}
        </ThemeIcon>
        <Title order={1} size="h3" id={titleId}>
          {title}
        </Title>
        <Text c="dimmed" maw={520}>
          {t(chunk ? 'app.routeError.chunkBody' : 'app.routeError.body')}
        </Text>
        <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={reloadPage}>
          {t('app.routeError.reload')}
        </Button>
      </Stack>
    </Paper>
  );
  if (!outsideLayout) return panel;
  return (
    <Container component="main" size="sm" py="xl">
      {panel}
    </Container>
  );
}
