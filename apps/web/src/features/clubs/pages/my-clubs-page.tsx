import { SimpleGrid, Stack, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useT } from '../../../i18n/use-t';
import { EmptyState } from '../../../ui/empty-state';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { ClubCard } from '../components/club-card';
import { ClubsCarousel } from '../components/clubs-carousel';
import { useMyClubs } from '../hooks/clubs-api';

/**
 * /myclubs (spec §2, issue 37): the clubs I follow, belong to or asked about, and the clubs not yet
 * followed in the carousel. Login and USER_PROFILE (the route's guard, and the server's).
 */
export function MyClubsPage() {
  const t = useT();
  const clubs = useMyClubs();
  return (
    <>
      <PageHeader title={t('clubs.title')} />
      {clubs.isPending ? (
        <PageLoader label={t('clubs.loading')} />
      ) : clubs.isError ? (
        <QueryError error={clubs.error} onRetry={() => void clubs.refetch()} />
      ) : (
        <Stack gap="xl">
          <Stack component="section" aria-labelledby="my-clubs">
            <Title order={2} size="h3" id="my-clubs">
              {t('clubs.mine')}
            </Title>
            {clubs.data.mine.length ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {clubs.data.mine.map((club) => (
                  <ClubCard key={club.id} club={club} />
                ))}
              </SimpleGrid>
            ) : (
              <EmptyState icon={<IconUsersGroup />} title={t('clubs.empty')}>
                {t('clubs.emptyText')}
              </EmptyState>
            )}
          </Stack>
          <Stack component="section" aria-labelledby="other-clubs">
            <Title order={2} size="h3" id="other-clubs">
              {t('clubs.discover')}
            </Title>
            {clubs.data.others.length ? (
              <ClubsCarousel clubs={clubs.data.others} />
            ) : (
              <EmptyState icon={<IconUsersGroup />} title={t('clubs.noOthers')}>
                {t('clubs.noOthersText')}
              </EmptyState>
            )}
          </Stack>
        </Stack>
      )}
    </>
  );
}
