import {
  Anchor,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconFish } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../auth/auth-context';
import classes from './site-header.module.css';
import { FOLLOW_US_LINKS, visibleNavItems } from './nav-items';

/** The navigation bar: links on wide screens, a drawer behind a burger on phones (spec §2). */
export function SiteHeader() {
  const auth = useAuth();
  const [drawerOpened, drawer] = useDisclosure(false);
  const items = visibleNavItems(auth.isLoggedIn, auth.hasPermission);

  const links = (onNavigate?: () => void) =>
    items.map((item) => (
      <NavLink key={item.to} to={item.to} end={item.to === '/'} className={classes.link} onClick={onNavigate}>
        {item.label}
      </NavLink>
    ));

  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Group gap="lg" wrap="nowrap">
          <Anchor
            component={Link}
            to="/"
            className={classes.brand}
            underline="never"
            aria-label="Tightlines home"
          >
            <IconFish size={28} aria-hidden />
            <Text span fw={800} fz="lg">
              Tightlines
            </Text>
          </Anchor>
          <nav aria-label="Main">
            <Group gap={4} visibleFrom="md" wrap="nowrap">
              {links()}
            </Group>
          </nav>
        </Group>

        <Group gap="xs" visibleFrom="md" wrap="nowrap">
          <Button component={Link} to="/our_app" variant="subtle" color="white">
            Our app
          </Button>
          {auth.isLoggedIn && auth.user ? (
            <AccountMenu name={auth.user.name} canOpenProfile={auth.hasPermission('USER_PROFILE')} />
          ) : (
            <Button component={Link} to="/sign_in" variant="white">
              Sign in
            </Button>
          )}
        </Group>

        <Burger
          opened={drawerOpened}
          onClick={drawer.toggle}
          hiddenFrom="md"
          color="white"
          aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
        />
      </Group>

      <Drawer opened={drawerOpened} onClose={drawer.close} title="Tightlines" hiddenFrom="md" size="xs">
        <nav aria-label="Main mobile">
          <Stack gap={4}>
            {links(drawer.close)}
            <Divider my="sm" />
            <NavLink to="/our_app" className={classes.link} onClick={drawer.close}>
              Our app
            </NavLink>
            {auth.isLoggedIn ? (
              <NavLink to="/log_out" className={classes.link} onClick={drawer.close}>
                Log out
              </NavLink>
            ) : (
              <NavLink to="/sign_in" className={classes.link} onClick={drawer.close}>
                Sign in
              </NavLink>
            )}
            <Divider my="sm" label="Follow Us" labelPosition="left" />
            {FOLLOW_US_LINKS.map((link) => (
              <Anchor
                key={link.href}
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.link}
              >
                {link.label}
              </Anchor>
            ))}
          </Stack>
        </nav>
      </Drawer>
    </Container>
  );
}

function AccountMenu({ name, canOpenProfile }: { name: string; canOpenProfile: boolean }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.account} aria-label={`Account menu of ${name}`}>
          <Group gap={6} wrap="nowrap">
            <Text span c="white" fw={600}>
              {name}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
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
