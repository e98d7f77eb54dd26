import { Anchor, Container, Divider, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export interface LegalDocumentContent {
  title: string;
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
}

interface LegalDocumentProps {
  content: LegalDocumentContent;
}

const TITLE_ID = 'legal-document-title';
const EMAIL_PATTERN = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Stable fragment id of a section, derived from its heading ("Paid features & refunds" → "paid-features-refunds"). */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Renders a paragraph, turning e-mail addresses into mailto links. */
function renderParagraph(text: string): ReactNode[] {
  return text.split(EMAIL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <Anchor key={index} href={`mailto:${part}`}>
        {part}
      </Anchor>
    ) : (
      part
    ),
  );
}

/** A legal page: title, effective date, introduction, table of contents and numbered sections. */
export function LegalDocument({ content }: LegalDocumentProps) {
  const sections = content.sections.map((section) => ({
    ...section,
    id: sectionId(section.heading),
  }));

  return (
    <Container size="md" py="xl" component="article">
      <Stack gap="xs" mb="lg">
        <Title order={1} id={TITLE_ID} style={{ scrollMarginTop: 80 }}>
          {content.title}
        </Title>
        <Text size="sm">Effective date: {content.effectiveDate}</Text>
      </Stack>

      <Text mb="lg">{renderParagraph(content.intro)}</Text>

      <Paper withBorder radius="md" p="md" mb="xl" component="nav" aria-label="Table of contents">
        <Text fw={700} mb="xs">
          Contents
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
                <Text key={paragraphIndex}>{renderParagraph(paragraph)}</Text>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>

      <Divider my="xl" />
      <Text size="sm">
        {content.title} — effective {content.effectiveDate}.{' '}
        <Anchor href={`#${TITLE_ID}`} size="sm">
          Back to top
        </Anchor>
      </Text>
    </Container>
  );
}
