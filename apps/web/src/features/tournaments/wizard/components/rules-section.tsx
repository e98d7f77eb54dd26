import { Anchor, Group, Radio, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useT } from '../../../../i18n/use-t';
import { QueryError } from '../../../../ui/query-error';
import { useRuleSets } from '../../hooks/list-rule-sets';
import type { WizardForm } from './wizard-form';

/** Section 5: the rule set (spec §5 "a rule set selected"), each card with its rules document. */
export function RulesSection({ form }: { form: WizardForm }) {
  const t = useT();
  const ruleSets = useRuleSets();
  if (ruleSets.isError) return <QueryError error={ruleSets.error} onRetry={() => void ruleSets.refetch()} />;
  return (
    <Radio.Group
      label={t('tournaments.wizard.rules.label')}
      required
      value={form.values.ruleUUID}
      onChange={(value) => form.setFieldValue('ruleUUID', value)}
      error={form.errors.ruleUUID}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
        {ruleSets.isPending
          ? [0, 1, 2].map((index) => <Skeleton key={index} h={140} radius="md" />)
          : ruleSets.data.map((rule) => (
              <Radio.Card key={rule.ruleUUID} value={rule.ruleUUID} radius="md" p="md" withBorder>
                <Stack gap="xs">
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <Text fw={600}>{rule.name}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {rule.summary}
                  </Text>
                  <Anchor
                    href={rule.documentUrl}
                    target="_blank"
                    size="sm"
                    aria-label={t('tournaments.wizard.rules.readNamed', { name: rule.name })}
                    onClick={(event) => event.stopPropagation()}
                  >
                    {t('tournaments.wizard.rules.read')}
                  </Anchor>
                </Stack>
              </Radio.Card>
            ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
