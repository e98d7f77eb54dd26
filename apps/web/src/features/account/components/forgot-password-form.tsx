import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { messages, ZForgotPasswordParams } from '@tightlines/domain';
import { useState } from 'react';
import { showOnField } from '../../../ui/field-errors';
import { useSubmit } from '../../../ui/use-submit';
import { requestPasswordReset } from '../hooks/interaction';
import { localizedResolver } from '../../../ui/localized-resolver';

/** Forgot password (spec §5): an e-mail with a single-use link, valid for one hour, for local accounts. */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack(): void }) {
  const [sent, setSent] = useState(false);
  const [submitting, submit] = useSubmit();
  const form = useForm({
    initialValues: { userEmail: initialEmail },
    validate: localizedResolver(ZForgotPasswordParams),
    // Submit gets the schema's output: the address trimmed and lower-cased.
    transformValues: (values) => ZForgotPasswordParams.parse(values),
  });

  const handleSubmit = async ({ userEmail }: { userEmail: string }) => {
    await submit(
      async () => {
        await requestPasswordReset(userEmail);
        setSent(true);
      },
      { onError: showOnField(form) },
    );
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        {sent ? (
          <Alert color="teal" title="Check your inbox" role="status">
            {messages.passwordResetSent}
          </Alert>
        ) : (
          <Text size="sm">
            Enter the e-mail of your account and we will send you a link to choose a new password.
          </Text>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('userEmail')}
        />
        <Button type="submit" loading={submitting}>
          {sent ? 'Send the link again' : 'Send reset link'}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
