import { Button, Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { QueryError } from '../../../ui/query-error';
import { useRuleSets } from '../hooks/list-rule-sets';

/** The rule sets organisers choose from, each linking to its document. */
export function RuleSetCards() {
  const t = useT();
  const ruleSets = useRuleSets();
  if (ruleSets.isError) return <QueryError error={ruleSets.error} onRetry={() => void ruleSets.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {ruleSets.isPending
        ? [0, 1, 2].map((index) => <Skeleton key={index} h={180} radius="lg" />)
        : ruleSets.data.map((rule) => (
            <Card key={rule.ruleUUID} withBorder radius="lg" padding="lg">
              <Title order={3} size="h4">
                {rule.name}
              </Title>
              <Text c="dimmed" size="sm" mt="xs" style={{ flex: 1 }}>
                {rule.summary}
              </Text>
              <Button
                component={Link}
                to={rule.documentUrl}
                variant="light"
                mt="md"
                // The name starts with the visible text (WCAG 2.5.3), then says which rules.
                aria-label={t('rules.readNamed', { name: rule.name })}
              >
                {t('rules.read')}
              </Button>
            </Card>
          ))}
    </SimpleGrid>
  );
}
