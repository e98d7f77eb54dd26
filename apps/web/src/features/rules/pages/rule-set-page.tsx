import { Anchor, Breadcrumbs, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { QueryError } from '../../../ui/query-error';
import { useRuleSet } from '../hooks/get-rule-set';

/** /rules/:slug — the document of one tournament rule set (IGFA strict, IGFA modified, Jungle Rules). */
export function RuleSetPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const ruleSet = useRuleSet(slug);

  // Its document title is the rule set's name, once known.
  if (ruleSet.isPending)
    return (
      <>
        <PageTitle title={t('rules.title')} />
        <PageLoader label={t('rules.loading')} />
      </>
    );
  if (ruleSet.isError)
    return (
      <>
        <PageTitle title={t('rules.title')} />
        <QueryError error={ruleSet.error} onRetry={() => void ruleSet.refetch()} />
      </>
    );

  const document = ruleSet.data;
  return (
    <Container size="md" px={0}>
      <PageTitle title={document.name} />
      <Breadcrumbs mb="md">
        <Anchor component={Link} to="/tournament">
          {t('rules.tournaments')}
        </Anchor>
        <Text span>{t('rules.title')}</Text>
      </Breadcrumbs>
      <Stack gap="xl">
        <div>
          <Title order={1}>{document.name}</Title>
          <Text c="dimmed" mt="xs">
            {document.summary}
          </Text>
        </div>
        {document.sections.map((section) => (
          <section key={section.heading}>
            <Title order={2} size="h3" mb="xs">
              {section.heading}
            </Title>
            <Stack gap="xs">
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
