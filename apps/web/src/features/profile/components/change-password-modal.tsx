import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages, PASSWORD_MIN_LENGTH } from '@tightlines/domain';
import { useState } from 'react';
import { apiRequest } from '../../../api/client';
import { showError, showSuccess } from '../../../ui/feedback';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password from the profile (spec §5: new and confirmation at minimum length and equal). */
export function ChangePasswordModal({
  email,
  opened,
  onClose,
}: {
  email: string;
  opened: boolean;
  onClose(): void;
}) {
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      oldPassword: (value) => (value ? null : messages.completeRequiredFields),
      newPassword: (value) => (value.length >= PASSWORD_MIN_LENGTH ? null : messages.passwordRules),
      confirmPassword: (value, values) => (value === values.newPassword ? null : messages.passwordMismatch),
    },
  });

  const handleSubmit = async ({ oldPassword, newPassword }: Values) => {
    setSaving(true);
    try {
      await apiRequest('/users/changePass', { method: 'PUT', body: { email, oldPassword, newPassword } });
      form.reset();
      onClose();
      showSuccess(messages.passwordChanged);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Change password" centered>
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            data-autofocus
            {...form.getInputProps('oldPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
