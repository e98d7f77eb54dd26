import { Button, Popover, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { useT } from '../../i18n/use-t';
import { AccountButton } from './account-button';

/**
 * The account links (My Profile, Log out) behind the user's name: a disclosure of plain links,
 * which screen readers announce as a navigation list.
 */
export function AccountMenu({
  name,
  canOpenProfile,
  initiallyOpened = false,
}: {
  name: string;
  canOpenProfile: boolean;
  /** Open from the start: its button was clicked while the menu's code was loading. */
  initiallyOpened?: boolean;
}) {
  const t = useT();
  const [opened, { toggle, close }] = useDisclosure(initiallyOpened);
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
        <nav aria-label={t('app.account.menu')}>
          <Stack gap={0}>
            {canOpenProfile ? (
              <Button component={Link} to="/my_profile" variant="subtle" justify="flex-start" onClick={close}>
                {t('app.account.myProfile')}
              </Button>
            ) : null}
            <Button component={Link} to="/log_out" variant="subtle" justify="flex-start" onClick={close}>
              {t('app.nav.logOut')}
            </Button>
          </Stack>
        </nav>
      </Popover.Dropdown>
    </Popover>
  );
}
