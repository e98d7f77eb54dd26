import { ActionIcon, Badge, Group, Menu } from '@mantine/core';
import { IconEye, IconEyeOff, IconShieldCog, IconTrash } from '@tabler/icons-react';
import { sessionConfirmations, type Session, type SessionModerationAction } from '@tightlines/domain';
import { useAuth } from '../../../app/auth/auth-context';
import { useModerateSession } from '../hooks/moderation';
import { confirmModeration } from './confirm-moderation';

/**
 * The moderators' menu on a session (feed card and shared-session detail): hide or restore, and
 * delete, each after a confirmation with an optional reason. Shown only to CONTENT_MODERATORs; the
 * server refuses everyone else anyway.
 */
export function SessionModerationMenu({ session }: { session: Session }) {
  const { hasPermission } = useAuth();
  const moderate = useModerateSession();
  if (!hasPermission('CONTENT_MODERATOR')) return null;

  const handleAction = async (action: SessionModerationAction) => {
    const confirmed = await confirmModeration({
      ...sessionConfirmations[action],
      destructive: action === 'delete',
    });
    if (!confirmed) return;
    moderate.mutate({ uuid: session.UUID, action, reason: confirmed.reason || undefined });
  };

  return (
    <Group gap={4} wrap="nowrap">
      {session.IsHidden ? (
        <Badge color="gray" variant="filled">
          Hidden
        </Badge>
      ) : null}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label="Moderate session" loading={moderate.isPending}>
            <IconShieldCog size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Moderation</Menu.Label>
          {session.IsHidden ? (
            <Menu.Item
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => void handleAction('restore')}
            >
              Restore session
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconEyeOff size={16} aria-hidden />}
              onClick={() => void handleAction('hide')}
            >
              Hide session
            </Menu.Item>
          )}
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => void handleAction('delete')}
          >
            Delete session
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
