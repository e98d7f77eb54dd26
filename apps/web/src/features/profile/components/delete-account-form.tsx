import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_DELETION_SIGN_IN_MINUTES } from '@tightlines/domain';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../api/client';
import { useAuth } from '../../../app/auth/auth-context';
import { useT } from '../../../i18n/use-t';
import { confirmAction } from '../../../ui/confirm';
import { showSuccess } from '../../../ui/feedback';
import { showOnField } from '../../../ui/field-errors';
import { specMessage } from '../../../ui/spec-message';

/**
 * Edit profile, "Delete account" tab (issue 40 point 4): the current password (an account that signs
 * in socially leaves it empty, having signed in in the last minutes), a confirmation, then the
 * account is deleted and the browser signed out. What is removed and kept is the privacy page's.
 */
export function DeleteAccountForm({ email, onDone }: { email: string; onDone(): void }) {
  const t = useT();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const form = useForm({ initialValues: { currentPassword: '' } });
  const remove = useMutation({
    mutationFn: ({ currentPassword }: { currentPassword: string }) =>
      apiRequest(`/accounts/${encodeURIComponent(email)}`, {
        method: 'DELETE',
        body: currentPassword ? { currentPassword } : {},
      }),
    onSuccess: async () => {
      onDone();
      await signOut();
      showSuccess(specMessage('accountDeleted'));
      void navigate('/', { replace: true });
    },
    onError: showOnField(form),
  });

  const handleSubmit = async (values: { currentPassword: string }) => {
    const confirmed = await confirmAction({
      title: t('profile.deleteAccount.confirmTitle'),
      message: t('profile.deleteAccount.confirmMessage'),
      confirmLabel: t('profile.deleteAccount.confirm'),
      destructive: true,
    });
    if (confirmed) remove.mutate(values);
  };

  return (
    <form onSubmit={form.onSubmit((values) => void handleSubmit(values))} noValidate>
      <Stack>
        <Alert color="red" title={t('profile.deleteAccount.title')}>
          <Stack gap="xs">
            <Text size="sm">{t('profile.deleteAccount.what')}</Text>
            <Text size="sm">{t('profile.deleteAccount.kept')}</Text>
          </Stack>
        </Alert>
        <PasswordInput
          label={t('profile.user.currentPassword')}
          description={t('profile.deleteAccount.social', { minutes: ACCOUNT_DELETION_SIGN_IN_MINUTES })}
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={remove.isPending}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" color="red" loading={remove.isPending}>
            {t('profile.deleteAccount.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
