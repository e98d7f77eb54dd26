import { Anchor, Container, Divider, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useLanguage, useT } from '../../../i18n/use-t';
import type { LegalDocuments } from '../content/legal-documents';
import { linkEmails } from './link-emails';

const TITLE_ID = 'legal-document-title';

/** Stable fragment id of a section, derived from its heading ("Paid features & refunds" → "paid-features-refunds"). */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "November 21, 2026" / "21 de noviembre de 2026": the calendar day, whatever the reader's time zone. */
const longDate = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * A legal page in the language shown: title, effective date, introduction, table of contents and
 * numbered sections. Section ids come from the English headings, so a link to a section
 * (`/legal/terms#your-account`) lands on the same section in every language.
 */
export function LegalDocument({ documents }: { documents: LegalDocuments }) {
  const t = useT();
  const language = useLanguage();
  const content = documents[language];
  const effective = longDate(content.effectiveDate, language);
  const sections = content.sections.map((section, index) => ({
    ...section,
    id: sectionId(documents.en.sections[index]!.heading),
  }));

  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="xs" mb="lg">
        <Title order={1} id={TITLE_ID} style={{ scrollMarginTop: 80 }}>
          {content.title}
        </Title>
        <Text size="sm">{t('static.legal.effectiveDate', { date: effective })}</Text>
      </Stack>

      <Text mb="lg">{linkEmails(content.intro)}</Text>

      <Paper
        withBorder
        radius="md"
        p="md"
        mb="xl"
        component="nav"
        aria-label={t('static.legal.tableOfContents')}
      >
        <Text fw={700} mb="xs">
          {t('static.legal.contents')}
        </Text>
        <List type="ordered" spacing={4} size="sm">
          {sections.map((section) => (
            <List.Item key={section.id}>
              <Anchor href={`#${section.id}`} size="sm">
                {section.heading}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Paper>

      <Stack gap="xl">
        {sections.map((section, index) => (
          <section key={section.id}>
            <Title order={2} size="h3" id={section.id} mb="sm" style={{ scrollMarginTop: 80 }}>
              {index + 1}. {section.heading}
            </Title>
            <Stack gap="sm">
              {section.paragraphs.map((paragraph, paragraphIndex) => (
                <Text key={paragraphIndex}>{linkEmails(paragraph)}</Text>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>

      <Divider my="xl" />
      <Text size="sm">
        {t('static.legal.effectiveSince', { title: content.title, date: effective })}{' '}
        <Anchor href={`#${TITLE_ID}`} size="sm">
          {t('static.legal.backToTop')}
        </Anchor>
      </Text>
    </Container>
  );
}
