import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ZChangePasswordInput } from '@tightlines/domain';
import type { z } from 'zod';
import { apiRequest } from '../../../api/client';
import { showSuccess } from '../../../ui/feedback';
import { showOnField } from '../../../ui/field-errors';
import { withPasswordConfirmation } from '../../../ui/form-schemas';
import { NewPasswordFields } from '../../../ui/new-password-fields';
import { localizedResolver } from '../../../ui/localized-resolver';
import { useT } from '../../../i18n/use-t';
import { specMessage } from '../../../ui/spec-message';

/** The API's body without the e-mail (the signed-in user's), with the new password typed twice. */
const changePasswordForm = (email: string) =>
  withPasswordConfirmation(ZChangePasswordInput.omit({ email: true }), 'newPassword', () => email);

type Values = z.input<ReturnType<typeof changePasswordForm>>;

/** Edit profile, password tab (spec §5: new and confirmation at minimum length and equal). */
export function ChangePasswordForm({ email, onDone }: { email: string; onDone(): void }) {
  const t = useT();
  const form = useForm<Values>({
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: localizedResolver(changePasswordForm(email)),
  });

  const change = useMutation({
    mutationFn: ({ oldPassword, newPassword }: Values) =>
      apiRequest('/users/changePass', { method: 'PUT', body: { email, oldPassword, newPassword } }),
    onSuccess: () => {
      form.reset();
      onDone();
      showSuccess(specMessage('passwordChanged'));
    },
    onError: showOnField(form),
  });
  const saving = change.isPending;

  const handleSubmit = (values: Values) => change.mutate(values);

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <PasswordInput
          label={t('profile.user.currentPassword')}
          autoComplete="current-password"
          required
          {...form.getInputProps('oldPassword')}
        />
        <NewPasswordFields
          password={form.getInputProps('newPassword')}
          confirmation={form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={saving}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('profile.password.change')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
