import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { checkNewPassword, checkPasswordConfirmation, messages } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { showSuccess } from '../../../ui/feedback';
import { showOnField } from '../../../ui/field-errors';
import { useSubmit } from '../../../ui/use-submit';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Edit profile, password tab (spec §5: new and confirmation at minimum length and equal). */
export function ChangePasswordForm({ email, onDone }: { email: string; onDone(): void }) {
  const [saving, submit] = useSubmit();
  const form = useForm<Values>({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      oldPassword: (value) => (value ? null : messages.completeRequiredFields),
      newPassword: (value) => checkNewPassword(value, email),
      confirmPassword: (value, values) => checkPasswordConfirmation(value, values.newPassword),
    },
  });

  const handleSubmit = async ({ oldPassword, newPassword }: Values) => {
    await submit(
      async () => {
        await apiRequest('/users/changePass', { method: 'PUT', body: { email, oldPassword, newPassword } });
        form.reset();
        onDone();
        showSuccess(messages.passwordChanged);
      },
      { onError: showOnField(form.setFieldError, ['newPassword', 'oldPassword'] as const) },
    );
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          required
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
          <Button variant="default" onClick={onDone} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
