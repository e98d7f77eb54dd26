import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';
import { openModal } from '../../../ui/modals';

/** The external tournament page the ad leads to: the IGFA's, whose rule sets tournaments follow. */
export const TOURNAMENT_AD_URL = 'https://igfa.org/';

/**
 * The tournament ad (spec §2 "A tournament ad modal links to an external tournament page"): a
 * quiet banner under the list that opens the ad, whose link leaves for the external page in a new tab.
 */
export function TournamentAd() {
  const t = useT();
  const handleOpen = () =>
    void openModal({
      modalId: 'tournament-ad',
      title: t('tournaments.list.ad.title'),
      centered: true,
      children: (
        <Stack>
          <Text>{t('tournaments.list.ad.text')}</Text>
          <Anchor href={TOURNAMENT_AD_URL} target="_blank" rel="noopener noreferrer">
            <Group gap={4} component="span">
              {t('tournaments.list.ad.link')}
              <IconExternalLink size={16} aria-hidden />
            </Group>
          </Anchor>
        </Stack>
      ),
    });
  return (
    <Paper withBorder radius="lg" p="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">{t('tournaments.list.ad.banner')}</Text>
        <Button variant="subtle" size="xs" onClick={handleOpen}>
          {t('tournaments.list.ad.more')}
        </Button>
      </Group>
    </Paper>
  );
}
