import { ActionIcon, Badge, Group, Menu } from '@mantine/core';
import { IconEye, IconEyeOff, IconShieldCog, IconTrash } from '@tabler/icons-react';
import type { Session, SessionModerationAction } from '@tightlines/domain';
import { useAuth } from '../../../app/auth/auth-context';
import { useModerateSession } from '../hooks/moderation';
import { confirmModeration } from './confirm-moderation';
import { useT, type MessageKey } from '../../../i18n/use-t';

/** Spec §8's confirmations of the moderators' actions, by their keys in the catalogue. */
const CONFIRMATIONS: Record<
  SessionModerationAction,
  Record<'title' | 'message' | 'confirmLabel', MessageKey>
> = {
  delete: {
    title: 'home.moderation.deleteTitle',
    message: 'home.moderation.deleteMessage',
    confirmLabel: 'home.moderation.deleteConfirm',
  },
  hide: {
    title: 'home.moderation.hideTitle',
    message: 'home.moderation.hideMessage',
    confirmLabel: 'home.moderation.hideConfirm',
  },
  restore: {
    title: 'home.moderation.restoreTitle',
    message: 'home.moderation.restoreMessage',
    confirmLabel: 'home.moderation.restoreConfirm',
  },
};

/**
 * The moderators' menu on a session (feed card and shared-session detail): hide or restore, and
 * delete, each after a confirmation with a reason (required to hide: the author reads it). Shown only to CONTENT_MODERATORs; the
 * server refuses everyone else anyway.
 */
export function SessionModerationMenu({ session }: { session: Session }) {
  const t = useT();
  const { hasPermission } = useAuth();
  const moderate = useModerateSession();
  if (!hasPermission('CONTENT_MODERATOR')) return null;

  const handleAction = async (action: SessionModerationAction) => {
    const confirmed = await confirmModeration({
      title: t(CONFIRMATIONS[action].title),
      message: t(CONFIRMATIONS[action].message),
      confirmLabel: t(CONFIRMATIONS[action].confirmLabel),
      destructive: action === 'delete',
      reasonRequired: action === 'hide',
    });
    if (!confirmed) return;
    moderate.mutate({ uuid: session.UUID, action, reason: confirmed.reason || undefined });
  };

  return (
    <Group gap={4} wrap="nowrap">
      {session.IsHidden ? (
        <Badge color="gray" variant="filled">
          {t('home.moderation.hidden')}
        </Badge>
      ) : null}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('home.moderation.menu')} loading={moderate.isPending}>
            <IconShieldCog size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('home.moderation.label')}</Menu.Label>
          {session.IsHidden ? (
            <Menu.Item
              leftSection={<IconEye size={16} aria-hidden />}
              onClick={() => void handleAction('restore')}
            >
              {t('home.moderation.restoreConfirm')}
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconEyeOff size={16} aria-hidden />}
              onClick={() => void handleAction('hide')}
            >
              {t('home.moderation.hideConfirm')}
            </Menu.Item>
          )}
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => void handleAction('delete')}
          >
            {t('home.moderation.deleteConfirm')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
