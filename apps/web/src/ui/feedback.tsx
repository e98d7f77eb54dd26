import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { t } from '../i18n/use-t';
import { closeModal, openModal } from './modals';
import { errorMessage } from './spec-message';

/**
 * The shared error modal (spec §8): shows an AppError's message, or the connection message for
 * anything else, in the user's language.
 */
export function showError(error: unknown): void {
  openMessageModal({ title: t('ui.feedback.errorTitle'), message: errorMessage(error), tone: 'error' });
}

/** The shared success modal, with a message in the language shown (a spec §8 message by its key, or `t(…)`). */
export function showSuccess(message: string): void {
  openMessageModal({ title: t('ui.feedback.successTitle'), message, tone: 'success' });
}

function openMessageModal({
  title,
  message,
  tone,
}: {
  title: string;
  message: string;
  tone: 'error' | 'success';
}) {
  const id = `${tone}-${Date.now()}`;
  const Icon = tone === 'error' ? IconAlertTriangle : IconCircleCheck;
  void openModal({
    modalId: id,
    title,
    centered: true,
    children: (
      <Stack>
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon
            color={tone === 'error' ? 'red' : 'teal'}
            variant="light"
            size="lg"
            radius="xl"
            aria-hidden
          >
            <Icon size={20} />
          </ThemeIcon>
          <Text role={tone === 'error' ? 'alert' : 'status'}>{message}</Text>
        </Group>
        <Group justify="flex-end">
          <Button onClick={() => closeModal(id)} data-autofocus>
            {t('ui.feedback.ok')}
          </Button>
        </Group>
      </Stack>
    ),
  });
}
