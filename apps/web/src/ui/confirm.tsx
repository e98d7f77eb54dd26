import { Text } from '@mantine/core';
import { t } from '../i18n/use-t';
import { openConfirmModal } from './modals';

export interface ConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  /** Destructive actions (delete, cancel, finish) get a red confirm button. */
  destructive?: boolean;
}

/** Asks before an action (spec §8 "Confirmations asked"); resolves true only when the user confirms. */
export function confirmAction({
  title,
  message,
  confirmLabel,
  destructive = false,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    void openConfirmModal({
      title,
      centered: true,
      children: <Text>{message}</Text>,
      labels: { confirm: confirmLabel, cancel: t('ui.confirm.cancel') },
      confirmProps: { color: destructive ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
