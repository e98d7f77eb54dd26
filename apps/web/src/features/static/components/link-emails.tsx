import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

const EMAIL_PATTERN = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** A text with its e-mail addresses as mailto links: translated sentences keep the address inside. */
export function linkEmails(text: string): ReactNode[] {
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
