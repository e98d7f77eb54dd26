import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import { useT } from '../../i18n/use-t';
import classes from './site-header.module.css';

/** The signed-in user's name in the navigation bar; it opens the account menu. */
export function AccountButton({ name, ...others }: { name: string } & ComponentPropsWithRef<'button'>) {
  const t = useT();
  return (
    <UnstyledButton className={classes.account} aria-label={t('app.account.menuOf', { name })} {...others}>
      <Group gap={6} wrap="nowrap">
        <Text span c="white" fw={600}>
          {name}
        </Text>
        <IconChevronDown size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
