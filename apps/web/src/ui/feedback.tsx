import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { messages } from '@tightlines/domain';
import { closeModal, openModal } from './modals';

/** The shared error modal (spec §8): shows an AppError's message, or the connection message for anything else. */
export function showError(error: unknown): void {
  const message = error instanceof Error && error.message ? error.message : messages.connectionError;
  openMessageModal({ title: 'Something went wrong', message, tone: 'error' });
}

/** The shared success modal, with one of the spec §8 success messages. */
export function showSuccess(message: string): void {
  openMessageModal({ title: 'Done', message, tone: 'success' });
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
            OK
          </Button>
        </Group>
      </Stack>
    ),
  });
}
