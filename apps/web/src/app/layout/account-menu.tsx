import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { AccountButton } from './account-button';

/**
 * The account menu (My Profile, Log out). Loaded lazily: only signed-in visitors see it, and the
 * popover machinery behind a Menu is a large part of a guest's first download otherwise.
 */
export function AccountMenu({ name, canOpenProfile }: { name: string; canOpenProfile: boolean }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <AccountButton name={name} />
      </Menu.Target>
      <Menu.Dropdown>
        {canOpenProfile ? (
          <Menu.Item component={Link} to="/my_profile">
            My Profile
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/log_out">
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
