import { Badge, Group, Paper, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { IconFishHook } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useSpecies } from '../../../api/catalogue/list-species';
import { useT } from '../../../i18n/use-t';
import { QueryError } from '../../../ui/query-error';

function SpeciesLoading() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Skeleton h={160} radius="lg" />
      <Skeleton h={160} radius="lg" />
    </SimpleGrid>
  );
}

/** The catalogue's species in two groups, billfish and the others, as badges. */
export function SpeciesOverview() {
  const t = useT();
  const species = useSpecies();
  // Sixty-odd badges: rendered as deferred work, which React slices.
  const data = useDeferredValue(species.data);
  if (species.isError) return <QueryError error={species.error} onRetry={() => void species.refetch()} />;
  if (data === undefined) return <SpeciesLoading />;
  const billfish = data.filter((item) => item.fishTypeName === 'Bill Fish');
  const others = data.filter((item) => item.fishTypeName === 'Non Bill Fish');
  const groups = [
    { id: 'billfish', title: t('static.species.billfish', { count: billfish.length }), items: billfish },
    { id: 'others', title: t('static.species.others', { count: others.length }), items: others },
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
