import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ZForgotPasswordParams } from '@tightlines/domain';
import { useState } from 'react';
import { showOnField } from '../../../ui/field-errors';
import { requestPasswordReset } from '../hooks/interaction';
import { localizedResolver } from '../../../ui/localized-resolver';
import { useT } from '../../../i18n/use-t';
import { specMessage } from '../../../ui/spec-message';

/** Forgot password (spec §5): an e-mail with a single-use link, valid for one hour, for local accounts. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack(): void }) {
  const [sent, setSent] = useState(false);
  const t = useT();
  const form = useForm({
    initialValues: { userEmail: initialEmail },
    validate: localizedResolver(ZForgotPasswordParams),
    // Submit gets the schema's output: the address trimmed and lower-cased.
    transformValues: (values) => ZForgotPasswordParams.parse(values),
  });

  const request = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: () => setSent(true),
    onError: showOnField(form),
  });

  const handleSubmit = ({ userEmail }: { userEmail: string }) => request.mutate(userEmail);

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        {sent ? (
          <Alert color="teal" title={t('account.forgot.sentTitle')} role="status">
            {specMessage('passwordResetSent')}
          </Alert>
        ) : (
          <Text size="sm">{t('account.forgot.lead')}</Text>
        )}
        <TextInput
          label={t('account.email')}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('userEmail')}
        />
        <Button type="submit" loading={request.isPending}>
          {sent ? t('account.forgot.sendAgain') : t('account.forgot.send')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          {t('account.forgot.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
