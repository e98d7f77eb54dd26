import { Stack, Text, Textarea } from '@mantine/core';
import { MODERATION_REASON_MAX_LENGTH } from '@tightlines/domain';
import { openConfirmModal } from '../../../ui/modals';
import { t } from '../../../i18n/use-t';

export interface ModerationConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  destructive?: boolean;
}

/**
 * Asks a moderator to confirm an action (spec §8 "Confirmations asked"), with an optional reason that
 * is kept in the moderation record. Resolves with the reason (possibly empty) when confirmed, null
 * when cancelled.
 */
export function confirmModeration({
  title,
  message,
  confirmLabel,
  destructive = false,
}: ModerationConfirmOptions): Promise<{ reason: string } | null> {
  // Uncontrolled: the modal's content is rendered by the modal host, outside this caller's tree.
  let field: HTMLTextAreaElement | null = null;
  return new Promise((resolve) => {
    void openConfirmModal({
      title,
      centered: true,
      children: (
        <Stack gap="sm">
          <Text>{message}</Text>
          <Textarea
            ref={(element) => {
              field = element;
            }}
            label={t('home.moderation.reason')}
            description={t('home.moderation.reasonHint')}
            maxLength={MODERATION_REASON_MAX_LENGTH}
            autosize
            minRows={2}
          />
        </Stack>
      ),
      labels: { confirm: confirmLabel, cancel: t('home.moderation.cancel') },
      confirmProps: { color: destructive ? 'red' : undefined },
      onConfirm: () => resolve({ reason: field?.value.trim() ?? '' }),
      onCancel: () => resolve(null),
      onClose: () => resolve(null),
    });
  });
}
