import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ZResetPasswordInput } from '@tightlines/domain';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { showSuccess } from '../../../ui/feedback';
import { showOnField } from '../../../ui/field-errors';
import { withPasswordConfirmation } from '../../../ui/form-schemas';
import { NewPasswordFields } from '../../../ui/new-password-fields';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { localizedResolver } from '../../../ui/localized-resolver';
import { useT } from '../../../i18n/use-t';
import { specMessage } from '../../../ui/spec-message';

/** The reset's new password, typed twice, and never holding the account's e-mail. */
const resetPasswordForm = (email: string | undefined) =>
  withPasswordConfirmation(ZResetPasswordInput, 'newPassword', () => email);

/** The change-password modal opened by a reset link (`/?resetPassword=…`): a new password, twice. */
export function ResetPasswordModal({ secret, onClose }: { secret: string; onClose(): void }) {
  const reset = useQuery({
    queryKey: queryKeys.account.passwordReset(secret),
    queryFn: () => apiRequest<{ email: string }>(`/accounts/forgot_pass/${encodeURIComponent(secret)}`),
    retry: false,
  });
  const t = useT();
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: localizedResolver(resetPasswordForm(reset.data?.email)),
  });

  const save = useMutation({
    mutationFn: (newPassword: string) =>
      apiRequest(`/accounts/forgot_pass/${encodeURIComponent(secret)}`, {
        method: 'PUT',
        body: { newPassword },
      }),
    onSuccess: () => {
      onClose();
      showSuccess(specMessage('passwordChanged'));
    },
    onError: showOnField(form),
  });

  const handleSubmit = ({ newPassword }: { newPassword: string }) => save.mutate(newPassword);

  return (
    <Modal opened onClose={onClose} title={t('account.reset.title')} centered>
      {/* The tab says what the link opened while it is open; the page's own title comes back after. */}
      <PageTitle title={t('account.reset.tabTitle')} />
      {reset.isPending ? <PageLoader /> : null}
      {reset.isError ? (
        <Alert color="red" title={t('account.reset.unusableTitle')} role="alert">
          {t('account.reset.unusable')}
        </Alert>
      ) : null}
      {reset.isSuccess ? (
        <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
          <Stack>
            <Text size="sm">{t('account.reset.newFor', { email: reset.data.email })}</Text>
            <NewPasswordFields
              initialFocus
              password={form.getInputProps('newPassword')}
              confirmation={form.getInputProps('confirmPassword')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('account.reset.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('account.reset.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
