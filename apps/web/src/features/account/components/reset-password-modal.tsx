import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { messages, ZResetPasswordInput } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { showSuccess } from '../../../ui/feedback';
import { showOnField } from '../../../ui/field-errors';
import { withPasswordConfirmation } from '../../../ui/form-schemas';
import { NewPasswordFields } from '../../../ui/new-password-fields';
import { PageLoader } from '../../../ui/page-loader';
import { useSubmit } from '../../../ui/use-submit';
import { localizedResolver } from '../../../ui/localized-resolver';

/** The reset's new password, typed twice, and never holding the account's e-mail. */
const resetPasswordForm = (email: string | undefined) =>
  withPasswordConfirmation(ZResetPasswordInput, 'newPassword', () => email);

/** The change-password modal opened by a reset link (`/?resetPassword=…`): a new password, twice. */
export function ResetPasswordModal({ secret, onClose }: { secret: string; onClose(): void }) {
  const [saving, submit] = useSubmit();
  const reset = useQuery({
    queryKey: queryKeys.account.passwordReset(secret),
    queryFn: () => apiRequest<{ email: string }>(`/accounts/forgot_pass/${encodeURIComponent(secret)}`),
    retry: false,
  });
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: localizedResolver(resetPasswordForm(reset.data?.email)),
  });

  const handleSubmit = async ({ newPassword }: { newPassword: string }) => {
    await submit(
      async () => {
        await apiRequest(`/accounts/forgot_pass/${encodeURIComponent(secret)}`, {
          method: 'PUT',
          body: { newPassword },
        });
        onClose();
        showSuccess(messages.passwordChanged);
      },
      { onError: showOnField(form) },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Choose a new password" centered>
      {reset.isPending ? <PageLoader /> : null}
      {reset.isError ? (
        <Alert color="red" title="This link cannot be used" role="alert">
          The reset link is unknown, was already used, or is more than an hour old. Ask for a new one from the
          sign-in page.
        </Alert>
      ) : null}
      {reset.isSuccess ? (
        <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
          <Stack>
            <Text size="sm">
              New password for <strong>{reset.data.email}</strong>
            </Text>
            <NewPasswordFields
              initialFocus
              password={form.getInputProps('newPassword')}
              confirmation={form.getInputProps('confirmPassword')}
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
      ) : null}
    </Modal>
  );
}
