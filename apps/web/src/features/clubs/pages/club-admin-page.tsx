import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import type { ClubDto } from '@tightlines/domain';
import { useState } from 'react';
import { useClubList } from '../../../api/clubs/list-clubs';
import { useT } from '../../../i18n/use-t';
import { EmptyState } from '../../../ui/empty-state';
import { formatMoney } from '../../../ui/format-money';
import { PageHeader } from '../../../ui/page-header';
import { PageLoader } from '../../../ui/page-loader';
import { QueryError } from '../../../ui/query-error';
import { ClubForm } from '../components/club-form';

/**
 * Club administration (`/club_admin`, CLUB_ADMIN, issue 37 point 1): every club with its price and
 * members, a new club and each club's edit. The route's guard and the server both check the grant.
 */
export function ClubAdminPage() {
  const t = useT();
  const clubs = useClubList();
  // undefined: no form open; null: a new club; a club: its edit.
  const [editing, setEditing] = useState<ClubDto | null | undefined>(undefined);
  return (
    <>
      <PageHeader title={t('clubs.admin.title')} />
      <Stack>
        <Group>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
            {t('clubs.admin.new')}
          </Button>
        </Group>
        {clubs.isPending ? (
          <PageLoader label={t('clubs.loading')} />
        ) : clubs.isError ? (
          <QueryError error={clubs.error} onRetry={() => void clubs.refetch()} />
        ) : clubs.data.length === 0 ? (
          <EmptyState icon={<IconUsersGroup />} title={t('clubs.admin.empty')}>
            {t('clubs.admin.emptyText')}
          </EmptyState>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('clubs.admin.list')}
          >
            {clubs.data.map((club) => (
              <Card
                component="li"
                key={club.id}
                withBorder
                radius="md"
                aria-labelledby={`admin-club-${club.id}`}
              >
                <Group justify="space-between" wrap="wrap">
                  <Stack gap={2}>
                    <Title order={2} size="h4" id={`admin-club-${club.id}`}>
                      {club.name}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {[
                        club.regionName,
                        t('clubs.members', { count: club.membersCount }),
                        club.unitPriceCents === null
                          ? t('clubs.free')
                          : t('clubs.price', { price: formatMoney(club.unitPriceCents, club.currency) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Stack>
                  <Button
                    variant="light"
                    onClick={() => setEditing(club)}
                    aria-label={t('clubs.admin.edit', { name: club.name })}
                  >
                    {t('clubs.admin.editShort')}
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
      {editing !== undefined && (
        <ClubForm key={editing?.id ?? 'new'} club={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
