import { Button, Popover, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { AccountButton } from './account-button';

/**
 * The account links (My Profile, Log out) behind the user's name: a disclosure of plain links,
 * which screen readers announce as a navigation list.
 */
export function AccountMenu({ name, canOpenProfile }: { name: string; canOpenProfile: boolean }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onChange={(open) => (open ? undefined : close())}
      position="bottom-end"
      withinPortal
    >
      <Popover.Target>
        <AccountButton name={name} aria-expanded={opened} aria-haspopup="true" onClick={toggle} />
      </Popover.Target>
      <Popover.Dropdown p={4}>
        <nav aria-label="Account">
          <Stack gap={0}>
            {canOpenProfile ? (
              <Button component={Link} to="/my_profile" variant="subtle" justify="flex-start" onClick={close}>
                My Profile
              </Button>
            ) : null}
            <Button component={Link} to="/log_out" variant="subtle" justify="flex-start" onClick={close}>
              Log out
            </Button>
          </Stack>
        </nav>
      </Popover.Dropdown>
    </Popover>
  );
}
