import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import classes from './site-header.module.css';

/** The signed-in user's name in the navigation bar; it opens the account menu. */
export function AccountButton({ name, ...others }: { name: string } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton className={classes.account} aria-label={`Account menu of ${name}`} {...others}>
      <Group gap={6} wrap="nowrap">
        <Text span c="white" fw={600}>
          {name}
        </Text>
        <IconChevronDown size={16} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}
