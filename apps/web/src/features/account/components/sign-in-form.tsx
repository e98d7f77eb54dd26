import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { ZLoginInput, type LoginInput } from '@tightlines/domain';
import { submitLogin } from '../hooks/interaction';
import { localizedResolver } from '../../../ui/localized-resolver';
import { useT } from '../../../i18n/use-t';
import { showError } from '../../../ui/feedback';

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
  const t = useT();
  const signIn = useMutation({
    mutationFn: (values: LoginInput) => submitLogin(uid, values),
    onError: showError,
  });
  // Success leaves the page for the app, so the button stays busy until it has gone.
  const submitting = signIn.isPending || signIn.isSuccess;
  const form = useForm<LoginInput>({
    initialValues: { email: loginHint ?? '', password: '' },
    validate: localizedResolver(ZLoginInput),
  });

  const handleSubmit = (values: LoginInput) => signIn.mutate(values);

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack>
        <TextInput
          label={t('account.email')}
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('account.password')}
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
            {t('account.signIn.forgot')}
          </Anchor>
        </Group>
        <Button type="submit" loading={submitting} fullWidth>
          {t('account.signIn')}
        </Button>
        <Text size="sm" ta="center">
          {t('account.signIn.newHere')}{' '}
          <Anchor component="button" type="button" onClick={onRegister}>
            {t('account.createAccount')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
