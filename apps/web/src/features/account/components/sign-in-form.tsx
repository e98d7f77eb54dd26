import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZLoginInput, type LoginInput } from '@tightlines/domain';
import { useState } from 'react';
import { showError } from '../../../ui/feedback';
import { submitLogin } from '../hooks/interaction';

/** E-mail and password on the provider's page. A failure keeps what was typed and shows the spec message. */
export function SignInForm({
  uid,
  loginHint,
  onRegister,
  onForgotPassword,
}: {
  uid: string;
  loginHint: string | null;
  onRegister(): void;
  onForgotPassword(email: string): void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const form = useForm<LoginInput>({
    initialValues: { email: loginHint ?? '', password: '' },
    validate: schemaResolver(ZLoginInput, { sync: true }),
  });

  const handleSubmit = async (values: LoginInput) => {
    setSubmitting(true);
    try {
      await submitLogin(uid, values);
    } catch (error) {
      setSubmitting(false);
      showError(error);
    }
  };

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onForgotPassword(form.values.email)}
          >
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" loading={submitting} fullWidth>
          Sign in
        </Button>
        <Text size="sm" ta="center">
          New to Tightlines?{' '}
          <Anchor component="button" type="button" onClick={onRegister}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
