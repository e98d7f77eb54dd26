import { Stack, Text, Textarea } from '@mantine/core';
import { MODERATION_REASON_MAX_LENGTH } from '@tightlines/domain';
import { createRef, useImperativeHandle, useState, type Ref } from 'react';
import { closeModal, openConfirmModal } from '../../../ui/modals';
import { specMessage } from '../../../ui/spec-message';
import { t } from '../../../i18n/use-t';

export interface ModerationConfirmOptions {
  title: string;
  message: string;
  confirmLabel: string;
  destructive?: boolean;
  /** A hide says why: its author reads the reason (issue 31). */
  reasonRequired?: boolean;
}

const MODAL_ID = 'moderation-confirm';

interface ReasonHandle {
  value(): string;
  refuse(): void;
}

/**
 * Asks a moderator to confirm an action (spec §8 "Confirmations asked"), with a reason kept in the
 * moderation record: optional, or required (`reasonRequired`: the confirmation stays open and says
 * so next to the field until one is given). Resolves with the reason (possibly empty) when
 * confirmed, null when cancelled.
 */
export function confirmModeration({
  title,
  message,
  confirmLabel,
  destructive = false,
  reasonRequired = false,
}: ModerationConfirmOptions): Promise<{ reason: string } | null> {
  // The modal's content is rendered by the modal host, outside this caller's tree: read through a ref.
  const reason = createRef<ReasonHandle>();
  return new Promise((resolve) => {
    void openConfirmModal({
      modalId: MODAL_ID,
      title,
      centered: true,
      closeOnConfirm: false,
      children: (
        <Stack gap="sm">
          <Text>{message}</Text>
          <ReasonField ref={reason} required={reasonRequired} />
        </Stack>
      ),
      labels: { confirm: confirmLabel, cancel: t('home.moderation.cancel') },
      confirmProps: { color: destructive ? 'red' : undefined },
      onConfirm: () => {
        const given = reason.current?.value().trim() ?? '';
        if (reasonRequired && !given) {
          reason.current?.refuse();
          return;
        }
        resolve({ reason: given });
        closeModal(MODAL_ID);
      },
      onCancel: () => resolve(null),
      onClose: () => resolve(null),
    });
  });
}

function ReasonField({ required, ref }: { required: boolean; ref: Ref<ReasonHandle> }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useImperativeHandle(
    ref,
    () => ({
      value: () => value,
      refuse: () => setError(specMessage('moderationReasonRequired')),
    }),
    [value],
  );
  return (
    <Textarea
      label={required ? t('home.moderation.reasonForAuthor') : t('home.moderation.reason')}
      description={required ? t('home.moderation.reasonForAuthorHint') : t('home.moderation.reasonHint')}
      required={required}
      value={value}
      error={error}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        setError(null);
      }}
      maxLength={MODERATION_REASON_MAX_LENGTH}
      autosize
      minRows={2}
    />
  );
}
